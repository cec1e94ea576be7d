/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';
import type { AddRoomMemberBodyRole } from './addRoomMemberBodyRole';

export type AddRoomMemberBody = {
  userId: UserRef;
  /** member (default) or admin. */
  role?: AddRoomMemberBodyRole;
};
