/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntakeCounts } from './intakeCounts';
import type { IntakeStatsBySourceItemAllOf } from './intakeStatsBySourceItemAllOf';

export type IntakeStatsBySourceItem = IntakeCounts & IntakeStatsBySourceItemAllOf;
