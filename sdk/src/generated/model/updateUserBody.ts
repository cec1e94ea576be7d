/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OrgRole } from './orgRole';
import type { UpdateUserBodySalaryMonthly } from './updateUserBodySalaryMonthly';
import type { UpdateUserBodySalaryCurrency } from './updateUserBodySalaryCurrency';
import type { UpdateUserBodyWeeklyHours } from './updateUserBodyWeeklyHours';

export type UpdateUserBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 320 */
  email?: string;
  orgRole?: OrgRole;
  /**
   * @minimum 0
   * @maximum 999999999999
   */
  salaryMonthly?: UpdateUserBodySalaryMonthly;
  salaryCurrency?: UpdateUserBodySalaryCurrency;
  /**
   * @minimum 0
   * @maximum 168
   */
  weeklyHours?: UpdateUserBodyWeeklyHours;
};
