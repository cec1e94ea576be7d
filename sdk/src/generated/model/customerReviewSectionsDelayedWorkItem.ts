/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerReviewSectionsDelayedWorkItemEntityType } from './customerReviewSectionsDelayedWorkItemEntityType';
import type { CustomerReviewSectionsDelayedWorkItemFrom } from './customerReviewSectionsDelayedWorkItemFrom';
import type { CustomerReviewSectionsDelayedWorkItemTo } from './customerReviewSectionsDelayedWorkItemTo';

export type CustomerReviewSectionsDelayedWorkItem = {
  entityType: CustomerReviewSectionsDelayedWorkItemEntityType;
  id: string;
  ref: string;
  title: string;
  /** The date before the move (due date or cycle end). */
  from: CustomerReviewSectionsDelayedWorkItemFrom;
  /** The date after it; null when unscheduled. */
  to: CustomerReviewSectionsDelayedWorkItemTo;
  movedAt: string;
};
