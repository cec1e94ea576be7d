/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerReviewCreatedResponseAllOf } from './customerReviewCreatedResponseAllOf';

export type CustomerReviewCreatedResponse = SuccessEnvelope & CustomerReviewCreatedResponseAllOf;
