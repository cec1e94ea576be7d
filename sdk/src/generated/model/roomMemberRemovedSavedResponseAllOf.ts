/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomMemberRemoved } from './roomMemberRemoved';

export type RoomMemberRemovedSavedResponseAllOf = {
  data?: RoomMemberRemoved;
};
