/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export interface IntakeCounts {
  /** @minimum 0 */
  new: number;
  /** @minimum 0 */
  needs_shaping: number;
  /** @minimum 0 */
  accepted: number;
  /** @minimum 0 */
  rejected: number;
}
