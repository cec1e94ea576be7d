/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserKind } from './userKind';
import type { OrgRole } from './orgRole';
import type { UserSalaryMonthly } from './userSalaryMonthly';
import type { UserSalaryCurrency } from './userSalaryCurrency';
import type { UserWeeklyHours } from './userWeeklyHours';
import type { UserAvatarFileId } from './userAvatarFileId';
import type { UserDeactivatedAt } from './userDeactivatedAt';

/**
 * A user (spec 1 §2.10). The financial fields salaryMonthly, salaryCurrency and weeklyHours are present only for credentials holding compensation:read or a leadership role (em, executive, admin).
 */
export interface User {
  id: string;
  orgId: string;
  name: string;
  email: string;
  /** person, or app: the user an OAuth app acts as when an admin approved it with actor=app (spec 2 §5.6); what it writes (createdBy, authorId, the activity log) names this user, whose name is the app's. */
  kind: UserKind;
  orgRole: OrgRole;
  /** The id of the user's role in the role catalog (GET /api/v1/roles): the same value as orgRole. */
  orgRoleId: OrgRole;
  salaryMonthly?: UserSalaryMonthly;
  salaryCurrency?: UserSalaryCurrency;
  weeklyHours?: UserWeeklyHours;
  /** The user's avatar image file; null when none. */
  avatarFileId: UserAvatarFileId;
  /** When an admin deactivated the user (admin CLI user:deactivate): their keys and the OAuth grants acting as them stopped then. null while active. */
  deactivatedAt: UserDeactivatedAt;
  createdAt: string;
  updatedAt: string;
}
