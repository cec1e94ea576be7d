/**
 * The every-entity-kind fixture's own guard ("the export → import → export round trip on a seeded org
 * with every entity kind"; docs/decisions/0029-import-export.md): `fillEveryKind()` on a fresh org leaves
 * ≥ 1 row of that org in every exported table (EVERY_KIND_TABLES), with the compensation fields, the avatar, the
 * cycle-breaking references and the JSON-held ids the importer must rewrite actually set, and nothing in another org.
 * A table added to the export without fixture data fails here first.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { EVERY_KIND_TABLES, fillEveryKind, type EveryKind } from '../lib/everyKind.js';

const { databaseUrl } = inject('contract');
let db: Knex;
useSdk();
let filled: EveryKind;

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  filled = await fillEveryKind();
}, 60_000);
afterAll(async () => {
  await db?.destroy();
});

const count = async (table: string, where: Record<string, unknown> = {}) =>
  Number(
    (
      await db(table)
        .where({ org_id: filled.orgId, ...where })
        .count('* as n')
        .first()
    )?.n ?? 0,
  );

describe('fillEveryKind', () => {
  it('every exported table has at least one row of the org', async () => {
    const empty: string[] = [];
    for (const table of EVERY_KIND_TABLES) if ((await count(table)) < 1) empty.push(table);
    expect(empty).toEqual([]);
  });

  it('the list names every tenant table but the ones the export leaves out (findings §1.1)', async () => {
    const notExported = new Set([
      'api_keys',
      'oauth_grants',
      'oauth_sessions',
      'oauth_login_links',
      'webhook_subscriptions',
      'integrations',
      'observed_evidence_keys',
      'events',
      'integration_events',
      'idempotency_records',
      'notifications',
      'prd_syntheses',
      'search_words',
      'org_counters',
      'import_runs',
      'import_mappings',
      'import_refusals',
      'import_fixups',
      'rate_limit_windows',
      'builtin_metric_runs',
      'mcp_sessions',
      'audit_events',
    ]);
    const { rows } = await db.raw(
      `SELECT DISTINCT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'org_id' AND table_name NOT LIKE 'knex_%' ORDER BY table_name`,
    );
    const tenant = rows.map((r: { table_name: string }) => r.table_name).filter((t: string) => !notExported.has(t));
    expect([...EVERY_KIND_TABLES].sort()).toEqual(tenant);
  });

  it('sets what the importer treats specially: compensation, the avatar, a subtask, a team default, JSON-held ids', async () => {
    expect(await count('users')).toBeGreaterThanOrEqual(3);
    expect(await count('users', { salary_currency: 'EUR' })).toBe(1);
    const paid = await db('users').where({ org_id: filled.orgId, salary_currency: 'EUR' }).first();
    expect([Number(paid.salary_monthly), Number(paid.weekly_hours)]).toEqual([6000, 40]);
    expect(await db('users').where({ org_id: filled.orgId }).whereNotNull('avatar_file_id').count('* as n').first()).toEqual({ n: 1 });
    expect(await db('teams').where({ org_id: filled.orgId }).whereNotNull('default_prd_template_id').count('* as n').first()).toEqual({ n: 1 });
    expect(await db('tasks').where({ org_id: filled.orgId }).whereNotNull('parent_task_id').count('* as n').first()).toEqual({ n: 1 });
    const task = await db('tasks').where({ org_id: filled.orgId, id: filled.ids.task }).first();
    expect(task).toMatchObject({ cycle_id: filled.ids.cycle, phase_id: filled.ids.phase, category_id: filled.ids.category });
    expect(task.tag_ids).toHaveLength(2);
    const builtin = await db('metrics').where({ org_id: filled.orgId, id: filled.ids.builtinMetric }).first();
    expect(builtin.builtin_params).toEqual({ categoryId: filled.ids.category });
    expect(await count('vision_versions', { vision_id: filled.ids.vision })).toBe(2);
    expect(await count('strategy_versions', { strategy_id: filled.ids.strategy })).toBe(2);
    expect(await count('direction_documents', { kind: 'vision' })).toBe(1); // the pending vision
    expect((await db('rooms').where({ org_id: filled.orgId }).whereNotNull('dm_key')).length).toBe(1);
    expect(await db('messages').where({ org_id: filled.orgId }).whereNotNull('parent_id').count('* as n').first()).toEqual({ n: 1 });
    expect(await db('comments').where({ org_id: filled.orgId }).whereNotNull('parent_id').count('* as n').first()).toEqual({ n: 1 });
    expect(
      (await db('opportunity_prototypes').where({ org_id: filled.orgId }).orderBy('url'))
        .map((p: { url: string | null; file_id: string | null }) => [p.url === null, p.file_id === null])
        .sort(),
    ).toEqual([
      [false, true],
      [true, false],
    ]); // one by URL, one by file
    expect(
      new Set(
        (await db('time_entries').where({ org_id: filled.orgId })).map(
          (e: { task_id: string | null; opportunity_id: string | null; misc_category_id: string | null; entry_kind: string }) =>
            e.task_id ? 'task' : e.opportunity_id ? 'opportunity' : e.misc_category_id ? 'misc' : e.entry_kind,
        ),
      ),
    ).toEqual(new Set(['task', 'opportunity', 'misc', 'vacation']));
    expect(await count('template_instances', { entity_type: 'opportunity' })).toBe(1);
    expect(await count('template_instances', { entity_type: 'customer' })).toBe(1);
    // onboarding work: a task pointing at its milestone, an opportunity linked to the customer through it
    expect(await count('tasks', { id: filled.ids.onboardingTask, onboarding_step_instance_id: filled.ids.onboardingStep })).toBe(1);
    expect(await count('customer_opportunities', { opportunity_id: filled.ids.onboardingOpportunity, step_instance_id: filled.ids.onboardingStep })).toBe(1);
  });

  it('returns its users with working keys', async () => {
    expect(filled.users.map((u) => u.role)).toEqual(['admin', 'engineer', 'pm', 'em']);
    expect(filled.users[0]).toMatchObject({ id: filled.adminUserId, apiKey: filled.adminKey });
    for (const u of filled.users) {
      expect(must(await sdk.getViewer(as(u.apiKey)))).toMatchObject({ userId: u.id, orgId: filled.orgId, email: u.email });
    }
  });
});
