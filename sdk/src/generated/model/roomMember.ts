/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomMemberRole } from './roomMemberRole';
import type { RoomMemberJoinedAt } from './roomMemberJoinedAt';

export interface RoomMember {
  roomId: string;
  userId: string;
  name: string;
  email: string;
  role: RoomMemberRole;
  /** null for the system room, whose members are every user of the org. */
  joinedAt: RoomMemberJoinedAt;
}
