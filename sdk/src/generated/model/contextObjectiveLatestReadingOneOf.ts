/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ContextObjectiveLatestReadingOneOf = {
  value: number;
  recordedAt: string;
};
