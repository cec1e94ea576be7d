/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetTaskActualCost200AllOf } from './getTaskActualCost200AllOf';

export type GetTaskActualCost200 = SuccessEnvelope & GetTaskActualCost200AllOf;
