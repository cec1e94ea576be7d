/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateVisionBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @minLength 1 */
  narrative?: string;
};
