/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AddRoomMember201AllOf } from './addRoomMember201AllOf';

export type AddRoomMember201 = SuccessEnvelope & AddRoomMember201AllOf;
