/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CategoryHoursCategoryId } from './categoryHoursCategoryId';
import type { CategoryHoursLabel } from './categoryHoursLabel';

/**
 * Hours and cost of one category in a window (spec 2 §4.16); categoryId null gathers uncategorised work.
 */
export interface CategoryHours {
  categoryId: CategoryHoursCategoryId;
  label: CategoryHoursLabel;
  hours: number;
  /** In the org's base currency; priced hours only. */
  cost: number;
  /** Hours of users without a salary or without a rate for their currency. */
  unpricedHours: number;
}
