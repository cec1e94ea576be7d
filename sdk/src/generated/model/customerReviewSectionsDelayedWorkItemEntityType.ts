/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CustomerReviewSectionsDelayedWorkItemEntityType = typeof CustomerReviewSectionsDelayedWorkItemEntityType[keyof typeof CustomerReviewSectionsDelayedWorkItemEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerReviewSectionsDelayedWorkItemEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;
