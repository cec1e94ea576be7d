/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateRoomMembershipBodyNotificationLevel } from './updateRoomMembershipBodyNotificationLevel';

export type UpdateRoomMembershipBody = {
  joined?: boolean;
  pinned?: boolean;
  notificationLevel?: UpdateRoomMembershipBodyNotificationLevel;
};
