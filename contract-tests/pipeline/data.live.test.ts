/**
 * Data rules on the real server and a real Postgres: keyset pagination (spec 2 §4.2), per-org numbers under
 * concurrency (spec 1 §2.1), visionPath upkeep (spec 1 §1), nesting rules (spec 1 §2.3), lifecycle refusals
 * (spec 1 §3.2), readings on system metrics (spec 1 §2.4).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { TaskListResponse } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, errorOf, must, ok, raw, useSdk } from '../lib/sdkAs.js';

useSdk();
let key: string;
let api: RequestInit;
let me: string;

beforeAll(async () => {
  const org = await newOrg('Data org');
  key = org.apiKey;
  api = as(key);
  me = ok(await sdk.getViewer(api)).userId;
});

describe('keyset pagination', () => {
  it('walks every row once through next actions, in the list order', async () => {
    for (let i = 0; i < 7; i++) expect((await sdk.createTask({ title: `Paged ${i}` }, undefined, api)).status).toBe(201);
    const seen: number[] = [];
    let href: string | undefined = '/api/v1/tasks?limit=3';
    let pages = 0;
    while (href) {
      // Raw: the next page is the href of the `next` action, followed as a client follows a link.
      const r: { status: number; data: TaskListResponse } = await raw<TaskListResponse>(key, 'GET', href);
      expect(r.status).toBe(200);
      seen.push(...r.data.data.map((t) => t.number));
      expect(r.data.meta.pagination?.nextCursor).toBe(r.data.pagination.cursor);
      expect(r.data.pagination.hasMore).toBe(r.data.pagination.cursor !== null);
      href = r.data.actions.find((a) => a.rel === 'next')?.href;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(7);
  });

  it('lists the company vision first', async () => {
    await sdk.createVision({ name: 'P', kind: 'product', narrative: 'p' }, undefined, api);
    await sdk.createVision({ name: 'C', narrative: 'c' }, undefined, api);
    const r = await sdk.listVisions(undefined, api);
    expect(ok(r).map((v) => v.kind)).toEqual(['company', 'product']);
    const second = await sdk.createVision({ name: 'C2', kind: 'company', narrative: 'c' }, undefined, api);
    expect(second.status).toBe(409);
    expect(errorOf(second).code).toBe('ALREADY_EXISTS');
  });
});

describe('per-org numbers', () => {
  it('concurrent creates get distinct consecutive numbers', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => sdk.createMetric({ name: `m${i}`, unit: 'count' }, undefined, api)));
    const numbers = results.map((r) => must(r).number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19] - numbers[0]).toBe(19);
  });
});

describe('visionPath upkeep', () => {
  it('moving an objective to another vision re-roots its opportunities and tasks', async () => {
    const v1 = must(await sdk.createVision({ name: 'V1', kind: 'product', narrative: 'a' }, undefined, api));
    const v2 = must(await sdk.createVision({ name: 'V2', kind: 'product', narrative: 'b' }, undefined, api));
    const obj = must(await sdk.createObjective({ title: 'O', visionId: v1.ref, driId: me }, undefined, api));
    const opp = must(await sdk.createOpportunity({ title: 'Opp', objectiveLinks: [{ objectiveId: obj.ref }] }, undefined, api));
    const task = must(await sdk.createTask({ title: 'T', opportunityId: opp.ref }, undefined, api));
    expect(task.visionPath).toBe(`${v1.id}/${obj.id}/${opp.id}/${task.id}`);
    const children = async (ref: string) => must(await sdk.getVisionChildren(ref, api));
    expect(await children(v1.ref)).toEqual({ objectives: 1, opportunities: 1, tasks: 1 });

    expect((await sdk.updateObjective(obj.ref, { visionId: v2.id }, undefined, api)).status).toBe(200);
    expect(must(await sdk.getTask(task.ref, api)).visionPath).toBe(`${v2.id}/${obj.id}/${opp.id}/${task.id}`);
    expect(await children(v1.ref)).toEqual({ objectives: 0, opportunities: 0, tasks: 0 });
    expect(await children(v2.ref)).toEqual({ objectives: 1, opportunities: 1, tasks: 1 });

    // unlinking the only objective leaves the opportunity and its tasks unanchored
    expect((await sdk.deleteOpportunityObjectiveLink(opp.ref, obj.ref, undefined, api)).status).toBe(200);
    expect(must(await sdk.getTask(task.ref, api)).visionPath).toBeNull();
  });
});

describe('objective nesting (spec 1 §2.3)', () => {
  it('one primary parent, one level deep, no self links', async () => {
    const v = must(await sdk.createVision({ name: 'N', kind: 'product', narrative: 'n' }, undefined, api));
    const mk = async (title: string) => must(await sdk.createObjective({ title, visionId: v.id, driId: me }, undefined, api)).ref;
    const link = (id: string, body: sdk.SetObjectiveAlignmentLinkBody) => sdk.setObjectiveAlignmentLink(id, body, undefined, api);
    const [a, b, c, d] = [await mk('A'), await mk('B'), await mk('C'), await mk('D')];
    expect((await link(b, { parentId: a, kind: 'primary' })).status).toBe(200);
    const second = await link(b, { parentId: c, kind: 'primary' });
    expect([second.status, errorOf(second).code]).toEqual([409, 'ALREADY_EXISTS']);
    const deep = await link(d, { parentId: b, kind: 'primary' });
    expect(deep.status).toBe(422);
    const parentWithChildren = await link(a, { parentId: c, kind: 'primary' });
    expect(parentWithChildren.status).toBe(422);
    expect((await link(a, { parentId: a, kind: 'supporting' })).status).toBe(400);
    const supporting = await link(b, { parentId: c, kind: 'supporting' });
    expect(must(supporting).alsoServes.map((x) => x.ref)).toEqual([c]);
    const removed = await link(b, { parentId: a, kind: null });
    expect(must(removed).parent).toBeNull();
    const grid = must(await sdk.getObjectiveAlignment(api));
    const row = grid.rows.find((r) => r.ref === b);
    expect(row?.serves).toEqual([{ objectiveId: expect.any(String), kind: 'supporting' }]);
  });
});

describe('lifecycles (spec 1 §3.2)', () => {
  it('opportunity set-state refuses the current state and offers only valid moves', async () => {
    const o = must(await sdk.createOpportunity({ title: 'L' }, undefined, api));
    const same = await sdk.setOpportunityState(o.ref, { state: 'backlog' }, undefined, api);
    expect([same.status, errorOf(same).code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    expect(errorOf(same).data?.allowed).toEqual(['in_progress', 'completed', 'cancelled']); // every move from backlog; cancelled is reject-via-template's
    expect(errorOf(same).suggestion).toMatch(/cancelled \(rejectOpportunity\)/);
    const done = await sdk.setOpportunityState(o.ref, { state: 'completed' }, undefined, api);
    expect(
      envelope(done)
        .actions.filter((a) => a.name === 'setOpportunityState')
        .map((a) => a.body?.state),
    ).toEqual(['backlog', 'in_progress']);
  });

  it('every offered action succeeds when followed', async () => {
    const t = must(await sdk.createTask({ title: 'Follow me' }, undefined, api));
    let actions = envelope(await sdk.getTask(t.ref, api)).actions;
    for (let step = 0; step < 4; step++) {
      // Raw: each action is followed as given (method, href, body), as a client follows a link.
      for (const a of actions) {
        if (a.method !== 'GET') continue;
        const r = await raw(key, a.method, a.href);
        expect(r.status, `${a.method} ${a.href}`).toBe(200);
      }
      const move = actions.find((a) => a.name === 'setTaskStatus');
      if (!move) throw new Error(`no setTaskStatus among ${JSON.stringify(actions)}`);
      const current = await raw<sdk.TaskResponse>(key, move.method, move.href, move.body);
      expect(current.status, JSON.stringify(move)).toBe(200);
      actions = current.data.actions;
    }
  });

  it('task moves outside the table are refused; reopening works', async () => {
    const t = must(await sdk.createTask({ title: 'Flow', status: 'in_progress' }, undefined, api));
    expect(t.ownerId).toBe(me);
    expect((await sdk.updateTask(t.ref, { status: 'duplicate' }, undefined, api)).status).toBe(409);
    expect((await sdk.setTaskStatus(t.ref, { status: 'completed' }, undefined, api)).status).toBe(200);
    const reopened = await sdk.setTaskStatus(t.ref, { status: 'todo' }, undefined, api);
    expect(must(reopened).status).toBe('todo');
  });
});

describe('metric readings (spec 1 §2.4)', () => {
  it('system-sourced metrics refuse readings by hand', async () => {
    const m = must(await sdk.createMetric({ name: 'Throughput', unit: 'count', dataSourceType: 'system' }, undefined, api));
    const r = await sdk.createMetricValue(m.ref, { value: 3 }, undefined, api);
    expect([r.status, errorOf(r).code]).toEqual([422, 'SOURCE_OWNED_FIELDS']);
    expect(must(await sdk.listMetricValues(m.ref, undefined, api))).toEqual([]);
  });
});
