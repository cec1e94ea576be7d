/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CustomerReviewListResponseAllOf } from './customerReviewListResponseAllOf';

export type CustomerReviewListResponse = ListEnvelope & CustomerReviewListResponseAllOf;
