/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type RenameDirectionDocumentVersionBody = {
  /**
   * The label; empty clears it.
   * @maxLength 200
   */
  note: string;
};
