/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateStrategyBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /**
   * The new markdown content (the whole document).
   * @minLength 1
   */
  content?: string;
  /**
   * What changed; becomes the new version's label (empty: v{n}).
   * @maxLength 200
   */
  changeNote?: string;
};
