/** The agent_runs query module against Postgres: list by task or integration and status, newest first, paged; writes; scoping. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findAgentRun, insertAgentRun, listAgentRuns, toAgentRun, updateAgentRun } from './agentRuns.js';

const t = useTestDb();

describe('agent_runs query module', () => {
  it("lists a task's runs of a status (or all) newest first across pages; stamps started/finished; another org sees none", async () => {
    const a = await t.newOrg('Runs A');
    const b = await t.newOrg('Runs B');
    const o = a.orgId;
    const [team] = await t.db('teams').insert({ org_id: o, name: 'Core', prefix: 'CORE' }).returning('id');
    const [task, other] = await t
      .db('tasks')
      .insert([
        { org_id: o, number: 5, title: 'T', team_id: team.id, created_by: a.userId },
        { org_id: o, number: 6, title: 'U', created_by: a.userId },
      ])
      .returning('id');
    const base = { integration_id: null, provider: 'codex', summary: '', url: null, external_id: null, created_by_user_id: a.userId };
    const ids: { id: string; status: 'queued' | 'running' }[] = [];
    for (const status of ['queued', 'running', 'queued'] as const)
      ids.push({ id: await insertAgentRun(t.db, o, { ...base, task_id: task.id, status }, status === 'running'), status });
    await insertAgentRun(t.db, o, { ...base, task_id: other.id, status: 'queued' }, false);
    for (const status of [undefined, 'queued', 'running'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listAgentRuns(t.db, o, { taskId: task.id, status }, { cursor, limit: 1 });
        seen.push(...page.rows.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect([status, seen]).toEqual([
        status,
        ids
          .filter((r) => !status || r.status === status)
          .map((r) => r.id)
          .reverse(),
      ]);
    }
    expect((await listAgentRuns(t.db, b.orgId, { taskId: task.id }, { limit: 10 })).rows).toEqual([]);
    const running = (await findAgentRun(t.db, o, ids[1].id))!;
    expect(toAgentRun(running)).toMatchObject({ id: ids[1].id, taskId: task.id, taskRef: 'CORE-5', status: 'running', finishedAt: null });
    expect(running.started_at).not.toBeNull();
    await updateAgentRun(t.db, o, ids[1].id, { status: 'succeeded', summary: 'done' }, { finished: true });
    expect(toAgentRun((await findAgentRun(t.db, o, ids[1].id))!)).toMatchObject({ status: 'succeeded', summary: 'done', finishedAt: expect.any(String) });
    expect(await findAgentRun(t.db, b.orgId, ids[0].id)).toBeUndefined();
  });
});
