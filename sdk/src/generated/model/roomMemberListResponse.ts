/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { RoomMemberListResponseAllOf } from './roomMemberListResponseAllOf';

export type RoomMemberListResponse = ListEnvelope & RoomMemberListResponseAllOf;
