/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PrdTemplateCreatedResponseAllOf } from './prdTemplateCreatedResponseAllOf';

export type PrdTemplateCreatedResponse = SuccessEnvelope & PrdTemplateCreatedResponseAllOf;
