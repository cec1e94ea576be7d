/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { VisionChildrenResponseAllOf } from './visionChildrenResponseAllOf';

export type VisionChildrenResponse = SuccessEnvelope & VisionChildrenResponseAllOf;
