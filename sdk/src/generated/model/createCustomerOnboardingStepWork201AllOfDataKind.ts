/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateCustomerOnboardingStepWork201AllOfDataKind = typeof CreateCustomerOnboardingStepWork201AllOfDataKind[keyof typeof CreateCustomerOnboardingStepWork201AllOfDataKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCustomerOnboardingStepWork201AllOfDataKind = {
  task: 'task',
  opportunity: 'opportunity',
} as const;
