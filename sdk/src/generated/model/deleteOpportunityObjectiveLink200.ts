/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteOpportunityObjectiveLink200AllOf } from './deleteOpportunityObjectiveLink200AllOf';

export type DeleteOpportunityObjectiveLink200 = SuccessEnvelope & DeleteOpportunityObjectiveLink200AllOf;
