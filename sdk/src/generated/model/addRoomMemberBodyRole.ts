/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * member (default) or admin.
 */
export type AddRoomMemberBodyRole = typeof AddRoomMemberBodyRole[keyof typeof AddRoomMemberBodyRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AddRoomMemberBodyRole = {
  member: 'member',
  admin: 'admin',
} as const;
