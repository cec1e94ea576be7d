/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CustomerReviewSectionsShippedWorkItemEntityType = typeof CustomerReviewSectionsShippedWorkItemEntityType[keyof typeof CustomerReviewSectionsShippedWorkItemEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerReviewSectionsShippedWorkItemEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;
