/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetPlannedWorkSummary200AllOf } from './getPlannedWorkSummary200AllOf';

export type GetPlannedWorkSummary200 = SuccessEnvelope & GetPlannedWorkSummary200AllOf;
