/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { RoomListResponseAllOf } from './roomListResponseAllOf';

export type RoomListResponse = ListEnvelope & RoomListResponseAllOf;
