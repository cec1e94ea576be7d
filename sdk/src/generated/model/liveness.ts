/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The liveness probe's answer.
 */
export interface Liveness {
  status: 'ok';
  /**
   * Whole seconds since the process started.
   * @minimum 0
   */
  uptimeSeconds: number;
}
