/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateRoomMembership200AllOf } from './updateRoomMembership200AllOf';

export type UpdateRoomMembership200 = SuccessEnvelope & UpdateRoomMembership200AllOf;
