/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamMember } from './teamMember';

export type TeamMemberListResponseAllOf = {
  data?: TeamMember[];
};
