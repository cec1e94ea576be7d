/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteOpportunity200AllOf } from './deleteOpportunity200AllOf';

export type DeleteOpportunity200 = SuccessEnvelope & DeleteOpportunity200AllOf;
