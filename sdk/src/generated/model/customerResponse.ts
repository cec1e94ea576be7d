/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerResponseAllOf } from './customerResponseAllOf';

export type CustomerResponse = SuccessEnvelope & CustomerResponseAllOf;
