/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateOpportunity201AllOf } from './createOpportunity201AllOf';

export type CreateOpportunity201 = SuccessEnvelope & CreateOpportunity201AllOf;
