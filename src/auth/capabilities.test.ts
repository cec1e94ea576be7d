/** Role → capability rules (spec 2 §5.2, §5.3) and the key-role ordering and capability checks. */
import { describe, expect, it } from 'vitest';
import doc from '../generated/openapi.json' with { type: 'json' };
import {
  ALL_CAPABILITIES,
  CHECKED_INSIDE_OPERATIONS,
  capabilityNameProblem,
  effectiveGrant,
  grantsBeyond,
  keyCapabilities,
  KeyGrantError,
  keyRoleProblem,
  keyRolesFor,
  ORG_ROLES,
  ROLE_CAPABILITIES,
  unknownRoleMessage,
} from './capabilities.js';
import type { Json } from '../core/json.js';

describe('keyCapabilities', () => {
  it('never gives a key compensation:read or org:manage, even for an admin', () => {
    const caps = keyCapabilities('admin', 'admin');
    expect(ROLE_CAPABILITIES.admin).toContain('compensation:read');
    expect(caps).not.toContain('compensation:read');
    expect(caps).not.toContain('org:manage');
    expect(caps).toContain('vision:create');
  });

  it('refuses a key role above the user role, naming the roles the user may give keys', () => {
    const err = (() => {
      try {
        keyCapabilities('pm', 'admin');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(KeyGrantError);
    expect((err as KeyGrantError).field).toBe('role');
    expect((err as Error).message).toMatch(
      /^a pm user cannot have an admin key \(admin grants .+\); the keys of a pm user may have role engineer, pm, sales, operations$/,
    );
    expect(() => keyCapabilities('engineer', 'pm')).toThrow(/an engineer user cannot have a pm key/);
  });

  it('narrows to the requested subset and refuses what the key role does not grant, listing what it can hold', () => {
    expect(keyCapabilities('pm', 'pm', ['vision:read'])).toEqual(['vision:read']);
    expect(keyCapabilities('pm', 'engineer', ['task:read', 'task:read'])).toEqual(['task:read']);
    expect(() => keyCapabilities('engineer', 'engineer', ['objective:delete'])).toThrow(
      /^objective:delete is not available to an engineer key; it can hold category:read, comment:create, comment:delete, .*vision:read$/,
    );
    expect(() => keyCapabilities('admin', 'engineer', ['objective:delete'])).toThrow(/an engineer key of an admin user/);
  });

  it('checks capability names first: unknown, then key-forbidden', () => {
    expect(() => keyCapabilities('engineer', 'admin', ['task:fly'])).toThrow(/^unknown capability task:fly/);
    expect(() => keyCapabilities('admin', 'admin', ['org:manage'])).toThrow(/^org:manage is never granted to a key/);
  });

  it('gives a sales user a sales key that reads, talks and comments and keeps accounts and evidence', () => {
    expect(
      keyCapabilities('sales', 'sales').every(
        (c) =>
          c.endsWith(':read') ||
          /^(room|message|comment):|^(customer|insight):(create|update)$|^file:manage$|^notification:update$|^time_entry:(create|update|delete)$/.test(c),
      ),
    ).toBe(true);
    expect(keyCapabilities('sales', 'sales')).toEqual(expect.arrayContaining(['customer:create', 'customer:update', 'insight:create', 'insight:update']));
    expect(keyCapabilities('sales', 'sales')).not.toContain('customer:delete');
    expect(keyCapabilities('sales', 'sales')).toContain('comment:create');
    expect(keyCapabilities('sales', 'operations')).toEqual(keyCapabilities('sales', 'sales'));
  });

  it("for every pair of roles: a key role the user may have yields a subset of the user's grants, any other is refused", () => {
    for (const user of ORG_ROLES) {
      for (const key of ORG_ROLES) {
        if (keyRolesFor(user).includes(key)) {
          const caps = keyCapabilities(user, key);
          expect(caps.every((c) => ROLE_CAPABILITIES[user].includes(c))).toBe(true);
          expect(caps.some((c) => c === 'compensation:read' || c === 'org:manage')).toBe(false);
        } else {
          expect(() => keyCapabilities(user, key)).toThrow(KeyGrantError);
        }
      }
    }
  });
});

describe('role ordering', () => {
  it('orders the roles', () => {
    expect(keyRolesFor('admin')).toEqual([...ORG_ROLES]);
    expect(keyRolesFor('em')).toEqual(['engineer', 'pm', 'em', 'executive', 'sales', 'operations']);
    expect(keyRolesFor('executive')).toEqual(keyRolesFor('em'));
    expect(keyRolesFor('pm')).toEqual(['engineer', 'pm', 'sales', 'operations']);
    expect(keyRolesFor('engineer')).toEqual(['engineer']); // sales and operations create customers, which engineers cannot
    expect(keyRolesFor('sales')).toEqual(['sales', 'operations']);
    expect(keyRolesFor('operations')).toEqual(['sales', 'operations']);
  });

  it('says what the higher role grants', () => {
    expect(grantsBeyond('em', 'executive')).toEqual([]);
    expect(grantsBeyond('admin', 'em')).toContain('org:manage');
    expect(grantsBeyond('engineer', 'sales')).toEqual(['task:create', 'task:update', 'metric:update', 'tag:create', 'template:update']);
    expect(keyRoleProblem('em', 'executive')).toBeUndefined();
    expect(keyRoleProblem('sales', 'engineer')).toBe(
      'a sales user cannot have an engineer key (engineer grants task:create, task:update, metric:update and 2 more, which a sales lacks); the keys of a sales user may have role sales, operations',
    );
  });
});

describe('names', () => {
  it('suggests the closest capability, or lists the known ones', () => {
    expect(capabilityNameProblem(['tsk:read'])).toBe('unknown capability tsk:read; did you mean task:read?');
    const fly = capabilityNameProblem(['task:read', 'task:fly'])!;
    expect(fly).toMatch(
      /^unknown capability task:fly; known capabilities: allocation:read, audit:read, category:create, .*vision:update, webhook:create, webhook:delete, webhook:read, webhook:update$/,
    );
    expect(fly).not.toContain('compensation:read');
    expect(capabilityNameProblem(['task:fly', 'foo:bar'])).toMatch(/^unknown capabilities task:fly, foo:bar;/);
    expect(capabilityNameProblem(['compensation:read', 'org:manage'])).toBe('compensation:read, org:manage are never granted to a key (spec 2 §5.3)');
    expect(capabilityNameProblem(['task:read', 'cost:read'])).toBeUndefined();
  });

  it('suggests the closest role and lists them all', () => {
    expect(unknownRoleMessage('adimn')).toBe('unknown role "adimn" (did you mean admin?); roles: engineer, pm, em, executive, admin, sales, operations');
    expect(unknownRoleMessage('boss')).toBe('unknown role "boss"; roles: engineer, pm, em, executive, admin, sales, operations');
  });
});

describe("effectiveGrant (spec 2 §5.2: a demoted user's keys)", () => {
  it('keeps a key as made while the user still holds its role', () => {
    const caps = keyCapabilities('pm', 'pm');
    const grant = effectiveGrant('pm', 'pm', caps);
    expect(grant.role).toBe('pm');
    expect([...grant.capabilities].sort()).toEqual([...caps].sort());
  });

  it('limits the key to the current role of a demoted user, and lowers its role', () => {
    const grant = effectiveGrant('engineer', 'pm', keyCapabilities('pm', 'pm'));
    expect(grant.role).toBe('engineer');
    expect(grant.capabilities.has('vision:create')).toBe(false);
    expect(grant.capabilities.has('cost:read')).toBe(false);
    expect(grant.capabilities.has('task:create')).toBe(true);
    expect(effectiveGrant('sales', 'em', keyCapabilities('em', 'em')).role).toBe('sales');
  });
});

describe('role:read and allocation:read', () => {
  it('every role reads the role catalog; only em, executive and admin hold allocation:read', () => {
    for (const role of ORG_ROLES) expect(ROLE_CAPABILITIES[role]).toContain('role:read');
    expect(ORG_ROLES.filter((r) => ROLE_CAPABILITIES[r].includes('allocation:read'))).toEqual(['em', 'executive', 'admin']);
  });
});

describe('every declared capability means something', () => {
  const declared = Object.keys((doc as Json).components.securitySchemes.oauth2.flows.authorizationCode.scopes as Record<string, string>);
  const gating = new Set<string>();
  for (const item of Object.values((doc as Json).paths as Record<string, Record<string, Json>>)) {
    for (const op of Object.values(item)) for (const req of op?.security ?? []) for (const scope of req.oauth2 ?? []) gating.add(scope);
  }

  it('each OAuth scope the document declares gates an operation, or is one of the few checked inside operations', () => {
    const idle = declared.filter((s) => !gating.has(s) && !(CHECKED_INSIDE_OPERATIONS as readonly string[]).includes(s));
    expect(idle).toEqual([]);
  });

  it('the capabilities checked inside operations gate none themselves, and are all declared', () => {
    for (const c of CHECKED_INSIDE_OPERATIONS) {
      expect(gating.has(c), c).toBe(false);
      expect(declared).toContain(c);
    }
  });

  it('roles grant exactly the declared capabilities', () => {
    expect([...ALL_CAPABILITIES].sort()).toEqual([...declared].sort());
  });
});
