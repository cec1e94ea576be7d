/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRiskRisk } from './opportunityRiskRisk';
import type { OpportunityRiskAggregate } from './opportunityRiskAggregate';
import type { RiskVote } from './riskVote';

/**
 * One of the four validation risks of an opportunity (value, usability, feasibility, viability; spec 1 §2.5) with its votes, oldest first. `aggregate`: reject when any vote rejects, else risky when any is risky, else approve when there are votes, else unassessed.
 */
export interface OpportunityRisk {
  risk: OpportunityRiskRisk;
  aggregate: OpportunityRiskAggregate;
  votes: RiskVote[];
}
