/**
 * Row-level security, the second tenancy wall (spec 2 §2; decision 0053): through the application role, a query
 * that forgets its `org_id` filter still reaches only the org its transaction names, and with no org named,
 * nothing. The catalog checks are generated from the catalog itself: every public table is either global
 * (src/db/tenancy.ts, with why) or a tenant table with RLS enabled and the tenant policy.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { useTestDb } from './testing/harness.js';
import { createAppDb } from './knex.js';
import { scopedDb, withOrgTransaction } from './scope.js';
import { GLOBAL_TABLES, isGlobalTable } from './tenancy.js';
import { APP_ROLE, TENANT_POLICY } from '../../migrations/lib/tenantPolicy.js';

const t = useTestDb();
let app: Knex;
beforeAll(() => {
  app = createAppDb(inject('databaseUrl'), { min: 0, max: 2 });
});
afterAll(async () => {
  await app?.destroy();
});

/** Two orgs with three tasks each, written as the owner. */
async function twoOrgs() {
  const [a, b] = [await t.newOrg('RLS A'), await t.newOrg('RLS B')];
  for (const org of [a, b]) for (const n of [1, 2, 3]) await t.db('tasks').insert({ org_id: org.orgId, number: n, title: `task ${n}` });
  return { a, b };
}
const inOrg = <T>(orgId: string, fn: (trx: Knex.Transaction) => Promise<T>) => withOrgTransaction(app, { orgId, actorUserId: null }, fn);
const ownerCount = async (orgId: string, where: Record<string, unknown> = {}) =>
  Number(
    (
      await t
        .db('tasks')
        .where({ org_id: orgId, ...where })
        .count({ n: '*' })
    )[0].n,
  );

describe('the application role under row-level security', () => {
  it('runs as sextant_app, which is neither superuser nor exempt from RLS', async () => {
    const { rows } = await app.raw('SELECT current_user AS role, r.rolsuper, r.rolbypassrls FROM pg_roles r WHERE r.rolname = current_user');
    expect(rows[0]).toEqual({ role: APP_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it('a select without its org filter returns only the current org’s rows', async () => {
    const { a, b } = await twoOrgs();
    const rows = await inOrg(a.orgId, (trx) => trx.raw('SELECT org_id, title FROM tasks'));
    expect(rows.rows.length).toBe(3);
    expect(new Set(rows.rows.map((r: { org_id: string }) => r.org_id))).toEqual(new Set([a.orgId]));
    // The other org's rows exist (the owner sees them), they are only invisible.
    expect(await ownerCount(b.orgId)).toBe(3);
  });

  it('an update and a delete without their org filter touch only the current org’s rows', async () => {
    const { a, b } = await twoOrgs();
    const updated = await inOrg(a.orgId, async (trx) => (await trx.raw(`UPDATE tasks SET title = 'renamed'`)).rowCount);
    expect(updated).toBe(3);
    expect(await ownerCount(b.orgId, { title: 'renamed' })).toBe(0);
    const deleted = await inOrg(a.orgId, async (trx) => (await trx.raw('DELETE FROM tasks')).rowCount);
    expect(deleted).toBe(3);
    expect(await ownerCount(a.orgId)).toBe(0);
    expect(await ownerCount(b.orgId)).toBe(3);
  });

  it('an insert or an update naming another org is refused by WITH CHECK', async () => {
    const { a, b } = await twoOrgs();
    await expect(inOrg(a.orgId, (trx) => trx('tasks').insert({ org_id: b.orgId, number: 99, title: 'smuggled' }))).rejects.toMatchObject({ code: '42501' });
    await expect(inOrg(a.orgId, (trx) => trx.raw('UPDATE tasks SET org_id = ?', [b.orgId]))).rejects.toMatchObject({ code: '42501' });
    expect(await ownerCount(b.orgId)).toBe(3);
    expect(await ownerCount(a.orgId)).toBe(3);
  });

  it('with no org set, nothing is visible and nothing can be written (fail closed)', async () => {
    const { a } = await twoOrgs();
    expect((await app.raw('SELECT count(*)::int AS n FROM tasks')).rows[0].n).toBe(0);
    expect(await scopedDb(app)('tasks').where({ org_id: a.orgId })).toEqual([]);
    expect((await app.raw('UPDATE tasks SET title = ?', ['x'])).rowCount).toBe(0);
    await expect(app('tasks').insert({ org_id: a.orgId, number: 98, title: 'no org' })).rejects.toMatchObject({ code: '42501' });
    // An org that does not exist names no rows either.
    expect((await inOrg(randomUUID(), (trx) => trx.raw('SELECT count(*)::int AS n FROM tasks'))).rows[0].n).toBe(0);
  });

  it('the org setting is transaction-local: a connection back in the pool names no org', async () => {
    const { a } = await twoOrgs();
    await inOrg(a.orgId, (trx) => trx.raw('SELECT 1'));
    const { rows } = await app.raw(`SELECT coalesce(current_setting('sextant.org_id', true), '') AS org`);
    expect(rows[0].org).toBe('');
  });

  it('the application role may not queue a job naming another org', async () => {
    const { a, b } = await twoOrgs();
    const add = (orgId: string) =>
      inOrg(a.orgId, (trx) => trx.raw(`SELECT sextant_add_job('file_check', ?::json, job_key := 'rls-test', max_attempts := 1)`, [JSON.stringify({ orgId })]));
    await expect(add(b.orgId)).rejects.toMatchObject({ code: '42501' });
    // The wrappers are what it calls instead of the queue's own functions, whose tables admit their owner only.
    await expect(inOrg(a.orgId, (trx) => trx.raw(`SELECT has_function_privilege('sextant_remove_job(text)', 'EXECUTE') AS may`))).resolves.toMatchObject({
      rows: [{ may: true }],
    });
  });

  it('a value that would not be a UUID never reaches the database', async () => {
    await expect(inOrg(`x'); DROP TABLE tasks; --`, (trx) => trx.raw('SELECT 1'))).rejects.toThrow(/not a UUID/);
  });
});

interface TableRow {
  name: string;
  has_org_id: boolean;
  rls: boolean;
  forced: boolean;
  owner: string;
  policies: { name: string; cmd: string; roles: string[]; using: string | null; check: string | null }[];
}

describe('every public table is global or under the tenant policy (from the catalog)', async () => {
  const catalog = async (): Promise<TableRow[]> =>
    (
      await t.db.raw(`
      SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced, pg_get_userbyid(c.relowner) AS owner,
             EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'org_id' AND NOT a.attisdropped) AS has_org_id,
             coalesce((SELECT json_agg(json_build_object('name', p.policyname, 'cmd', p.cmd, 'roles', p.roles, 'using', p.qual, 'check', p.with_check))
                         FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname), '[]') AS policies
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       ORDER BY 1`)
    ).rows;

  it('names every global table of src/db/tenancy.ts, and no other table lacks org_id', async () => {
    const tables = await catalog();
    const names = new Set(tables.map((r) => r.name));
    expect(Object.keys(GLOBAL_TABLES).filter((g) => !names.has(g))).toEqual([]);
    expect(tables.filter((r) => !isGlobalTable(r.name) && !r.has_org_id).map((r) => r.name)).toEqual([]);
    expect(tables.filter((r) => !isGlobalTable(r.name)).length).toBeGreaterThanOrEqual(80);
  });

  it('each tenant table has RLS enabled and exactly the tenant policy, for every command, on org_id = sextant_org_id()', async () => {
    const problems = (await catalog())
      .filter((r) => !isGlobalTable(r.name))
      .flatMap((r) => {
        const out: string[] = [];
        if (!r.rls) out.push(`${r.name}: row level security is not enabled`);
        const p = r.policies;
        if (p.length !== 1 || p[0].name !== TENANT_POLICY) out.push(`${r.name}: policies ${JSON.stringify(p.map((x) => x.name))}, want [${TENANT_POLICY}]`);
        else {
          if (p[0].cmd !== 'ALL') out.push(`${r.name}: policy for ${p[0].cmd}, want ALL`);
          if (!/^\(org_id = sextant_org_id\(\)\)$/.test(p[0].using ?? '')) out.push(`${r.name}: USING ${p[0].using}`);
          if (!/^\(org_id = sextant_org_id\(\)\)$/.test(p[0].check ?? '')) out.push(`${r.name}: WITH CHECK ${p[0].check}`);
        }
        return out;
      });
    expect(problems).toEqual([]);
  });

  it('the application role owns no table and may not bypass RLS; global tables carry no policy', async () => {
    const tables = await catalog();
    expect(tables.filter((r) => r.owner === APP_ROLE).map((r) => r.name)).toEqual([]);
    expect(tables.filter((r) => isGlobalTable(r.name) && (r.rls || r.policies.length)).map((r) => r.name)).toEqual([]);
    const { rows } = await t.db.raw('SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = ?', [APP_ROLE]);
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: false }]);
  });

  it('through the application role, no tenant table shows a row of another org, nor any row without an org (each table)', async () => {
    const { a } = await twoOrgs();
    const tenant = (await catalog()).filter((r) => !isGlobalTable(r.name)).map((r) => r.name);
    const leaks: string[] = [];
    await inOrg(a.orgId, async (trx) => {
      for (const table of tenant) {
        const { rows } = await trx.raw('SELECT count(*)::int AS n FROM ?? WHERE org_id IS DISTINCT FROM ?', [table, a.orgId]);
        if (rows[0].n) leaks.push(`${table}: ${rows[0].n} rows of another org`);
      }
    });
    for (const table of tenant) {
      const { rows } = await app.raw('SELECT count(*)::int AS n FROM ??', [table]);
      if (rows[0].n) leaks.push(`${table}: ${rows[0].n} rows with no org set`);
    }
    expect(leaks).toEqual([]);
  });
});
