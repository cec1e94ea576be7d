/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateExternalStakeholderBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
};
