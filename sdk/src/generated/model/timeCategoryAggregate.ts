/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeCategoryAggregateTeamId } from './timeCategoryAggregateTeamId';
import type { CategoryHours } from './categoryHours';

/**
 * Tracked hours of a window bucketed by category, with their cost (spec 2 §4.16); vacation and sick are left out.
 */
export interface TimeCategoryAggregate {
  from: string;
  to: string;
  teamId: TimeCategoryAggregateTeamId;
  currency: string;
  totalHours: number;
  totalCost: number;
  unpricedHours: number;
  categories: CategoryHours[];
}
