/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AddRoomMember200AllOf } from './addRoomMember200AllOf';

export type AddRoomMember200 = SuccessEnvelope & AddRoomMember200AllOf;
