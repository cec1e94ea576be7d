/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteMetric200AllOf } from './deleteMetric200AllOf';

export type DeleteMetric200 = SuccessEnvelope & DeleteMetric200AllOf;
