/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteOpportunityScore200AllOf } from './deleteOpportunityScore200AllOf';

export type DeleteOpportunityScore200 = SuccessEnvelope & DeleteOpportunityScore200AllOf;
