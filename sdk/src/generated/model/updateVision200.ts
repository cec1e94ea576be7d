/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateVision200AllOf } from './updateVision200AllOf';

export type UpdateVision200 = SuccessEnvelope & UpdateVision200AllOf;
