/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetInsightStatusBodyStatus } from './setInsightStatusBodyStatus';
import type { SetInsightStatusBodyRejectionCategory } from './setInsightStatusBodyRejectionCategory';

export type SetInsightStatusBody = {
  status: SetInsightStatusBodyStatus;
  /**
   * Why: required for rejected and need_context.
   * @minLength 5
   * @maxLength 1000
   */
  note?: string;
  /** Required for rejected. */
  rejectionCategory?: SetInsightStatusBodyRejectionCategory;
};
