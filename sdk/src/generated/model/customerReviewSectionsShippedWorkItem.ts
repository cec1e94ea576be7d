/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerReviewSectionsShippedWorkItemEntityType } from './customerReviewSectionsShippedWorkItemEntityType';

export type CustomerReviewSectionsShippedWorkItem = {
  entityType: CustomerReviewSectionsShippedWorkItemEntityType;
  id: string;
  ref: string;
  title: string;
  completedAt: string;
};
