/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type AlignmentGridRowsItemType = typeof AlignmentGridRowsItemType[keyof typeof AlignmentGridRowsItemType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlignmentGridRowsItemType = {
  objective: 'objective',
  opportunity: 'opportunity',
} as const;
