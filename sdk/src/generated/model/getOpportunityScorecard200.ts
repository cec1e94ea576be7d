/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetOpportunityScorecard200AllOf } from './getOpportunityScorecard200AllOf';

export type GetOpportunityScorecard200 = SuccessEnvelope & GetOpportunityScorecard200AllOf;
