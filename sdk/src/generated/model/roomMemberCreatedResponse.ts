/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RoomMemberCreatedResponseAllOf } from './roomMemberCreatedResponseAllOf';

export type RoomMemberCreatedResponse = SuccessEnvelope & RoomMemberCreatedResponseAllOf;
