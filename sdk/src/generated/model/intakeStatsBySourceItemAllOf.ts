/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntakeStatsBySourceItemAllOfSource } from './intakeStatsBySourceItemAllOfSource';

export type IntakeStatsBySourceItemAllOf = {
  source: IntakeStatsBySourceItemAllOfSource;
};
