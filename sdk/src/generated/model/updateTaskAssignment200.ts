/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateTaskAssignment200AllOf } from './updateTaskAssignment200AllOf';

export type UpdateTaskAssignment200 = SuccessEnvelope & UpdateTaskAssignment200AllOf;
