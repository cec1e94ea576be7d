/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightInterpretation } from './insightInterpretation';
import type { InsightSource } from './insightSource';
import type { InsightMoscow } from './insightMoscow';
import type { InsightDeadline } from './insightDeadline';
import type { InsightStatus } from './insightStatus';
import type { InsightStatusNote } from './insightStatusNote';
import type { InsightRejectionCategory } from './insightRejectionCategory';
import type { InsightCustomerId } from './insightCustomerId';
import type { InsightStakeholderUserId } from './insightStakeholderUserId';
import type { InsightExternalStakeholderId } from './insightExternalStakeholderId';
import type { InsightReviewTeamId } from './insightReviewTeamId';
import type { InsightRecordedById } from './insightRecordedById';
import type { InsightLink } from './insightLink';
import type { InsightImpact } from './insightImpact';

/**
 * Customer evidence (spec 1 §2.9; spec 2 §4.12): a verbatim ask with its interpretation, source and priority, from exactly one demand root (customerId, stakeholderUserId or externalStakeholderId; the others are null), linked to the work and objectives it would move. statusNote holds the note of the last rejection or need_context move.
 */
export interface Insight {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  verbatim: string;
  interpretation: InsightInterpretation;
  source: InsightSource;
  moscow: InsightMoscow;
  /** A date promised to the customer: makes the insight a commitment. */
  deadline: InsightDeadline;
  status: InsightStatus;
  statusNote: InsightStatusNote;
  rejectionCategory: InsightRejectionCategory;
  tagIds: string[];
  customerId: InsightCustomerId;
  stakeholderUserId: InsightStakeholderUserId;
  externalStakeholderId: InsightExternalStakeholderId;
  reviewTeamId: InsightReviewTeamId;
  recordedById: InsightRecordedById;
  links: InsightLink[];
  /** By objective ref number. */
  impacts: InsightImpact[];
  createdAt: string;
  updatedAt: string;
}
