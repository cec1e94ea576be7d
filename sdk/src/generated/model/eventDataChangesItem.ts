/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type EventDataChangesItem = {
  field: string;
  /** The value before (null on creation). */
  from: unknown;
  /** The value after (null on deletion). */
  to: unknown;
};
