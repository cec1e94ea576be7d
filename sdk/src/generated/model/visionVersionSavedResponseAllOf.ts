/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionVersion } from './visionVersion';

export type VisionVersionSavedResponseAllOf = {
  data?: VisionVersion;
};
