/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunityPhaseSavedResponseAllOf } from './opportunityPhaseSavedResponseAllOf';

export type OpportunityPhaseSavedResponse = SuccessEnvelope & OpportunityPhaseSavedResponseAllOf;
