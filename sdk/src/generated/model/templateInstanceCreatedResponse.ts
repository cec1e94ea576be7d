/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateInstanceCreatedResponseAllOf } from './templateInstanceCreatedResponseAllOf';

export type TemplateInstanceCreatedResponse = SuccessEnvelope & TemplateInstanceCreatedResponseAllOf;
