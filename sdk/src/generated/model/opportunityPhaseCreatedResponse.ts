/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunityPhaseCreatedResponseAllOf } from './opportunityPhaseCreatedResponseAllOf';

export type OpportunityPhaseCreatedResponse = SuccessEnvelope & OpportunityPhaseCreatedResponseAllOf;
