/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRef } from './opportunityRef';
import type { LinkCustomerOpportunityBodyStepInstanceId } from './linkCustomerOpportunityBodyStepInstanceId';

export type LinkCustomerOpportunityBody = {
  opportunityId: OpportunityRef;
  /** A step instance of the opportunity's template; omitted or null unpins. */
  stepInstanceId?: LinkCustomerOpportunityBodyStepInstanceId;
};
