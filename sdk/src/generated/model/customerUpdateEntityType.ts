/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CustomerUpdateEntityType = typeof CustomerUpdateEntityType[keyof typeof CustomerUpdateEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerUpdateEntityType = {
  customer: 'customer',
  opportunity: 'opportunity',
  insight: 'insight',
} as const;
