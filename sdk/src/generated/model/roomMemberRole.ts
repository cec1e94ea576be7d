/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type RoomMemberRole = typeof RoomMemberRole[keyof typeof RoomMemberRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomMemberRole = {
  admin: 'admin',
  member: 'member',
} as const;
