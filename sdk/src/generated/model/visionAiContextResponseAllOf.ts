/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionAiContext } from './visionAiContext';

export type VisionAiContextResponseAllOf = {
  data?: VisionAiContext;
};
