/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRisk } from './opportunityRisk';

export type OpportunityRiskSavedResponseAllOf = {
  data?: OpportunityRisk;
};
