/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerOpportunityState } from './customerOpportunityState';
import type { CustomerOpportunityStepInstanceId } from './customerOpportunityStepInstanceId';

/**
 * A customer's link to an opportunity (spec 2 §4.11), optionally pinned to one step instance of the opportunity's template (stepInstanceId, null when unpinned).
 */
export interface CustomerOpportunity {
  customerId: string;
  opportunityId: string;
  opportunityRef: string;
  title: string;
  state: CustomerOpportunityState;
  stepInstanceId: CustomerOpportunityStepInstanceId;
  createdAt: string;
}
