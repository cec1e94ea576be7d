/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomMembership } from './roomMembership';

export type RoomMembershipSavedResponseAllOf = {
  data?: RoomMembership;
};
