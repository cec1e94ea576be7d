/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RoomResponseAllOf } from './roomResponseAllOf';

export type RoomResponse = SuccessEnvelope & RoomResponseAllOf;
