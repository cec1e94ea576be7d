/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateOpportunityPhase201AllOf } from './createOpportunityPhase201AllOf';

export type CreateOpportunityPhase201 = SuccessEnvelope & CreateOpportunityPhase201AllOf;
