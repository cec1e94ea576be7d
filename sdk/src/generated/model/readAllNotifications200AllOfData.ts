/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ReadAllNotifications200AllOfData = {
  /** @minimum 0 */
  updated: number;
};
