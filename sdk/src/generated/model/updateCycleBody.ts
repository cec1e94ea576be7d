/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateCycleBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  startsOn?: string;
  endsOn?: string;
};
