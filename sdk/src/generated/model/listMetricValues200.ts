/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListMetricValues200AllOf } from './listMetricValues200AllOf';

export type ListMetricValues200 = ListEnvelope & ListMetricValues200AllOf;
