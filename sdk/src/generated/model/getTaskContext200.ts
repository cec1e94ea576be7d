/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetTaskContext200AllOf } from './getTaskContext200AllOf';

export type GetTaskContext200 = SuccessEnvelope & GetTaskContext200AllOf;
