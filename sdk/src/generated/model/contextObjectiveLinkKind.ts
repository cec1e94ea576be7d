/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ContextObjectiveLinkKind = typeof ContextObjectiveLinkKind[keyof typeof ContextObjectiveLinkKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContextObjectiveLinkKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;
