/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetObjectiveAlignmentLink200AllOf } from './setObjectiveAlignmentLink200AllOf';

export type SetObjectiveAlignmentLink200 = SuccessEnvelope & SetObjectiveAlignmentLink200AllOf;
