/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The options the import was started with (CLI flags).
 */
export type ImportRunOptions = {
  /** @minimum 1 */
  batchSize?: number;
  includeCompensation?: boolean;
  /** Whether version history was imported. */
  history?: boolean;
  /** linear-csv: minutes of estimate per Linear point. */
  minutesPerPoint?: number;
  [key: string]: unknown;
 };
