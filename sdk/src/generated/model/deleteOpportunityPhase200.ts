/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteOpportunityPhase200AllOf } from './deleteOpportunityPhase200AllOf';

export type DeleteOpportunityPhase200 = SuccessEnvelope & DeleteOpportunityPhase200AllOf;
