/**
 * The users query module against Postgres: users by name, paged; org scoping of every lookup; the mapper with and
 * without compensation; the @mention candidate search (prefixes, LIKE wildcards matched literally); updates.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  findAvatarFileId,
  findUser,
  findUserById,
  findUserIdByEmail,
  findUserKind,
  findUserName,
  findUserRole,
  findUsersByNamePrefix,
  findUsersIn,
  insertUser,
  listUserIds,
  listUsers,
  setAvatarFileId,
  toUser,
  updateUser,
  userExists,
} from './users.js';

const t = useTestDb();

describe('users', () => {
  it('lists by name, paged, and finds only in its own org', async () => {
    const a = await t.newOrg('Users A');
    const b = await t.newOrg('Users B');
    const names = ['zoe', 'Amy', 'bob', '50%_off', 'Al'];
    const ids = await t.db.transaction(async (trx) => {
      const out: string[] = [];
      for (const [i, name] of names.entries()) out.push(await insertUser(trx, a.orgId, { name, email: `u${i}@users.dev`, org_role: 'engineer' }));
      return out;
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listUsers(t.db, a.orgId, { limit: 2, cursor });
      expect(page.rows.length).toBeLessThanOrEqual(2);
      seen.push(...page.rows.map((r) => r.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    // Postgres orders by the database collation; the set and the count are what paging promises beyond it.
    expect([...seen].sort()).toEqual([...names, 'Admin'].sort());
    expect((await listUsers(t.db, b.orgId, { limit: 50 })).rows.map((r) => r.id)).toEqual([b.userId]);
    expect(new Set(await listUserIds(t.db, a.orgId))).toEqual(new Set([a.userId, ...ids]));

    for (const lookup of [findUser, findUserKind, findUserRole, findUserName, findAvatarFileId] as const) {
      expect(await lookup(t.db, b.orgId, ids[0])).toBeUndefined();
      expect(await lookup(t.db, a.orgId, ids[0])).not.toBeUndefined();
    }
    expect([await userExists(t.db, a.orgId, ids[1]), await userExists(t.db, b.orgId, ids[1])]).toEqual([true, false]);
    expect(await findUserIdByEmail(t.db, a.orgId, 'u1@users.dev')).toBe(ids[1]);
    expect(await findUserIdByEmail(t.db, b.orgId, 'u1@users.dev')).toBeUndefined();
    expect(await findUserById(t.db, ids[2])).toEqual({ org_id: a.orgId, id: ids[2], org_role: 'engineer', kind: 'person', deactivated_at: null });
    expect((await findUsersIn(t.db, a.orgId, [ids[0], b.userId])).map((u) => u.name)).toEqual(['zoe']);
  });

  it('finds @mention candidates by lower-cased name prefix, wildcards literal', async () => {
    const a = await t.newOrg('Mentions');
    const b = await t.newOrg('Mentions B');
    await t.db.transaction(async (trx) => {
      for (const [i, name] of ['Amy Pond', 'amos', 'Bob', '50%_off', '50 x'].entries())
        await insertUser(trx, a.orgId, { name, email: `m${i}@m.dev`, org_role: 'pm' });
      await insertUser(trx, b.orgId, { name: 'Amy Other', email: 'x@m.dev', org_role: 'pm' });
    });
    const cases: [string[], string[]][] = [
      [['am'], ['Amy Pond', 'amos']],
      [['amy'], ['Amy Pond']],
      [
        ['bob', 'amo'],
        ['Bob', 'amos'],
      ],
      [['50%'], ['50%_off']],
      [['50_'], []],
      [['zz'], []],
    ];
    for (const [prefixes, want] of cases) {
      const got = (await findUsersByNamePrefix(t.db, a.orgId, prefixes)).map((u) => u.name).sort();
      expect([prefixes, got]).toEqual([prefixes, [...want].sort()]);
    }
  });

  it('maps a row with and without compensation; updates and avatars stay in the org', async () => {
    const a = await t.newOrg('Users map');
    const b = await t.newOrg('Users map B');
    expect(await updateUser(t.db, b.orgId, a.userId, { name: 'x' })).toBeUndefined();
    const row = (await updateUser(t.db, a.orgId, a.userId, { salary_monthly: 5000, salary_currency: 'EUR', weekly_hours: 40 }))!;
    const base = {
      id: a.userId,
      orgId: a.orgId,
      name: 'Admin',
      email: 'admin@sextant.invalid',
      kind: 'person',
      orgRole: 'admin',
      orgRoleId: 'admin',
      avatarFileId: null,
      deactivatedAt: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    };
    expect(toUser(row, false)).toEqual(base);
    expect(toUser(row, true)).toEqual({ ...base, salaryMonthly: 5000, salaryCurrency: 'EUR', weeklyHours: 40 });
    await setAvatarFileId(t.db, b.orgId, a.userId, '00000000-0000-4000-8000-000000000000');
    expect(await findAvatarFileId(t.db, a.orgId, a.userId)).toBeNull();
  });
});
