/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The credential's user; null for system writes.
 */
export type ActivityActorId = string | null;
