/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The event id (evt_…), the same on every attempt and redelivery: deduplicate on it.
 */
export type SextantEventIdParameter = string;
