/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateCreatedResponseAllOf } from './templateCreatedResponseAllOf';

export type TemplateCreatedResponse = SuccessEnvelope & TemplateCreatedResponseAllOf;
