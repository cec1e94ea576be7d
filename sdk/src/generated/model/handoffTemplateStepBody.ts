/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type HandoffTemplateStepBody = {
  /** The step instance to activate. */
  stepInstanceId: string;
  /** Complete the active step (true) or pause it (false). */
  markComplete?: boolean;
  /**
   * What the next owner needs to know.
   * @maxLength 5000
   */
  message?: string;
};
