/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Room } from './room';

export type RoomCreatedResponseAllOf = {
  data?: Room;
};
