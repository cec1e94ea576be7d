/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomMembership } from './roomMembership';

export type UpdateRoomMembership200AllOf = {
  data?: RoomMembership;
};
