/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RejectOpportunityBodyCategory } from './rejectOpportunityBodyCategory';

export type RejectOpportunityBody = {
  category: RejectOpportunityBodyCategory;
  /**
   * @minLength 1
   * @maxLength 2000
   */
  reason: string;
};
