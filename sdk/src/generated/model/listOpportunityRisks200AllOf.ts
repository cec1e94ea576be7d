/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRisk } from './opportunityRisk';

export type ListOpportunityRisks200AllOf = {
  /**
   * @minItems 4
   * @maxItems 4
   */
  data?: OpportunityRisk[];
};
