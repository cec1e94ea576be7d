/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type TemplateInstanceStatus = typeof TemplateInstanceStatus[keyof typeof TemplateInstanceStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateInstanceStatus = {
  running: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
