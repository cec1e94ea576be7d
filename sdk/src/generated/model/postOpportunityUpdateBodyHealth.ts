/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type PostOpportunityUpdateBodyHealth = typeof PostOpportunityUpdateBodyHealth[keyof typeof PostOpportunityUpdateBodyHealth];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PostOpportunityUpdateBodyHealth = {
  on_track: 'on_track',
  at_risk: 'at_risk',
  off_track: 'off_track',
} as const;
