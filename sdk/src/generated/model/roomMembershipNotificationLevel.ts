/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Which messages notify you: all, only mentions of you, or none.
 */
export type RoomMembershipNotificationLevel = typeof RoomMembershipNotificationLevel[keyof typeof RoomMembershipNotificationLevel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomMembershipNotificationLevel = {
  all: 'all',
  mentions: 'mentions',
  none: 'none',
} as const;
