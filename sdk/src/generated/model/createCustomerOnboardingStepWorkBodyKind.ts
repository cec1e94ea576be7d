/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateCustomerOnboardingStepWorkBodyKind = typeof CreateCustomerOnboardingStepWorkBodyKind[keyof typeof CreateCustomerOnboardingStepWorkBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCustomerOnboardingStepWorkBodyKind = {
  task: 'task',
  opportunity: 'opportunity',
} as const;
