/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateVision201AllOf } from './createVision201AllOf';

export type CreateVision201 = SuccessEnvelope & CreateVision201AllOf;
