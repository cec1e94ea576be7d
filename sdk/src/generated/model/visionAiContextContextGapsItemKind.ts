/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type VisionAiContextContextGapsItemKind = typeof VisionAiContextContextGapsItemKind[keyof typeof VisionAiContextContextGapsItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VisionAiContextContextGapsItemKind = {
  objective_without_metric: 'objective_without_metric',
  objective_without_target: 'objective_without_target',
  metric_without_readings: 'metric_without_readings',
  objective_progress_stalled: 'objective_progress_stalled',
  opportunity_without_objective: 'opportunity_without_objective',
  objective_without_opportunities: 'objective_without_opportunities',
  vision_without_objectives: 'vision_without_objectives',
} as const;
