/**
 * Roles and capabilities (spec 2 §5). A capability is `<resource>:<action>`. A user's capabilities come from
 * their org role (table below); an API key carries a role and a subset of its user's capabilities, and never
 * `compensation:read` or `org:manage` (spec 2 §5.3).
 *
 * | role       | grants                                                                                  |
 * |------------|-----------------------------------------------------------------------------------------|
 * | engineer   | read everything in the hierarchy; task create/update; metric readings (metric:update)   |
 * | pm         | engineer + vision/objective/metric/opportunity create/update/delete, cost:read          |
 * | em         | pm + team create/update, user:update, compensation:read                                  |
 * | executive  | em                                                                                       |
 * | admin      | every capability, org:manage                                                             |
 * | sales, operations | read everything in the hierarchy; customer create/update               |
 *
 * Every role also holds the collaboration capabilities (spec 2 §4.17): room, message and comment
 * read/create/update/delete. What one may do inside them (post only as a member, edit only one's own message,
 * see a comment only on an entity one can read) is decided by the rooms and comments themselves.
 *
 * Delivery configuration (spec 2 §4.13): templates, categories, PRD templates and tags. Every role reads
 * them; engineers also create tags and move template steps (template:update: step instances and handoffs on the
 * work they run); pm and above create, update and delete all four.
 *
 * Customer voice (spec 2 §4.11, §4.12): every role reads customers and insights and records insights
 * (insight:create, insight:update: anyone may bring evidence and move it); sales and operations, who own the
 * accounts, also create and update customers; pm and above manage both fully (delete included).
 *
 * Files and time (spec 2 §4.16, §4.18): every role uploads, attaches and reads files (file:read,
 * file:manage; only a file's uploader or an admin deletes it) and logs its own time (time_entry crud, own entries
 * only). Cost reads stay with cost:read (pm and above).
 *
 * Direction (spec 2 §4.9, §4.10): every role reads strategies and direction documents; pm and above
 * create, update and delete them (publishing a direction document also needs a person: keys and app tokens draft).
 *
 * Events and integrations (spec 2 §4.14, §4.19): webhook subscriptions send org data to outside URLs, so
 * only admins manage them (webhook crud); pm and above read integrations and their ledgers (integration:read,
 * credentials withheld). External links and agent runs use the task and opportunity capabilities.
 *
 * Roles and evidence (spec 2 §4.19): every role reads the role catalog (role:read, GET /roles: this table
 * as data, ROLE_NAMES below giving display names); allocation:read (reading another person's observed evidence) is
 * leadership's: em, executive and admin. One's own evidence needs only task:read. Import runs (GET /import-runs,
 * the admin CLI's imports) are read by pm and above (import:read), like integrations.
 *
 * The audit log (GET /audit-events: who created keys, changed roles, approved apps, failed to authenticate) is read
 * by admins only (audit:read): it is the record of what the org's other roles did with their access.
 *
 * Key roles: a key may carry any org role (spec 2 §5.2 lists engineer..admin "and update_user also
 * lists sales and operations"), but never one above its user's: a role is above another when it grants a
 * capability the other lacks, so em and executive are equal, and sales/operations (who keep customer accounts) sit
 * beside engineer (neither is above the other), both below pm.
 */
import { ApiError, didYouMean } from '../core/errors.js';
import type { Actor } from '../core/actor.js';

export const ORG_ROLES = ['engineer', 'pm', 'em', 'executive', 'admin', 'sales', 'operations'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
/** The roles a key may carry: every org role. */
export const KEY_ROLES: readonly OrgRole[] = ORG_ROLES;
export type KeyRole = OrgRole;

const RESOURCES = ['vision', 'objective', 'metric', 'opportunity', 'task', 'team', 'user'] as const;
const crud = (r: string) => [`${r}:read`, `${r}:create`, `${r}:update`, `${r}:delete`];
/** Visions, strategies and teams have no delete operation (visions and teams are kept, strategies archived): no :delete to grant. */
const kept = (r: string) => [`${r}:read`, `${r}:create`, `${r}:update`];
/** Users are created and deactivated by the admin CLI, not the API: only read and update are capabilities. */
const USERS = ['user:read', 'user:update'];
/**
 * Capabilities no operation's security names: compensation:read decides which fields a read returns (salaries,
 * rates, costs), allocation:read whose observed evidence a user may export; org:manage marks the admin role and is
 * never granted to a key or an app, so no operation can ask for it (the org is managed through the admin CLI and the
 * OAuth consent page). Every other capability gates at least one operation (src/auth/capabilities.test.ts).
 */
export const CHECKED_INSIDE_OPERATIONS = ['allocation:read', 'compensation:read', 'org:manage'] as const;
const READ_ALL = RESOURCES.map((r) => `${r}:read`);

/** Collaboration: every role talks and comments. */
const COLLABORATION = ['room', 'message', 'comment'].flatMap(crud);
/** Delivery configuration: read by every role, managed by pm and above. */
const DELIVERY = ['template', 'category', 'prd_template', 'tag'] as const;
const DELIVERY_READ = DELIVERY.map((r) => `${r}:read`);
/** Customer voice: read and record evidence for everyone; accounts kept by sales and operations. */
const VOICE = ['customer:read', 'insight:read', 'insight:create', 'insight:update'];
const ACCOUNTS = [...VOICE, 'customer:create', 'customer:update'];
/** Files and time entries, one's notifications and follows: every role. */
const WORK = ['file:read', 'file:manage', ...crud('time_entry'), 'notification:read', 'notification:update', 'role:read'];
/** Direction: everyone reads strategies and direction documents; pm and above write them. */
const DIRECTION_READ = ['strategy:read', 'direction:read'];
const DIRECTION = [...kept('strategy'), ...crud('direction')];
const ENGINEER = [
  ...WORK,
  ...READ_ALL,
  ...DIRECTION_READ,
  ...COLLABORATION,
  ...DELIVERY_READ,
  ...VOICE,
  'task:create',
  'task:update',
  'metric:update',
  'tag:create',
  'template:update',
];
const PM = [
  ...ENGINEER,
  ...kept('vision'),
  ...['objective', 'metric', 'opportunity', 'task'].flatMap(crud),
  ...DIRECTION,
  ...DELIVERY.flatMap(crud),
  ...['customer', 'insight'].flatMap(crud),
  'cost:read',
  'integration:read',
  'import:read',
];
const EM = [...PM, 'team:create', 'team:update', 'user:update', 'compensation:read', 'allocation:read'];
const ADMIN = [
  ...WORK,
  ...kept('vision'),
  ...['objective', 'metric', 'opportunity', 'task'].flatMap(crud),
  ...kept('team'),
  ...USERS,
  ...DIRECTION,
  ...COLLABORATION,
  ...DELIVERY.flatMap(crud),
  ...['customer', 'insight'].flatMap(crud),
  'cost:read',
  'compensation:read',
  'org:manage',
  ...crud('webhook'),
  'integration:read',
  'allocation:read',
  'import:read',
  'audit:read',
];

export const ROLE_CAPABILITIES: Record<OrgRole, readonly string[]> = {
  engineer: uniq(ENGINEER),
  pm: uniq(PM),
  em: uniq(EM),
  executive: uniq(EM),
  admin: uniq(ADMIN),
  sales: uniq([...WORK, ...READ_ALL, ...DIRECTION_READ, ...COLLABORATION, ...DELIVERY_READ, ...ACCOUNTS]),
  operations: uniq([...WORK, ...READ_ALL, ...DIRECTION_READ, ...COLLABORATION, ...DELIVERY_READ, ...ACCOUNTS]),
};

/** Display names of the org roles (GET /roles: the catalog's `name`; its `id` is the role itself). */
export const ROLE_NAMES: Record<OrgRole, string> = {
  engineer: 'Engineer',
  pm: 'Product manager',
  em: 'Engineering manager',
  executive: 'Executive',
  admin: 'Admin',
  sales: 'Sales',
  operations: 'Operations',
};

/** The org roles that grant every one of `capabilities` (for 403 suggestions: who could do it), in ORG_ROLES order. */
export const rolesHolding = (capabilities: readonly string[]): OrgRole[] =>
  ORG_ROLES.filter((r) => capabilities.every((c) => ROLE_CAPABILITIES[r].includes(c)));

/**
 * 403 FORBIDDEN for `what` (an operationId, or a phrase for a check beyond the operation's own), which needs
 * `required` of which the credential lacks `missing` (spec 2 §5, §7). The suggestion fits the credential: an OAuth
 * token is told to authorize again with the scopes; a key, to use one whose role grants them, naming the roles that do.
 */
export function missingCapabilities(actor: Pick<Actor, 'credential'>, what: string, required: readonly string[], missing: string[]): ApiError {
  const roles = rolesHolding(missing);
  const heldBy = !roles.length ? ' (no role grants it)' : ` (held by the ${roles.join(', ')} role${roles.length > 1 ? 's' : ''})`;
  return new ApiError('FORBIDDEN', `${what} needs ${missing.join(' and ')}, which this credential does not hold`, {
    data: { required: [...required], missing },
    suggestion:
      actor.credential.type === 'oauth'
        ? `This OAuth token was not granted ${missing.join(', ')} (a token's scopes are all it may do): authorize again with scope ${missing.join(' ')} and have an org admin approve it.`
        : `Use a key whose role grants ${missing.join(', ')}${heldBy} (see GET /api/v1/viewer for this key's grants), or ask an admin for one.`,
  });
}

/** Capabilities an API key may never hold (spec 2 §5.3). */
export const KEY_FORBIDDEN = new Set(['compensation:read', 'org:manage']);
export { LEADERSHIP } from '../core/actor.js';

/** Every capability some role grants, sorted. */
export const ALL_CAPABILITIES = uniq(Object.values(ROLE_CAPABILITIES).flat()).sort();

/** A refused key request (unknown or forbidden capability, key role above the user's); `message` is one sentence. */
export class KeyGrantError extends Error {
  override name = 'KeyGrantError';
  /** The input at fault. */
  constructor(
    message: string,
    readonly field: 'role' | 'capabilities',
  ) {
    super(message);
  }
}

export const isOrgRole = (value: string): value is OrgRole => (ORG_ROLES as readonly string[]).includes(value);

/** `unknown role "adimn" (did you mean admin?); roles: engineer, pm, …` — the refusal for a role that is not an org role. */
export function unknownRoleMessage(value: string): string {
  const guess = didYouMean(value, ORG_ROLES);
  return `unknown role ${JSON.stringify(value)}${guess ? ` (did you mean ${guess}?)` : ''}; roles: ${ORG_ROLES.join(', ')}`;
}

/** The capabilities `role` grants that `than` lacks, in `role`'s order; empty when `role` is not above `than`. */
export function grantsBeyond(role: OrgRole, than: OrgRole): string[] {
  const lower = new Set(ROLE_CAPABILITIES[than]);
  return ROLE_CAPABILITIES[role].filter((c) => !lower.has(c));
}

/** The key roles a user with `userRole` may give their keys: those not above it, in ORG_ROLES order. */
export const keyRolesFor = (userRole: OrgRole): OrgRole[] => KEY_ROLES.filter((r) => grantsBeyond(r, userRole).length === 0);

/** Why a `keyRole` key cannot belong to a `userRole` user (its role is above theirs), or undefined when it can. */
export function keyRoleProblem(userRole: OrgRole, keyRole: OrgRole): string | undefined {
  const extra = grantsBeyond(keyRole, userRole);
  if (!extra.length) return undefined;
  const shown = extra.length > 3 ? `${extra.slice(0, 3).join(', ')} and ${extra.length - 3} more` : extra.join(', ');
  return (
    `${a(userRole)} user cannot have ${a(keyRole)} key (${keyRole} grants ${shown}, which ${a(userRole)} lacks); ` +
    `the keys of ${a(userRole)} user may have role ${keyRolesFor(userRole).join(', ')}`
  );
}

/**
 * Why these capability names cannot be on any key, or undefined: names no role grants ("unknown capability
 * task:fly; did you mean task:read?", or the known ones when nothing is close), then compensation:read and
 * org:manage ("never granted to a key", spec 2 §5.3).
 */
export function capabilityNameProblem(requested: readonly string[]): string | undefined {
  const unknown = requested.filter((c) => !ALL_CAPABILITIES.includes(c));
  if (unknown.length) {
    const guesses = unknown.map((c) => didYouMean(c, ALL_CAPABILITIES));
    const hint = guesses.every(Boolean)
      ? `; did you mean ${guesses.join(', ')}?`
      : `; known capabilities: ${ALL_CAPABILITIES.filter((c) => !KEY_FORBIDDEN.has(c)).join(', ')}`;
    return `unknown ${unknown.length > 1 ? 'capabilities' : 'capability'} ${unknown.join(', ')}${hint}`;
  }
  const forbidden = requested.filter((c) => KEY_FORBIDDEN.has(c));
  if (forbidden.length) return `${forbidden.join(', ')} ${forbidden.length > 1 ? 'are' : 'is'} never granted to a key (spec 2 §5.3)`;
  return undefined;
}

/** What a `keyRole` key of a `userRole` user holds when no subset is requested: both roles' grants minus KEY_FORBIDDEN. */
export function keyRoleCapabilities(userRole: OrgRole, keyRole: OrgRole): string[] {
  const user = new Set(ROLE_CAPABILITIES[userRole]);
  return ROLE_CAPABILITIES[keyRole].filter((c) => user.has(c) && !KEY_FORBIDDEN.has(c));
}

/**
 * The capability set of a new key (spec 2 §5.2, §5.3): the key role's capabilities (minus the
 * key-forbidden ones), narrowed to `requested` when given. Throws KeyGrantError, in this order, on an unknown
 * or key-forbidden capability name, a key role above the user's role, and a requested capability the key role
 * does not grant (naming what it can hold).
 */
export function keyCapabilities(userRole: OrgRole, keyRole: OrgRole, requested?: readonly string[]): string[] {
  const nameProblem = requested && capabilityNameProblem(requested);
  if (nameProblem) throw new KeyGrantError(nameProblem, 'capabilities');
  const roleProblem = keyRoleProblem(userRole, keyRole);
  if (roleProblem) throw new KeyGrantError(roleProblem, 'role');
  const base = keyRoleCapabilities(userRole, keyRole);
  if (!requested) return base;
  const allowed = new Set(base);
  const bad = uniq(requested.filter((c) => !allowed.has(c)));
  if (bad.length) {
    const holder = keyRole === userRole ? `${a(keyRole)} key` : `${a(keyRole)} key of ${a(userRole)} user`;
    throw new KeyGrantError(
      `${bad.join(', ')} ${bad.length > 1 ? 'are' : 'is'} not available to ${holder}; it can hold ${[...base].sort().join(', ')}`,
      'capabilities',
    );
  }
  return uniq(requested);
}

const ROLE_SETS = new Map<string, ReadonlySet<string>>(ORG_ROLES.map((r) => [r, new Set(ROLE_CAPABILITIES[r])]));

/**
 * What a key may do now (spec 2 §5.2): its stored capabilities, limited to what its user's CURRENT org role
 * grants, and its role, lowered to the user's when the user was demoted below it since the key was made. So
 * demoting a user takes effect on their existing keys from the next request, like a revocation.
 */
export function effectiveGrant(userRole: OrgRole, keyRole: OrgRole, keyCapabilityList: readonly string[]): { role: OrgRole; capabilities: Set<string> } {
  const userCaps = ROLE_SETS.get(userRole) ?? new Set<string>();
  return {
    role: grantsBeyond(keyRole, userRole).length ? userRole : keyRole,
    capabilities: new Set(keyCapabilityList.filter((c) => userCaps.has(c) && !KEY_FORBIDDEN.has(c))),
  };
}

/** "an engineer", "a pm". */
const a = (role: string) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

function uniq<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}
