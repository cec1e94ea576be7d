/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpsertRangeResult } from './upsertRangeResult';

export type UpsertRangeResultSavedResponseAllOf = {
  data?: UpsertRangeResult;
};
