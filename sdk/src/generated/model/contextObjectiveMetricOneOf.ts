/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ContextObjectiveMetricOneOf = {
  id: string;
  ref: string;
  name: string;
  unit: string;
};
