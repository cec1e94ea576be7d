/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeCategoryAggregate } from './timeCategoryAggregate';

export type TimeCategoryAggregateResponseAllOf = {
  data?: TimeCategoryAggregate;
};
