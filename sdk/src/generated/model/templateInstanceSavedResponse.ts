/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateInstanceSavedResponseAllOf } from './templateInstanceSavedResponseAllOf';

export type TemplateInstanceSavedResponse = SuccessEnvelope & TemplateInstanceSavedResponseAllOf;
