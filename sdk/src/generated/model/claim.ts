/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ClaimCommittedDate } from './claimCommittedDate';
import type { WorkItem } from './workItem';
import type { ClaimConditionStatus } from './claimConditionStatus';

/**
 * An open customer insight with an impact on the objective (spec 2 §4.5): the delta it estimates, the date committed to the customer, the linked work, and conditionStatus: no_work (nothing linked), in_progress, delivered (all linked work completed), broken (the deadline passed before delivery, or a move of its work past the deadline was acknowledged as a promise break; it stays broken until delivered).
 */
export interface Claim {
  insightId: string;
  insightRef: string;
  verbatim: string;
  customerId: string;
  customerName: string;
  estimatedDelta: number;
  committedDate: ClaimCommittedDate;
  work: WorkItem[];
  conditionStatus: ClaimConditionStatus;
}
