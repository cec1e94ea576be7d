/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRef } from './opportunityRef';
import type { TaskRef } from './taskRef';

export type ListBlockingInsightsParams = {
/**
 * The opportunity (UUID or OPP-7).
 */
opportunityId?: OpportunityRef;
/**
 * The task (UUID or ENG-12).
 */
taskId?: TaskRef;
};
