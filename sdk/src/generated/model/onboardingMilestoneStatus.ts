/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type OnboardingMilestoneStatus = typeof OnboardingMilestoneStatus[keyof typeof OnboardingMilestoneStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OnboardingMilestoneStatus = {
  pending: 'pending',
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
  cancelled: 'cancelled',
} as const;
