/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * null for the system room, whose members are every user of the org.
 */
export type RoomMemberJoinedAt = string | null;
