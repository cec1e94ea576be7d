/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * An event type of the catalog, or `*` for every type (spec 2 §6).
 */
export type EventTypeFilter = string;
