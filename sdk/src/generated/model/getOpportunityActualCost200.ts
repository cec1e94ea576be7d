/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetOpportunityActualCost200AllOf } from './getOpportunityActualCost200AllOf';

export type GetOpportunityActualCost200 = SuccessEnvelope & GetOpportunityActualCost200AllOf;
