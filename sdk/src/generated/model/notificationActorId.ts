/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who caused it.
 */
export type NotificationActorId = string | null;
