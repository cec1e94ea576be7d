/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetVisionAiContext200AllOf } from './getVisionAiContext200AllOf';

export type GetVisionAiContext200 = SuccessEnvelope & GetVisionAiContext200AllOf;
