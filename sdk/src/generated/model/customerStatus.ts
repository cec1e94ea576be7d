/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A customer's lifecycle status. Moves: prospect → onboarding, pilot, live, lost; onboarding → pilot, live, churned, lost; pilot → onboarding, live, churned, lost; live → churned; churned → prospect; lost → prospect. Moving to churned or lost needs a reason, stored as an insight rooted at the customer (source observation).
 */
export type CustomerStatus = typeof CustomerStatus[keyof typeof CustomerStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerStatus = {
  prospect: 'prospect',
  onboarding: 'onboarding',
  pilot: 'pilot',
  live: 'live',
  churned: 'churned',
  lost: 'lost',
} as const;
