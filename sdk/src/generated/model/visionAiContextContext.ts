/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionAiContextContextVision } from './visionAiContextContextVision';
import type { VisionAiContextContextCounts } from './visionAiContextContextCounts';
import type { VisionAiContextContextGapsItem } from './visionAiContextContextGapsItem';

export type VisionAiContextContext = {
  vision: VisionAiContextContextVision;
  counts: VisionAiContextContextCounts;
  gaps: VisionAiContextContextGapsItem[];
};
