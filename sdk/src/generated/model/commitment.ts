/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { WorkItem } from './workItem';

/**
 * A dated promise to a customer (spec 2 §4.11): an insight rooted at the customer with a deadline, not rejected or archived. atRisk is true when the linked work is not all completed and the deadline has passed, or the deadline is within 14 days and no linked work is in progress.
 */
export interface Commitment {
  insightId: string;
  insightRef: string;
  customerId: string;
  customerName: string;
  verbatim: string;
  deadline: string;
  work: WorkItem[];
  atRisk: boolean;
}
