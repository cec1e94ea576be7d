/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type OnboardingMilestoneWorkItemKind = typeof OnboardingMilestoneWorkItemKind[keyof typeof OnboardingMilestoneWorkItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OnboardingMilestoneWorkItemKind = {
  task: 'task',
  opportunity: 'opportunity',
} as const;
