/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveSummary } from './objectiveSummary';

export type ObjectiveNestingParent = ObjectiveSummary | null;
