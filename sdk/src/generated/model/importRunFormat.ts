/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The file's format: sextant-json (an export of a Sextant org) or linear-csv (Linear's issue CSV export).
 */
export type ImportRunFormat = typeof ImportRunFormat[keyof typeof ImportRunFormat];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ImportRunFormat = {
  'sextant-json': 'sextant-json',
  'linear-csv': 'linear-csv',
} as const;
