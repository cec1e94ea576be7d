/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Estimated hours ÷ capacity hours, rounded to 2 places; null when capacity is 0.
 */
export type PlannedWorkFiguresCoverage = number | null;
