/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { VisionVersionSavedResponseAllOf } from './visionVersionSavedResponseAllOf';

export type VisionVersionSavedResponse = SuccessEnvelope & VisionVersionSavedResponseAllOf;
