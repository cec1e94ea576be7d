/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateStepInstance200AllOf } from './updateStepInstance200AllOf';

export type UpdateStepInstance200 = SuccessEnvelope & UpdateStepInstance200AllOf;
