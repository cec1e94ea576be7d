/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type AlignmentGridRowsItemServesItemKind = typeof AlignmentGridRowsItemServesItemKind[keyof typeof AlignmentGridRowsItemServesItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlignmentGridRowsItemServesItemKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;
