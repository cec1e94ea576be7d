/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type RenameStrategyVersionBody = {
  /**
   * The new label; empty clears it (the label becomes v{n}).
   * @maxLength 200
   */
  note: string;
};
