/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * manual entries are the user's; integration entries come from an issue tracker and cannot be edited here.
 */
export type TimeEntrySource = typeof TimeEntrySource[keyof typeof TimeEntrySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TimeEntrySource = {
  manual: 'manual',
  integration: 'integration',
} as const;
