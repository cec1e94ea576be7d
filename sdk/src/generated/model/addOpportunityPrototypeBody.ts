/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type AddOpportunityPrototypeBody = {
  /**
   * an http or https URL, such as https://www.figma.com/proto/abc123
   * @minLength 8
   * @maxLength 2000
   * @pattern ^[Hh][Tt][Tt][Pp][Ss]?://[^\s]+$
   */
  url?: string;
  /** An uploaded file (instead of url). */
  fileId?: string;
};
