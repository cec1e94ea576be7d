/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RoomSavedResponseAllOf } from './roomSavedResponseAllOf';

export type RoomSavedResponse = SuccessEnvelope & RoomSavedResponseAllOf;
