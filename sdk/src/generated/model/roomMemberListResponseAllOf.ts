/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomMember } from './roomMember';

export type RoomMemberListResponseAllOf = {
  data?: RoomMember[];
};
