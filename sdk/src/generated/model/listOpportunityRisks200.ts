/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListOpportunityRisks200AllOf } from './listOpportunityRisks200AllOf';

export type ListOpportunityRisks200 = SuccessEnvelope & ListOpportunityRisks200AllOf;
