/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListRoomMembers200AllOf } from './listRoomMembers200AllOf';

export type ListRoomMembers200 = ListEnvelope & ListRoomMembers200AllOf;
