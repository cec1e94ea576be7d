/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Present when the operation is deprecated (spec 2 §9); the response also carries a Deprecation header.
 */
export type MetaDeprecation = {
  deprecated: true;
  /** What to use instead. */
  replacement: string;
};
