/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextInsightInterpretation } from './contextInsightInterpretation';
import type { InsightStatus } from './insightStatus';
import type { ContextInsightMoscow } from './contextInsightMoscow';
import type { ContextInsightDeadline } from './contextInsightDeadline';
import type { ContextInsightCustomerId } from './contextInsightCustomerId';

/**
 * An insight linked to the opportunity (spec 2 §4.12), with its link flags; archived insights are left out.
 */
export interface ContextInsight {
  id: string;
  ref: string;
  verbatim: string;
  interpretation: ContextInsightInterpretation;
  status: InsightStatus;
  moscow: ContextInsightMoscow;
  deadline: ContextInsightDeadline;
  customerId: ContextInsightCustomerId;
  pinned: boolean;
  blocking: boolean;
}
