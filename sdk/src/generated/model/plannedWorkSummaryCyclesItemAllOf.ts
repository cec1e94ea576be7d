/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type PlannedWorkSummaryCyclesItemAllOf = {
  cycleId: string;
  teamId: string;
  name: string;
  startsOn: string;
  endsOn: string;
};
