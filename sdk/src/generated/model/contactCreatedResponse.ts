/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ContactCreatedResponseAllOf } from './contactCreatedResponseAllOf';

export type ContactCreatedResponse = SuccessEnvelope & ContactCreatedResponseAllOf;
