/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerReviewResponseAllOf } from './customerReviewResponseAllOf';

export type CustomerReviewResponse = SuccessEnvelope & CustomerReviewResponseAllOf;
