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
 * | sales, operations | read everything in the hierarchy                                                  |
 */
export const ROLES = ['engineer', 'pm', 'em', 'executive', 'admin'] as const;
export type KeyRole = (typeof ROLES)[number];
export const ORG_ROLES = [...ROLES, 'sales', 'operations'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

const RESOURCES = ['vision', 'objective', 'metric', 'opportunity', 'task', 'team', 'user'] as const;
const crud = (r: string) => [`${r}:read`, `${r}:create`, `${r}:update`, `${r}:delete`];
const READ_ALL = RESOURCES.map((r) => `${r}:read`);

const ENGINEER = [...READ_ALL, 'task:create', 'task:update', 'metric:update'];
const PM = [...ENGINEER, ...['vision', 'objective', 'metric', 'opportunity', 'task'].flatMap(crud), 'cost:read'];
const EM = [...PM, 'team:create', 'team:update', 'team:delete', 'user:update', 'compensation:read'];
const ADMIN = [...RESOURCES.flatMap(crud), 'cost:read', 'compensation:read', 'org:manage'];

export const ROLE_CAPABILITIES: Record<OrgRole, readonly string[]> = {
  engineer: uniq(ENGINEER),
  pm: uniq(PM),
  em: uniq(EM),
  executive: uniq(EM),
  admin: uniq(ADMIN),
  sales: READ_ALL,
  operations: READ_ALL,
};

/** Capabilities an API key may never hold (spec 2 §5.3). */
export const KEY_FORBIDDEN = new Set(['compensation:read', 'org:manage']);
/** Roles that count as leadership for financial fields and salary edits (spec 1 §2.1, spec 2 §4.20). */
export const LEADERSHIP = new Set<string>(['em', 'executive', 'admin']);

export const ALL_CAPABILITIES = uniq(Object.values(ROLE_CAPABILITIES).flat());

/**
 * The capability set of a new key: the key role's capabilities, intersected with the user's, narrowed to
 * `requested` when given, minus the key-forbidden ones. Throws on a requested capability the user lacks.
 */
export function keyCapabilities(userRole: OrgRole, keyRole: KeyRole, requested?: string[]): string[] {
  const user = new Set(ROLE_CAPABILITIES[userRole]);
  const base = ROLE_CAPABILITIES[keyRole].filter((c) => user.has(c) && !KEY_FORBIDDEN.has(c));
  if (!requested) return base;
  const allowed = new Set(base);
  const bad = requested.filter((c) => !allowed.has(c));
  if (bad.length) throw new Error(`capabilities not available to a ${keyRole} key of a ${userRole}: ${bad.join(', ')}`);
  return uniq(requested);
}

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
