/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateTask201AllOf } from './createTask201AllOf';

export type CreateTask201 = SuccessEnvelope & CreateTask201AllOf;
