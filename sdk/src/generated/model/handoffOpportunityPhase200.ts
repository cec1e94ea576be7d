/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { HandoffOpportunityPhase200AllOf } from './handoffOpportunityPhase200AllOf';

export type HandoffOpportunityPhase200 = SuccessEnvelope & HandoffOpportunityPhase200AllOf;
