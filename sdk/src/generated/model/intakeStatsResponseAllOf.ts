/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntakeStats } from './intakeStats';

export type IntakeStatsResponseAllOf = {
  data?: IntakeStats;
};
