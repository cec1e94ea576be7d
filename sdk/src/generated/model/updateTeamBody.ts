/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateTeamBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 20000 */
  description?: string;
  /** @pattern ^[A-Z][A-Z0-9]{1,3}$ */
  prefix?: string;
};
