/**
 * Import runs that do not simply finish (spec 1 §2.10 "Import run", §3.1 statuses; spec 2 §4.19 GET /import-runs),
 * through the real admin CLI:
 * - a killed import resumes from its checkpoint without duplicates; Ctrl-C pauses (exit 130) and the same command
 *   continues; a second import into the same org meanwhile is refused (exit 2) naming the run;
 * - rows the database refuses make a partial run with one reason each (GET /import-runs/{id}); a truncated file
 *   fails the run; the same file again answers "already imported".
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { useImportDb, dir, admin, start, db, synthetic, waitFor } from './_setup.js';

useImportDb();
useSdk();

describe('resumable import runs: killed mid-run, the same command continues from the checkpoint without duplicates', () => {
  it('a killed import resumes without duplicates; a second import into the org meanwhile is refused naming the run', async () => {
    const target = await newOrg('Resume target');
    const file = join(dir, 'resume.json');
    synthetic(file, 8000);
    const args = ['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json', '--batch-size', '40'];
    const first = start(args);
    const run = await waitFor('three batches', async () => {
      const r = await db('import_runs').where({ org_id: target.orgId }).first();
      return r?.checkpoint?.batches >= 3 ? r : undefined;
    });
    expect(run.status).toBe('running');
    const other = join(dir, 'other.json');
    synthetic(other, 5);
    const busy = await admin(['import', '--org', target.orgId, '--from', other, '--format', 'sextant-json']);
    expect(busy.code).toBe(2);
    expect(busy.json.error.message).toContain(run.id);
    first.child.kill('SIGKILL');
    await first.done;
    const killed = await db('import_runs').where({ org_id: target.orgId, id: run.id }).first();
    expect(killed.status).toBe('running');
    const partway = Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n);
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(8000);

    const resumed = await admin(args);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.json).toMatchObject({ runId: run.id, status: 'completed', refused: 0 });
    const tasks: { number: number; title: string }[] = await db('tasks').where({ org_id: target.orgId }).select('number', 'title');
    expect(tasks).toHaveLength(8000);
    expect(new Set(tasks.map((t) => t.title)).size).toBe(8000);
    expect(new Set(tasks.map((t) => t.number)).size).toBe(8000);
    const {
      rows: [m],
    } = await db.raw(`SELECT count(*)::int AS n, count(DISTINCT target_id)::int AS d FROM import_mappings WHERE org_id = ? AND kind = 'tasks'`, [target.orgId]);
    expect(m).toEqual({ n: 8000, d: 8000 });
    expect(resumed.json.counts.find((c) => c.phase === 'tasks')).toMatchObject({ imported: 8000, skipped: 0, refused: 0 });
  }, 120_000);

  it('Ctrl-C pauses after the current batch (exit 130, status paused) and the same command continues', async () => {
    const target = await newOrg('Pause target');
    const file = join(dir, 'pause.json');
    synthetic(file, 3000);
    const args = ['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json', '--batch-size', '50'];
    const first = start(args);
    await waitFor('two batches', async () => (await db('import_runs').where({ org_id: target.orgId }).first())?.checkpoint?.batches >= 2);
    first.child.kill('SIGINT');
    const paused = await first.done;
    expect(paused.code).toBe(130);
    expect(paused.json.status).toBe('paused');
    expect((await db('import_runs').where({ org_id: target.orgId, id: paused.json.runId }).first()).status).toBe('paused');
    const run = must(await sdk.getImportRun(paused.json.runId, as(target.apiKey)));
    expect(run).toMatchObject({ status: 'paused', finishedAt: null });
    expect(run.checkpoint?.batches).toBeGreaterThanOrEqual(2);
    const resumed = await admin(args);
    expect(resumed.json).toMatchObject({ runId: paused.json.runId, status: 'completed' });
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(3000);
  }, 120_000);
});

describe('partial and failed runs', () => {
  it('records each refused row with its reason and imports the rest (status partial)', async () => {
    const target = await newOrg('Partial target');
    const file = join(dir, 'partial.json');
    let bad = '';
    synthetic(
      file,
      20,
      (team) => [
        {
          t: 'cycles',
          r: {
            id: randomUUID(),
            team_id: team,
            number: 1,
            name: 'Cycle 1',
            starts_on: '2025-01-06',
            ends_on: '2025-01-19',
            created_at: '2025-01-01T00:00:00+00:00',
            updated_at: '2025-01-01T00:00:00+00:00',
          },
        },
        {
          t: 'cycles',
          r: {
            id: randomUUID(),
            team_id: team,
            number: 2,
            name: 'Overlapping',
            starts_on: '2025-01-10',
            ends_on: '2025-01-24',
            created_at: '2025-01-01T00:00:00+00:00',
            updated_at: '2025-01-01T00:00:00+00:00',
          },
        },
      ],
      (records) => {
        // One task with a status Sextant does not have, and an assignment of it (refused with its parent).
        const task = records.find((r) => r.t === 'tasks')!;
        task.r.status = 'on_fire';
        bad = task.r.id!;
        records.push({ t: 'task_assignments', r: { task_id: bad, user_id: records[0].r.id, created_at: '2025-01-01T00:00:00+00:00' } });
      },
    );
    const r = await admin(['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({ status: 'partial', refused: 3 });
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(19);
    expect(Number((await db('cycles').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(1);
    const run = must(await sdk.getImportRun(r.json.runId, as(target.apiKey)));
    expect(run).toMatchObject({ status: 'partial', refused: 3 });
    const reasons = run.refusals.map((x) => `${x.kind} ${x.sourceId}: ${x.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cycles .*cycles_no_overlap/),
        expect.stringMatching(new RegExp(`^tasks ${bad}: .*tasks_status`)),
        expect.stringMatching(new RegExp(`^task_assignments ${bad}:.*task_id names tasks ${bad}, which was not imported`)),
      ]),
    );
    for (const x of run.refusals) expect(x.reason).not.toContain('Synthetic task');
  }, 60_000);

  it('refuses a truncated file before importing anything (exit 2); a file broken mid-way fails its run (exit 1); an unreadable one is exit 2', async () => {
    const target = await newOrg('Truncated target');
    const file = join(dir, 'truncated.json');
    synthetic(file, 50);
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, whole.indexOf('"end"')));
    const r = await admin(['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json']);
    expect(r.code).toBe(2);
    expect(r.json.error.message).toMatch(/truncated/);
    expect(await db('import_runs').where({ org_id: target.orgId })).toEqual([]);
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(0);
    // Broken in the middle (the trailer intact): the rows before the damage are in, the run failed, and the same
    // command on a repaired file continues without duplicates.
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, whole.replace('"title":"Synthetic task 30"', '"title":"Synthetic task 30"}}garbage'));
    const failed = await admin(['import', '--org', target.orgId, '--from', broken, '--format', 'sextant-json', '--batch-size', '10']);
    expect(failed.code, JSON.stringify(failed.json)).toBe(1);
    expect(failed.json).toMatchObject({ status: 'failed' });
    expect(failed.json.error as unknown).toMatch(/not valid JSON.*rows already imported are skipped/);
    writeFileSync(broken, whole);
    const again = await admin(['import', '--org', target.orgId, '--from', broken, '--format', 'sextant-json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.json.status).toBe('completed');
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(50);
    const missing = await admin(['import', '--org', target.orgId, '--from', join(dir, 'nope.json'), '--format', 'sextant-json']);
    expect(missing.code).toBe(2);
    expect(missing.json.error.message).toContain('cannot read');
    const notExport = join(dir, 'not-export.json');
    writeFileSync(notExport, '{"hello": "world"}');
    const wrong = await admin(['import', '--org', target.orgId, '--from', notExport, '--format', 'sextant-json']);
    expect(wrong.code).toBe(2);
    expect(wrong.json.error.message).toContain('not a Sextant export');
  }, 60_000);
});
