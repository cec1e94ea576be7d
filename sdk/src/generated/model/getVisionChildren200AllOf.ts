/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionChildren } from './visionChildren';

export type GetVisionChildren200AllOf = {
  data?: VisionChildren;
};
