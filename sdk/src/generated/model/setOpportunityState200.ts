/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetOpportunityState200AllOf } from './setOpportunityState200AllOf';

export type SetOpportunityState200 = SuccessEnvelope & SetOpportunityState200AllOf;
