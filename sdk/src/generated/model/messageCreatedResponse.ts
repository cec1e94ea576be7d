/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MessageCreatedResponseAllOf } from './messageCreatedResponseAllOf';

export type MessageCreatedResponse = SuccessEnvelope & MessageCreatedResponseAllOf;
