/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionChildren } from './visionChildren';

export type VisionChildrenResponseAllOf = {
  data?: VisionChildren;
};
