/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveProgressOperator } from './objectiveProgressOperator';

/**
 * Progress toward the objective's target (issue 12 §6): startValue (the objective's start value, else the metric's first reading), currentValue (the latest reading), ratio from start to target (0-1: for gte (current − start) / (target − start), for lte (start − current) / (start − target), clamped; for eq 1 when reached, else 0), achieved, and when the last reading was taken.
 */
export interface ObjectiveProgress {
  startValue: number;
  currentValue: number;
  target: number;
  operator: ObjectiveProgressOperator;
  /**
   * @minimum 0
   * @maximum 1
   */
  ratio: number;
  achieved: boolean;
  lastReadingAt: string;
}
