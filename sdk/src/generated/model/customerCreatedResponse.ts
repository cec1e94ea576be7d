/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerCreatedResponseAllOf } from './customerCreatedResponseAllOf';

export type CustomerCreatedResponse = SuccessEnvelope & CustomerCreatedResponseAllOf;
