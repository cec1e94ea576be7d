/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateRoomMembershipBodyNotificationLevel = typeof UpdateRoomMembershipBodyNotificationLevel[keyof typeof UpdateRoomMembershipBodyNotificationLevel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateRoomMembershipBodyNotificationLevel = {
  all: 'all',
  mentions: 'mentions',
  none: 'none',
} as const;
