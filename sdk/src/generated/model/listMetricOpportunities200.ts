/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListMetricOpportunities200AllOf } from './listMetricOpportunities200AllOf';

export type ListMetricOpportunities200 = SuccessEnvelope & ListMetricOpportunities200AllOf;
