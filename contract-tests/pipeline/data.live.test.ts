/**
 * Data rules on the real server and a real Postgres: keyset pagination (spec 2 §4.2), per-org numbers under
 * concurrency (spec 1 §2.1), visionPath upkeep (spec 1 §1), nesting rules (spec 1 §2.3), lifecycle refusals
 * (spec 1 §3.2), readings on system metrics (spec 1 §2.4).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';

let api: ReturnType<typeof client>;
let me: string;

beforeAll(async () => {
  const org = await newOrg('Data org');
  api = client(org.apiKey);
  me = (await api('GET', '/api/v1/viewer')).body.data.userId;
});

describe('keyset pagination', () => {
  it('walks every row once through next actions, in the list order', async () => {
    for (let i = 0; i < 7; i++) expect((await api('POST', '/api/v1/tasks', { title: `Paged ${i}` })).status).toBe(201);
    const seen: number[] = [];
    let href: string | undefined = '/api/v1/tasks?limit=3';
    let pages = 0;
    while (href) {
      const r: { status: number; body: any } = await api('GET', href);
      expect(r.status).toBe(200);
      seen.push(...r.body.data.map((t: any) => t.number));
      expect(r.body.meta.pagination.nextCursor).toBe(r.body.pagination.cursor);
      expect(r.body.pagination.hasMore).toBe(r.body.pagination.cursor !== null);
      href = r.body.actions.find((a: any) => a.rel === 'next')?.href;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(7);
  });

  it('lists the company vision first', async () => {
    await api('POST', '/api/v1/visions', { name: 'P', kind: 'product', narrative: 'p' });
    await api('POST', '/api/v1/visions', { name: 'C', narrative: 'c' });
    const r = await api('GET', '/api/v1/visions');
    expect(r.body.data.map((v: any) => v.kind)).toEqual(['company', 'product']);
    const second = await api('POST', '/api/v1/visions', { name: 'C2', kind: 'company', narrative: 'c' });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('ALREADY_EXISTS');
  });
});

describe('per-org numbers', () => {
  it('concurrent creates get distinct consecutive numbers', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api('POST', '/api/v1/metrics', { name: `m${i}`, unit: 'count' })));
    const numbers = results.map((r) => r.body.data.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19] - numbers[0]).toBe(19);
  });
});

describe('visionPath upkeep', () => {
  it('moving an objective to another vision re-roots its opportunities and tasks', async () => {
    const v1 = (await api('POST', '/api/v1/visions', { name: 'V1', kind: 'product', narrative: 'a' })).body.data;
    const v2 = (await api('POST', '/api/v1/visions', { name: 'V2', kind: 'product', narrative: 'b' })).body.data;
    const obj = (await api('POST', '/api/v1/objectives', { title: 'O', visionId: v1.ref, driId: me })).body.data;
    const opp = (await api('POST', '/api/v1/opportunities', { title: 'Opp', objectiveLinks: [{ objectiveId: obj.ref }] })).body.data;
    const task = (await api('POST', '/api/v1/tasks', { title: 'T', opportunityId: opp.ref })).body.data;
    expect(task.visionPath).toBe(`${v1.id}/${obj.id}/${opp.id}/${task.id}`);
    expect((await api('GET', `/api/v1/visions/${v1.ref}/children`)).body.data).toEqual({ objectives: 1, opportunities: 1, tasks: 1 });

    expect((await api('PATCH', `/api/v1/objectives/${obj.ref}`, { visionId: v2.id })).status).toBe(200);
    expect((await api('GET', `/api/v1/tasks/${task.ref}`)).body.data.visionPath).toBe(`${v2.id}/${obj.id}/${opp.id}/${task.id}`);
    expect((await api('GET', `/api/v1/visions/${v1.ref}/children`)).body.data).toEqual({ objectives: 0, opportunities: 0, tasks: 0 });
    expect((await api('GET', `/api/v1/visions/${v2.ref}/children`)).body.data).toEqual({ objectives: 1, opportunities: 1, tasks: 1 });

    // unlinking the only objective leaves the opportunity and its tasks unanchored
    expect((await api('DELETE', `/api/v1/opportunities/${opp.ref}/link-objective/${obj.ref}`)).status).toBe(200);
    expect((await api('GET', `/api/v1/tasks/${task.ref}`)).body.data.visionPath).toBeNull();
  });
});

describe('objective nesting (spec 1 §2.3)', () => {
  it('one primary parent, one level deep, no self links', async () => {
    const v = (await api('POST', '/api/v1/visions', { name: 'N', kind: 'product', narrative: 'n' })).body.data;
    const mk = async (title: string) => (await api('POST', '/api/v1/objectives', { title, visionId: v.id, driId: me })).body.data.ref as string;
    const [a, b, c, d] = [await mk('A'), await mk('B'), await mk('C'), await mk('D')];
    expect((await api('POST', `/api/v1/objectives/${b}/set-alignment-link`, { parentId: a, kind: 'primary' })).status).toBe(200);
    const second = await api('POST', `/api/v1/objectives/${b}/set-alignment-link`, { parentId: c, kind: 'primary' });
    expect([second.status, second.body.error.code]).toEqual([409, 'ALREADY_EXISTS']);
    const deep = await api('POST', `/api/v1/objectives/${d}/set-alignment-link`, { parentId: b, kind: 'primary' });
    expect(deep.status).toBe(422);
    const parentWithChildren = await api('POST', `/api/v1/objectives/${a}/set-alignment-link`, { parentId: c, kind: 'primary' });
    expect(parentWithChildren.status).toBe(422);
    expect((await api('POST', `/api/v1/objectives/${a}/set-alignment-link`, { parentId: a, kind: 'supporting' })).status).toBe(400);
    const supporting = await api('POST', `/api/v1/objectives/${b}/set-alignment-link`, { parentId: c, kind: 'supporting' });
    expect(supporting.body.data.alsoServes.map((x: any) => x.ref)).toEqual([c]);
    const removed = await api('POST', `/api/v1/objectives/${b}/set-alignment-link`, { parentId: a, kind: null });
    expect(removed.body.data.parent).toBeNull();
    const grid = (await api('GET', '/api/v1/objectives/alignment')).body.data;
    const row = grid.rows.find((r: any) => r.ref === b);
    expect(row.serves).toEqual([{ objectiveId: expect.any(String), kind: 'supporting' }]);
  });
});

describe('lifecycles (spec 1 §3.2)', () => {
  it('opportunity set-state refuses the current state and offers only valid moves', async () => {
    const o = (await api('POST', '/api/v1/opportunities', { title: 'L' })).body.data;
    const same = await api('POST', `/api/v1/opportunities/${o.ref}/set-state`, { state: 'backlog' });
    expect([same.status, same.body.error.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    expect(same.body.error.data.allowed).toEqual(['in_progress', 'completed', 'cancelled']); // every move from backlog; cancelled is reject-via-template's
    expect(same.body.error.suggestion).toMatch(/cancelled \(rejectOpportunity\)/);
    const done = await api('POST', `/api/v1/opportunities/${o.ref}/set-state`, { state: 'completed' });
    expect(done.body.actions.filter((a: any) => a.name === 'setOpportunityState').map((a: any) => a.body.state)).toEqual(['backlog', 'in_progress']);
  });

  it('every offered action succeeds when followed', async () => {
    const t = (await api('POST', '/api/v1/tasks', { title: 'Follow me' })).body.data;
    let current = await api('GET', `/api/v1/tasks/${t.ref}`);
    for (let step = 0; step < 4; step++) {
      for (const a of current.body.actions) {
        if (a.method !== 'GET') continue;
        const r = await api(a.method, a.href);
        expect(r.status, `${a.method} ${a.href}`).toBe(200);
      }
      const move = current.body.actions.find((a: any) => a.name === 'setTaskStatus');
      current = await api(move.method, move.href, move.body);
      expect(current.status, JSON.stringify(move)).toBe(200);
    }
  });

  it('task moves outside the table are refused; reopening works', async () => {
    const t = (await api('POST', '/api/v1/tasks', { title: 'Flow', status: 'in_progress' })).body.data;
    expect(t.ownerId).toBe(me);
    expect((await api('PATCH', `/api/v1/tasks/${t.ref}`, { status: 'duplicate' })).status).toBe(409);
    expect((await api('POST', `/api/v1/tasks/${t.ref}/set-status`, { status: 'completed' })).status).toBe(200);
    const reopened = await api('POST', `/api/v1/tasks/${t.ref}/set-status`, { status: 'todo' });
    expect(reopened.body.data.status).toBe('todo');
  });
});

describe('metric readings (spec 1 §2.4)', () => {
  it('system-sourced metrics refuse readings by hand', async () => {
    const m = (await api('POST', '/api/v1/metrics', { name: 'Throughput', unit: 'count', dataSourceType: 'system' })).body.data;
    const r = await api('POST', `/api/v1/metrics/${m.ref}/values`, { value: 3 });
    expect([r.status, r.body.error.code]).toEqual([422, 'SOURCE_OWNED_FIELDS']);
    expect((await api('GET', `/api/v1/metrics/${m.ref}/values`)).body.data).toEqual([]);
  });
});
