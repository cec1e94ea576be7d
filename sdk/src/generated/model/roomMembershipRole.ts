/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * admin: may rename, archive and manage members.
 */
export type RoomMembershipRole = 'admin' | 'member' | null;
