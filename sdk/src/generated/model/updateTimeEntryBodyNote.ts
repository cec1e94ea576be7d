/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @maxLength 2000
 */
export type UpdateTimeEntryBodyNote = string | null;
