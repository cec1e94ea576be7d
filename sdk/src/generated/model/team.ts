/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamDefaultPrdTemplateId } from './teamDefaultPrdTemplateId';
import type { TeamInsightReviewerId } from './teamInsightReviewerId';

/**
 * A team (spec 1 §2.10); `prefix` prefixes its tasks' refs.
 */
export interface Team {
  id: string;
  orgId: string;
  name: string;
  description: string;
  /** @pattern ^[A-Z][A-Z0-9]{1,3}$ */
  prefix: string;
  defaultPrdTemplateId: TeamDefaultPrdTemplateId;
  /** Who is notified when an insight is sent to this team for review (spec 1 §3.2). */
  insightReviewerId: TeamInsightReviewerId;
  /** @minimum 0 */
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}
