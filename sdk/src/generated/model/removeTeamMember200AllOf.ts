/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RemoveTeamMember200AllOfData } from './removeTeamMember200AllOfData';

export type RemoveTeamMember200AllOf = {
  data?: RemoveTeamMember200AllOfData;
};
