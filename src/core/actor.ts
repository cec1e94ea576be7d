/** The authenticated caller (spec 2 §5): the credential's user, org, role and capability grants. */
import { LEADERSHIP } from '../auth/capabilities.js';

export interface Actor {
  orgId: string;
  userId: string;
  name: string;
  email: string;
  /** The credential's role (spec 2 §5.2). */
  role: string;
  /** The user's org role. */
  orgRole: string;
  capabilities: ReadonlySet<string>;
  credential: { type: 'api_key'; id: string };
}

/** Financial fields (estimatedCost, cost derivations) are visible with cost:read, compensation:read or a leadership role (spec 1 §2.1). */
export const canSeeCost = (a: Actor) => a.capabilities.has('cost:read') || a.capabilities.has('compensation:read') || LEADERSHIP.has(a.role);
/** Compensation fields (salaryMonthly, salaryCurrency, weeklyHours) need compensation:read or a leadership role (spec 2 §5.3, §4.20). */
export const canSeeCompensation = (a: Actor) => a.capabilities.has('compensation:read') || LEADERSHIP.has(a.role);
