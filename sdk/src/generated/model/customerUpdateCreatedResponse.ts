/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerUpdateCreatedResponseAllOf } from './customerUpdateCreatedResponseAllOf';

export type CustomerUpdateCreatedResponse = SuccessEnvelope & CustomerUpdateCreatedResponseAllOf;
