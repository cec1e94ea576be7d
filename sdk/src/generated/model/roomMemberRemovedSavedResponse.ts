/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RoomMemberRemovedSavedResponseAllOf } from './roomMemberRemovedSavedResponseAllOf';

export type RoomMemberRemovedSavedResponse = SuccessEnvelope & RoomMemberRemovedSavedResponseAllOf;
