/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RejectOpportunity200AllOf } from './rejectOpportunity200AllOf';

export type RejectOpportunity200 = SuccessEnvelope & RejectOpportunity200AllOf;
