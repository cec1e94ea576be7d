/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';
import type { AddRoomMemberBodyRole } from './addRoomMemberBodyRole';

export type AddRoomMemberBody = {
  userId: UserRef;
  /** member (the default for a new member) or admin; left out, an existing member keeps their role. */
  role?: AddRoomMemberBodyRole;
};
