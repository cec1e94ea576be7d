/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateOpportunityPhase200AllOf } from './updateOpportunityPhase200AllOf';

export type UpdateOpportunityPhase200 = SuccessEnvelope & UpdateOpportunityPhase200AllOf;
