/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetMetricDependents200AllOf } from './getMetricDependents200AllOf';

export type GetMetricDependents200 = SuccessEnvelope & GetMetricDependents200AllOf;
