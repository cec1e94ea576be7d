/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntakeCounts } from './intakeCounts';
import type { IntakeStatsNewMedianAgeHours } from './intakeStatsNewMedianAgeHours';
import type { IntakeStatsNewOldestAgeHours } from './intakeStatsNewOldestAgeHours';
import type { IntakeStatsBySourceItem } from './intakeStatsBySourceItem';

/**
 * Intake at a glance (spec 2 §4.21 get_intake_stats): items per status, the median and oldest age of new items (hours; null without new items), and the same counts per source.
 */
export interface IntakeStats {
  counts: IntakeCounts;
  newMedianAgeHours: IntakeStatsNewMedianAgeHours;
  newOldestAgeHours: IntakeStatsNewOldestAgeHours;
  bySource: IntakeStatsBySourceItem[];
}
