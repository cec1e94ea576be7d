/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetOpportunity200AllOf } from './getOpportunity200AllOf';

export type GetOpportunity200 = SuccessEnvelope & GetOpportunity200AllOf;
