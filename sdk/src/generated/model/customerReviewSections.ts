/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerReviewSectionsNewAsksItem } from './customerReviewSectionsNewAsksItem';
import type { CustomerReviewSectionsShippedWorkItem } from './customerReviewSectionsShippedWorkItem';
import type { CustomerUpdate } from './customerUpdate';
import type { Commitment } from './commitment';
import type { CustomerReviewSectionsDelayedWorkItem } from './customerReviewSectionsDelayedWorkItem';
import type { CustomerReviewSectionsStuckAsksItem } from './customerReviewSectionsStuckAsksItem';

export type CustomerReviewSections = {
  newAsks: CustomerReviewSectionsNewAsksItem[];
  shippedWork: CustomerReviewSectionsShippedWorkItem[];
  updates: CustomerUpdate[];
  overdueCommitments: Commitment[];
  delayedWork: CustomerReviewSectionsDelayedWorkItem[];
  stuckAsks: CustomerReviewSectionsStuckAsksItem[];
};
