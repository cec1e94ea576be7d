/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateInstanceResponseAllOf } from './templateInstanceResponseAllOf';

export type TemplateInstanceResponse = SuccessEnvelope & TemplateInstanceResponseAllOf;
