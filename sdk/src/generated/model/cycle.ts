/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A team iteration (spec 2 §4.8): dates inclusive; cycles of one team never overlap; number counts per team.
 */
export interface Cycle {
  id: string;
  orgId: string;
  teamId: string;
  /** @minimum 1 */
  number: number;
  name: string;
  startsOn: string;
  endsOn: string;
  createdAt: string;
  updatedAt: string;
}
