/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetOpportunityContext200AllOf } from './getOpportunityContext200AllOf';

export type GetOpportunityContext200 = SuccessEnvelope & GetOpportunityContext200AllOf;
