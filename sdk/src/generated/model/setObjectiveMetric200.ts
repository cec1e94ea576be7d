/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetObjectiveMetric200AllOf } from './setObjectiveMetric200AllOf';

export type SetObjectiveMetric200 = SuccessEnvelope & SetObjectiveMetric200AllOf;
