/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunityRiskSavedResponseAllOf } from './opportunityRiskSavedResponseAllOf';

export type OpportunityRiskSavedResponse = SuccessEnvelope & OpportunityRiskSavedResponseAllOf;
