/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListMetrics200AllOf } from './listMetrics200AllOf';

export type ListMetrics200 = ListEnvelope & ListMetrics200AllOf;
