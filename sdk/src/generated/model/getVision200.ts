/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetVision200AllOf } from './getVision200AllOf';

export type GetVision200 = SuccessEnvelope & GetVision200AllOf;
