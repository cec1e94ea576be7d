/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ImportRun } from './importRun';

export type ImportRunListResponseAllOf = {
  data?: ImportRun[];
};
