/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerReview } from './customerReview';

export type CustomerReviewListResponseAllOf = {
  data?: CustomerReview[];
};
