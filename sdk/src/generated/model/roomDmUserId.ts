/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * In a DM: the other member.
 */
export type RoomDmUserId = string | null;
