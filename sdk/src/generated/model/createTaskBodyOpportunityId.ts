/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRef } from './opportunityRef';

/**
 * The opportunity (UUID or OPP-<n>); null makes an orphan task.
 */
export type CreateTaskBodyOpportunityId = OpportunityRef | null;
