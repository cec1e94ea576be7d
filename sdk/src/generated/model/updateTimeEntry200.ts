/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateTimeEntry200AllOf } from './updateTimeEntry200AllOf';

export type UpdateTimeEntry200 = SuccessEnvelope & UpdateTimeEntry200AllOf;
