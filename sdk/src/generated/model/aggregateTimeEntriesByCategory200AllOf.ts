/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeCategoryAggregate } from './timeCategoryAggregate';

export type AggregateTimeEntriesByCategory200AllOf = {
  data?: TimeCategoryAggregate;
};
