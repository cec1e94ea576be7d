/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ActivityChangesItem = {
  /** API field name (camelCase). */
  field: string;
  /** Value before (null when created or added). */
  from: unknown;
  /** Value after (null when deleted or removed). */
  to: unknown;
};
