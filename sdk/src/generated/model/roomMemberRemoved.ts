/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export interface RoomMemberRemoved {
  roomId: string;
  userId: string;
  deleted: true;
}
