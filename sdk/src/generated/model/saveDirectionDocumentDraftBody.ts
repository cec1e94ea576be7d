/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SaveDirectionDocumentDraftBody = {
  /**
   * Default: the current draft's title, else the published one.
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /**
   * Markdown.
   * @minLength 1
   * @maxLength 200000
   */
  body: string;
};
