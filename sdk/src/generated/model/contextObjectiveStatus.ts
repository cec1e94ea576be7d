/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ContextObjectiveStatus = typeof ContextObjectiveStatus[keyof typeof ContextObjectiveStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContextObjectiveStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;
