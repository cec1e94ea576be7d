/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OrgRole } from './orgRole';
import type { UserOrgRoleId } from './userOrgRoleId';
import type { UserSalaryMonthly } from './userSalaryMonthly';
import type { UserSalaryCurrency } from './userSalaryCurrency';
import type { UserWeeklyHours } from './userWeeklyHours';
import type { UserAvatarFileId } from './userAvatarFileId';

/**
 * A user (spec 1 §2.10). The financial fields salaryMonthly, salaryCurrency and weeklyHours are present only for credentials holding compensation:read or a leadership role (em, executive, admin).
 */
export interface User {
  id: string;
  orgId: string;
  name: string;
  email: string;
  orgRole: OrgRole;
  orgRoleId: UserOrgRoleId;
  salaryMonthly?: UserSalaryMonthly;
  salaryCurrency?: UserSalaryCurrency;
  weeklyHours?: UserWeeklyHours;
  /** The user's avatar image file; null when none. */
  avatarFileId: UserAvatarFileId;
  createdAt: string;
  updatedAt: string;
}
