/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListObjectiveOpportunities200AllOf } from './listObjectiveOpportunities200AllOf';

export type ListObjectiveOpportunities200 = SuccessEnvelope & ListObjectiveOpportunities200AllOf;
