/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateUsageResponseAllOf } from './templateUsageResponseAllOf';

export type TemplateUsageResponse = SuccessEnvelope & TemplateUsageResponseAllOf;
