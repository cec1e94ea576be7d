/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListScoringCriteria200AllOf } from './listScoringCriteria200AllOf';

export type ListScoringCriteria200 = SuccessEnvelope & ListScoringCriteria200AllOf;
