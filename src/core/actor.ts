/** The authenticated caller (spec 2 §5): the credential's user, org, role and capability grants. */

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
  /** An API key, or an OAuth token's grant: whose app, acting as whom. */
  credential: { type: 'api_key'; id: string } | { type: 'oauth'; id: string; clientId: string; appName: string; actor: 'user' | 'app' };
}

/** Roles that count as leadership for financial fields and salary edits (spec 1 §2.1, spec 2 §4.20). */
export const LEADERSHIP: ReadonlySet<string> = new Set(['em', 'executive', 'admin']);

/**
 * The credential counts as leadership (em, executive, admin): an API key by its role. An OAuth token never does:
 * its scopes are its entire permission set (spec 2 §5.5), so nothing is opened by its user's role.
 */
export const leads = (a: Actor) => a.credential.type === 'api_key' && LEADERSHIP.has(a.role);
/** Financial fields (estimatedCost, cost derivations) are visible with cost:read, compensation:read or a leadership role (spec 1 §2.1). */
export const canSeeCost = (a: Actor) => a.capabilities.has('cost:read') || a.capabilities.has('compensation:read') || leads(a);
/** Compensation fields (salaryMonthly, salaryCurrency, weeklyHours) need compensation:read or a leadership role (spec 2 §5.3, §4.20). */
export const canSeeCompensation = (a: Actor) => a.capabilities.has('compensation:read') || leads(a);
