/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomMemberRemoved } from './roomMemberRemoved';

export type RemoveRoomMember200AllOf = {
  data?: RoomMemberRemoved;
};
