/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteTaskAssignment200AllOf } from './deleteTaskAssignment200AllOf';

export type DeleteTaskAssignment200 = SuccessEnvelope & DeleteTaskAssignment200AllOf;
