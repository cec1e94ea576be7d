/**
 * The data generator (src/cli/seed.ts) on the test database, with small numbers: what it makes is as
 * consistent as what the API makes (org counters, unique refs, visionPath, org_id everywhere, foreign keys), it
 * writes no activity rows or notifications, API writes continue after it (numbered next, logged as usual), its
 * text is found by search, a second run adds to the first; the CLI prints progress on stderr and one summary line
 * (JSON with --json), and refuses bad arguments with exit 2.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { ROOT } from '../../src/db/connect.js';
import { createDb } from '../../src/db/knex.js';
import { SeedArgumentError, seedOrg } from '../../src/cli/seed.js';

const { databaseUrl } = inject('contract');
let db: Knex;

useSdk();
beforeAll(() => {
  db = createDb(databaseUrl, { min: 0, max: 3 });
});
afterAll(async () => {
  await db?.destroy();
});

const count = async (table: string, orgId: string) => Number((await db(table).where({ org_id: orgId }).count<{ c: number }[]>('* as c'))[0].c);

describe('seedOrg', () => {
  it('makes a consistent hierarchy without activity rows; API writes continue after it; a second run adds to it', async () => {
    const org = await newOrg('Seeded org');
    const key = as(org.apiKey);
    const summary = await seedOrg(db, { orgId: org.orgId, tasks: 300, visions: 2, metrics: 3, objectives: 4, opportunities: 6, teams: 3, users: 5 });
    expect(summary).toMatchObject({
      orgId: org.orgId,
      tasks: 300,
      visions: 2,
      metrics: 3,
      objectives: 4,
      opportunities: 6,
      teams: 3,
      users: 5,
      taskNumbers: { first: 1, last: 300 },
    });
    expect(summary.seconds).toBeGreaterThan(0);

    for (const [table, n] of [
      ['tasks', 300],
      ['visions', 2],
      ['vision_versions', 2],
      ['metrics', 3],
      ['objectives', 4],
      ['opportunities', 6],
      ['teams', 3],
      ['users', 7],
      ['team_members', 5],
    ] as const) {
      expect(await count(table, org.orgId), table).toBe(n);
    }
    const counters = Object.fromEntries((await db('org_counters').where({ org_id: org.orgId })).map((r) => [r.entity, Number(r.value)]));
    expect(counters).toEqual({ task: 300, vision: 2, metric: 3, objective: 4, opportunity: 6 });
    const {
      rows: [numbers],
    } = await db.raw(`SELECT min(number) AS lo, max(number) AS hi, count(DISTINCT number) AS n FROM tasks WHERE org_id = ?`, [org.orgId]);
    expect(numbers).toMatchObject({ lo: 1, hi: 300, n: 300 });
    expect((await db('visions').where({ org_id: org.orgId, kind: 'company' })).length).toBe(1);

    // visionPath exactly as the API maintains it (src/repositories/visionPaths.ts).
    const {
      rows: [bad],
    } = await db.raw(
      `SELECT
         (SELECT count(*) FROM objectives o WHERE o.org_id = :org AND o.vision_path <> o.vision_id || '/' || o.id) AS objectives,
         (SELECT count(*) FROM opportunities p WHERE p.org_id = :org AND p.vision_path IS DISTINCT FROM (
            SELECT ob.vision_path || '/' || p.id FROM opportunity_objectives l JOIN objectives ob ON ob.org_id = l.org_id AND ob.id = l.objective_id
             WHERE l.org_id = p.org_id AND l.opportunity_id = p.id AND l.kind = 'primary')) AS opportunities,
         (SELECT count(*) FROM tasks t LEFT JOIN opportunities p ON p.org_id = t.org_id AND p.id = t.opportunity_id
           WHERE t.org_id = :org AND t.vision_path IS DISTINCT FROM (p.vision_path || '/' || t.id)) AS tasks,
         (SELECT count(*) FROM tasks t WHERE t.org_id = :org AND t.opportunity_id IS NOT NULL) AS anchored`,
      { org: org.orgId },
    );
    expect(bad).toMatchObject({ objectives: 0, opportunities: 0, tasks: 0 });
    expect(bad.anchored).toBeGreaterThan(200);

    // No activity rows or notifications for what the generator made (only what newOrg made is logged: its users, and
    // the system room and system categories every org gets at creation).
    const {
      rows: [logged],
    } = await db.raw(
      `SELECT (SELECT count(*) FROM activities WHERE org_id = :org AND entity_type NOT IN ('user', 'room', 'category')) AS activities,
              (SELECT count(*) FROM notifications WHERE org_id = :org) AS notifications`,
      { org: org.orgId },
    );
    expect(logged).toMatchObject({ activities: 0, notifications: 0 });

    // Refs resolve through the API; the next task is numbered after the seeded ones and is logged as usual.
    const page = must(await sdk.listTasks({ limit: 5 }, key));
    expect(page.map((t) => t.number)).toEqual([1, 2, 3, 4, 5]);
    for (const t of page) expect(must(await sdk.getTask(t.ref, key)).id).toBe(t.id);
    const created = must(await sdk.createTask({ title: 'Made through the API' }, undefined, key));
    expect(created.number).toBe(301);
    expect(must(await sdk.listActivities({ entityType: 'task', entityId: created.ref }, key))).toHaveLength(1);
    expect(must(await sdk.listActivities({ entityType: 'task', entityId: page[0].ref }, key))).toEqual([]);

    // Its text is searchable: common words, prefixes and typos.
    for (const q of ['onboarding', 'alpha', 'onbording', 'checkl']) {
      expect(must(await sdk.searchEntities({ query: q, types: 'task' }, key)).length, q).toBeGreaterThan(0);
    }

    // A second run hangs new tasks on the existing hierarchy and continues every sequence.
    const again = await seedOrg(db, {
      orgId: org.orgId,
      tasks: 50,
      visions: 0,
      metrics: 0,
      objectives: 0,
      opportunities: 0,
      teams: 2,
      users: 0,
      vacuum: false,
    });
    expect(again.taskNumbers).toEqual({ first: 302, last: 351 });
    const prefixes = (await db('teams').where({ org_id: org.orgId }).pluck('prefix')) as string[];
    expect(new Set(prefixes).size).toBe(5);
    const {
      rows: [orphans],
    } = await db.raw(`SELECT count(*) AS n FROM tasks WHERE org_id = ? AND number > 301 AND opportunity_id IS NULL`, [org.orgId]);
    expect(Number(orphans.n)).toBeLessThan(50);
  });

  it('refuses an org that does not exist, and children without a parent', async () => {
    await expect(seedOrg(db, { orgId: '00000000-0000-4000-8000-000000000000', tasks: 1 })).rejects.toThrow(SeedArgumentError);
    const org = await newOrg('Seed refusals');
    await expect(seedOrg(db, { orgId: org.orgId, tasks: 0, visions: 0, objectives: 2, vacuum: false })).rejects.toThrow(/objectives need a vision/);
    expect(await count('objectives', org.orgId)).toBe(0);
    expect(await count('users', org.orgId)).toBe(2); // the refused run left nothing behind
  });
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}
const cli = (args: string[]) =>
  new Promise<Outcome>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'seed', '--', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, DEBUG: '' } },
      (err, stdout, stderr) => {
        resolve({
          code: err ? (typeof err.code === 'number' ? err.code : -1) : 0,
          stdout,
          stderr: stderr
            .split('\n')
            .filter((l) => l && !l.startsWith('npm warn'))
            .join('\n'),
        });
      },
    );
  });

describe('npm run seed', () => {
  it('prints progress on stderr and one summary line; --json makes it one JSON line', async () => {
    const org = await newOrg('Seed CLI');
    const json = await cli(['--org', org.orgId, '--tasks', '40', '--opportunities', '3', '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ orgId: org.orgId, tasks: 40, opportunities: 3, taskNumbers: { first: 1, last: 40 } });
    expect(json.stderr).toMatch(/seed: tasks 40\/40 \(100%\)/);
    const plain = await cli([
      '--org',
      org.orgId,
      '--tasks',
      '10',
      '--visions',
      '0',
      '--objectives',
      '0',
      '--opportunities',
      '0',
      '--teams',
      '0',
      '--users',
      '0',
    ]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^seeded org \S+: 10 tasks \(numbers 41-50\)/);
  });

  it('refuses bad arguments and unknown orgs with exit 2 and one line, writing nothing', async () => {
    const notUuid = await cli(['--org', 'acme', '--tasks', '10', '--json']);
    expect(notUuid).toMatchObject({ code: 2, stdout: '' });
    expect(JSON.parse(notUuid.stderr).error.message).toMatch(/is not an org id/);
    const badCount = await cli(['--org', '00000000-0000-4000-8000-000000000000', '--tasks', 'many']);
    expect(badCount).toMatchObject({ code: 2, stdout: '' });
    expect(badCount.stderr).toMatch(/^seed: .*"many" is not a whole number/);
    const missing = await cli(['--org', '00000000-0000-4000-8000-000000000000', '--tasks', '10']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^seed: org 00000000-0000-4000-8000-000000000000 does not exist/);
  });
});
