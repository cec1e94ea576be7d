/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { VisionListResponseAllOf } from './visionListResponseAllOf';

export type VisionListResponse = ListEnvelope & VisionListResponseAllOf;
