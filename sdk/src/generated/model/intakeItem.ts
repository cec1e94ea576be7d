/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntakeItemSource } from './intakeItemSource';
import type { IntakeItemCustomerId } from './intakeItemCustomerId';
import type { IntakeStatus } from './intakeStatus';
import type { InsightStatus } from './insightStatus';

/**
 * An insight seen as an intake item (spec 2 §4.21 list_intake), with how long it has waited.
 */
export interface IntakeItem {
  insightId: string;
  ref: string;
  verbatim: string;
  source: IntakeItemSource;
  customerId: IntakeItemCustomerId;
  status: IntakeStatus;
  insightStatus: InsightStatus;
  createdAt: string;
  /** @minimum 0 */
  ageHours: number;
}
