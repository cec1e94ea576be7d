/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateDirectionDocumentBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /**
   * @minLength 1
   * @maxLength 200000
   */
  body?: string;
  /**
   * When this publishes (a person's token): the new version's note (its label).
   * @maxLength 500
   */
  changeNote?: string;
};
