/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateOpportunityObjectiveLink200AllOf } from './updateOpportunityObjectiveLink200AllOf';

export type UpdateOpportunityObjectiveLink200 = SuccessEnvelope & UpdateOpportunityObjectiveLink200AllOf;
