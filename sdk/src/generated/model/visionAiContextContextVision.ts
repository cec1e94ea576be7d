/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type VisionAiContextContextVision = {
  id: string;
  ref: string;
  name: string;
  kind: string;
  narrative: string;
};
