/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateUsageSavedResponseAllOf } from './templateUsageSavedResponseAllOf';

export type TemplateUsageSavedResponse = SuccessEnvelope & TemplateUsageSavedResponseAllOf;
