/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PlannedWorkSummaryResponseAllOf } from './plannedWorkSummaryResponseAllOf';

export type PlannedWorkSummaryResponse = SuccessEnvelope & PlannedWorkSummaryResponseAllOf;
