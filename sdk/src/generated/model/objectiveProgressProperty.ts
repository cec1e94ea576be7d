/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveProgress } from './objectiveProgress';

/**
 * How far the metric has moved from the start toward the target; null without a metric, a target or readings.
 */
export type ObjectiveProgressProperty = ObjectiveProgress | null;
