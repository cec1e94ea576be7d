/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateCustomerBodyStatus = typeof CreateCustomerBodyStatus[keyof typeof CreateCustomerBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCustomerBodyStatus = {
  prospect: 'prospect',
  onboarding: 'onboarding',
  pilot: 'pilot',
  live: 'live',
} as const;
