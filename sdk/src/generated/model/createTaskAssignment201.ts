/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateTaskAssignment201AllOf } from './createTaskAssignment201AllOf';

export type CreateTaskAssignment201 = SuccessEnvelope & CreateTaskAssignment201AllOf;
