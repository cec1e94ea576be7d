/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { VisionCreatedResponseAllOf } from './visionCreatedResponseAllOf';

export type VisionCreatedResponse = SuccessEnvelope & VisionCreatedResponseAllOf;
