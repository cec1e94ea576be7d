/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateTemplateBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 5000 */
  description?: string;
  isDefault?: boolean;
};
