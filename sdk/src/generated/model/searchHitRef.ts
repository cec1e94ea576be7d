/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Per-org ref (VIS-3, ENG-12, …) where the type has one.
 */
export type SearchHitRef = string | null;
