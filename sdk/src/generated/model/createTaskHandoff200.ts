/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateTaskHandoff200AllOf } from './createTaskHandoff200AllOf';

export type CreateTaskHandoff200 = SuccessEnvelope & CreateTaskHandoff200AllOf;
