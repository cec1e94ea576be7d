/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { VisionResponseAllOf } from './visionResponseAllOf';

export type VisionResponse = SuccessEnvelope & VisionResponseAllOf;
