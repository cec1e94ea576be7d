/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RoomMembershipSavedResponseAllOf } from './roomMembershipSavedResponseAllOf';

export type RoomMembershipSavedResponse = SuccessEnvelope & RoomMembershipSavedResponseAllOf;
