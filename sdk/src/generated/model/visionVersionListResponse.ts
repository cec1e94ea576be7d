/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { VisionVersionListResponseAllOf } from './visionVersionListResponseAllOf';

export type VisionVersionListResponse = ListEnvelope & VisionVersionListResponseAllOf;
