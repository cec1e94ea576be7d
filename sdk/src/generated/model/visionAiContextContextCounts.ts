/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type VisionAiContextContextCounts = {
  objectives: number;
  metrics: number;
  opportunities: number;
  tasks: number;
};
