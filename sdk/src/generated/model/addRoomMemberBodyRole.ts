/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * member (the default for a new member) or admin; left out, an existing member keeps their role.
 */
export type AddRoomMemberBodyRole = typeof AddRoomMemberBodyRole[keyof typeof AddRoomMemberBodyRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AddRoomMemberBodyRole = {
  member: 'member',
  admin: 'admin',
} as const;
