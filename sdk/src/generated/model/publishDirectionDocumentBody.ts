/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type PublishDirectionDocumentBody = {
  /**
   * The new version's note (its label; empty: v{n}).
   * @maxLength 500
   */
  changeNote?: string;
};
