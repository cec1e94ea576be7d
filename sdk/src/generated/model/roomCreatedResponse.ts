/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RoomCreatedResponseAllOf } from './roomCreatedResponseAllOf';

export type RoomCreatedResponse = SuccessEnvelope & RoomCreatedResponseAllOf;
