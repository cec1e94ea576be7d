/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityPhase } from './opportunityPhase';

export type OpportunityPhaseListResponseAllOf = {
  data?: OpportunityPhase[];
};
