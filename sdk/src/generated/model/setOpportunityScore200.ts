/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetOpportunityScore200AllOf } from './setOpportunityScore200AllOf';

export type SetOpportunityScore200 = SuccessEnvelope & SetOpportunityScore200AllOf;
