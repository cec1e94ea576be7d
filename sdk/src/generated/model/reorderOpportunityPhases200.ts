/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ReorderOpportunityPhases200AllOf } from './reorderOpportunityPhases200AllOf';

export type ReorderOpportunityPhases200 = SuccessEnvelope & ReorderOpportunityPhases200AllOf;
