/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveNestingParent } from './objectiveNestingParent';
import type { ObjectiveSummary } from './objectiveSummary';

/**
 * An objective's alignment neighbourhood (spec 2 §4.5): its primary parent, its primary children, the objectives it supports (alsoServes) and those that support it (supportedBy).
 */
export interface ObjectiveNesting {
  parent: ObjectiveNestingParent;
  children: ObjectiveSummary[];
  alsoServes: ObjectiveSummary[];
  supportedBy: ObjectiveSummary[];
}
