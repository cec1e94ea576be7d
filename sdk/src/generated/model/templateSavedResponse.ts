/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateSavedResponseAllOf } from './templateSavedResponseAllOf';

export type TemplateSavedResponse = SuccessEnvelope & TemplateSavedResponseAllOf;
