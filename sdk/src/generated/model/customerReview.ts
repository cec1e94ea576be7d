/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerReviewSections } from './customerReviewSections';
import type { CustomerReviewCreatedById } from './customerReviewCreatedById';

/**
 * A stored pre-meeting digest of a customer since `from` (spec 1 §2.8): new asks (insights recorded), shipped work (linked opportunities and tasks completed), feed updates, overdue commitments, delayed work (linked work whose due date or cycle end moved later) and stuck asks (insights in created or review for 30 days or more), with a narrative written from those sections.
 */
export interface CustomerReview {
  id: string;
  customerId: string;
  from: string;
  to: string;
  sections: CustomerReviewSections;
  /** Prose written from the sections (markdown). */
  narrative: string;
  createdById: CustomerReviewCreatedById;
  createdAt: string;
}
