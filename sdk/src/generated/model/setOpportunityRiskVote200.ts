/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetOpportunityRiskVote200AllOf } from './setOpportunityRiskVote200AllOf';

export type SetOpportunityRiskVote200 = SuccessEnvelope & SetOpportunityRiskVote200AllOf;
