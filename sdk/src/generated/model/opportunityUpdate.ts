/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityUpdateHealth } from './opportunityUpdateHealth';
import type { OpportunityUpdateAuthorId } from './opportunityUpdateAuthorId';
import type { OpportunityUpdateCommentId } from './opportunityUpdateCommentId';

/**
 * A status update on an opportunity (spec 2 §4.7): what happened and how healthy the delivery is. Each update is also a system comment on the opportunity's thread (commentId), and reaches the feeds of customers linked to the opportunity.
 */
export interface OpportunityUpdate {
  id: string;
  opportunityId: string;
  body: string;
  health: OpportunityUpdateHealth;
  /** Who posted it; null once the user is gone. */
  authorId: OpportunityUpdateAuthorId;
  /** The system comment that carries it on the thread. */
  commentId: OpportunityUpdateCommentId;
  createdAt: string;
}
