/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The resource (or the parent of a child event) as the API returns it; {id, deleted: true} after a deletion.
 */
export type EventDataObject = { [key: string]: unknown };
