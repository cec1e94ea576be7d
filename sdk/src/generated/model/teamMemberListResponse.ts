/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { TeamMemberListResponseAllOf } from './teamMemberListResponseAllOf';

export type TeamMemberListResponse = ListEnvelope & TeamMemberListResponseAllOf;
