/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Counts of a vision's descendants (spec 1 §2.2). Objectives link by foreign key; opportunities and tasks by visionPath prefix.
 */
export interface VisionChildren {
  /** @minimum 0 */
  objectives: number;
  /** @minimum 0 */
  opportunities: number;
  /** @minimum 0 */
  tasks: number;
}
