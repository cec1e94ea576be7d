/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateOpportunityObjectiveLink201AllOf } from './createOpportunityObjectiveLink201AllOf';

export type CreateOpportunityObjectiveLink201 = SuccessEnvelope & CreateOpportunityObjectiveLink201AllOf;
