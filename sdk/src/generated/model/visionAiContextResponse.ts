/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { VisionAiContextResponseAllOf } from './visionAiContextResponseAllOf';

export type VisionAiContextResponse = SuccessEnvelope & VisionAiContextResponseAllOf;
