/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { VisionSavedResponseAllOf } from './visionSavedResponseAllOf';

export type VisionSavedResponse = SuccessEnvelope & VisionSavedResponseAllOf;
