/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RemoveRoomMember200AllOf } from './removeRoomMember200AllOf';

export type RemoveRoomMember200 = SuccessEnvelope & RemoveRoomMember200AllOf;
