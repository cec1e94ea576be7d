/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type RemoveTeamMember200AllOfData = {
  teamId: string;
  userId: string;
  deleted: true;
};
