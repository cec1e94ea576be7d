/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListRooms200AllOf } from './listRooms200AllOf';

export type ListRooms200 = ListEnvelope & ListRooms200AllOf;
