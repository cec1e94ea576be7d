/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateOpportunity200AllOf } from './updateOpportunity200AllOf';

export type UpdateOpportunity200 = SuccessEnvelope & UpdateOpportunity200AllOf;
