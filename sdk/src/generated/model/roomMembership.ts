/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomMembershipRole } from './roomMembershipRole';
import type { RoomMembershipNotificationLevel } from './roomMembershipNotificationLevel';

/**
 * The caller's own membership of a room (spec 2 §4.17). joined false with role null: not a member (an open room can be joined). Every user is a member of the org's system room.
 */
export interface RoomMembership {
  roomId: string;
  userId: string;
  joined: boolean;
  /** admin: may rename, archive and manage members. */
  role: RoomMembershipRole;
  pinned: boolean;
  /** Which messages notify you: all, only mentions of you, or none. */
  notificationLevel: RoomMembershipNotificationLevel;
}
