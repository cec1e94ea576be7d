/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ObjectiveSummaryStatus = typeof ObjectiveSummaryStatus[keyof typeof ObjectiveSummaryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveSummaryStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;
