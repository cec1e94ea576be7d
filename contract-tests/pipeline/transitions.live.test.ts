/**
 * Every (from, to) pair of every state machine an API call moves, generated from the tables in src/core/machines
 * (spec 1 §3.2; docs/decisions/0002-state-machines-as-data.md). For each machine and each from state an entity is
 * put in that state (created through the API, then its status set in the test database, which is the quickest way
 * to every starting state and does not bypass the rule under test), and each to state is asked for through the
 * operation that makes that move. The table's answer is expected exactly: allowed → 200 landing on `to`; not allowed
 * → 409 INVALID_STATE_TRANSITION with error.data {from, to, allowed} (every move of the table from `from`) and a suggestion
 * naming each of them. The same state is asked for too; each machine says whether that is a no-op or a refusal.
 *
 * Webhook deliveries and import runs are moved by background code only: their every-pair test is the unit test
 * src/core/machines/machines.test.ts, with a check that the code moving them consults the table.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { client, data, type Reply } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { expectFailure, expectReply } from '../lib/expect.js';
import {
  agentRunMachine,
  customerMachine,
  directionDocumentMachine,
  insightMachine,
  opportunityMachine,
  roomMachine,
  stepMachine,
  strategyMachine,
  taskMachine,
  type Machine,
} from '../../src/core/machines/index.js';

const { baseUrl: _baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let api: Api;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 4 });
  org = await newOrg('Transitions org');
  api = client(org.apiKey);
});
afterAll(async () => {
  await db?.destroy();
});

/** How one machine is driven through the API. */
interface Driver<S extends string> {
  machine: Machine<S>;
  /** The test's name when one machine is driven by two operations. */
  label?: string;
  /** A fresh entity in state `from`; returns what `ask` and `read` need. */
  make(from: S): Promise<{ id: string }>;
  /** The request that asks for the move to `to`, or undefined when no operation asks for `to` directly. */
  ask(e: { id: string }, to: S, from: S): Promise<Reply> | undefined;
  /** The entity's state now. */
  read(e: { id: string }): Promise<string>;
  /** What asking for the current state answers: the reply of a no-op (200), or the table's refusal (409). */
  same: 'noop' | 'refused' | ((state: S) => 'noop' | 'refused');
  /** Starting states that cannot exist (a vision in draft…); none by default. */
  skip?: S[];
}

const status =
  (table: string, column = 'status') =>
  async (id: string, value: string) => {
    await db(table)
      .where({ org_id: org.orgId, id })
      .update({ [column]: value });
  };

const drivers: Driver<any>[] = [
  {
    machine: taskMachine,
    same: 'refused',
    async make(from) {
      const t = await data(api, 'POST', '/api/v1/tasks', { title: `Move ${uniq()}` });
      await status('tasks')(t.id, from);
      return t;
    },
    ask: (e, to) => api('POST', `/api/v1/tasks/${e.id}/set-status`, { status: to }),
    read: async (e) => (await data(api, 'GET', `/api/v1/tasks/${e.id}`)).status,
  } satisfies Driver<(typeof taskMachine.states)[number]>,
  {
    machine: customerMachine,
    same: 'noop',
    async make(from) {
      const c = await data(api, 'POST', '/api/v1/customers', { name: `Acme ${uniq()}` });
      await status('customers')(c.id, from);
      return c;
    },
    ask: (e, to, from) =>
      api('PATCH', `/api/v1/customers/${e.id}`, {
        status: to,
        ...(customerMachine.requires[to] && to !== from ? { reason: `Moved to ${to} in the every-pair test` } : {}),
      }),
    read: async (e) => (await data(api, 'GET', `/api/v1/customers/${e.id}`)).status,
  } satisfies Driver<(typeof customerMachine.states)[number]>,
  {
    machine: opportunityMachine,
    same: 'refused',
    async make(from) {
      const o = await data(api, 'POST', '/api/v1/opportunities', { title: `Opp ${uniq()}` });
      await status('opportunities', 'state')(o.id, from);
      return o;
    },
    ask: (e, to) =>
      to === 'cancelled'
        ? api('POST', `/api/v1/opportunities/${e.id}/reject-via-template`, { category: 'not_now', reason: 'Not this quarter, every-pair test' })
        : api('POST', `/api/v1/opportunities/${e.id}/set-state`, { state: to }),
    read: async (e) => (await data(api, 'GET', `/api/v1/opportunities/${e.id}`)).state,
  } satisfies Driver<(typeof opportunityMachine.states)[number]>,
  {
    // set-review-team on an insight in review hands it to the team again: not a refusal
    machine: insightMachine,
    same: (s) => (s === 'review' ? 'noop' : 'refused'),
    async make(from) {
      const i = await data(api, 'POST', '/api/v1/insights', { verbatim: `Ask ${uniq()}`, source: 'interview', stakeholderUserId: 'me' });
      await status('insights')(i.id, from);
      return i;
    },
    ask(e, to) {
      if (to === 'review') return api('POST', `/api/v1/insights/${e.id}/set-review-team`, { teamId: team.id });
      if (insightMachine.via(to) !== 'setInsightStatus') return undefined; // reached by the service itself, never asked for
      return api('POST', `/api/v1/insights/${e.id}/set-status`, {
        status: to,
        ...(insightMachine.requires[to] ? { note: `Moved to ${to}, every-pair test` } : {}),
        ...(to === 'rejected' ? { rejectionCategory: 'not_now' } : {}),
      });
    },
    read: async (e) => (await data(api, 'GET', `/api/v1/insights/${e.id}`)).status,
  } satisfies Driver<(typeof insightMachine.states)[number]>,
  {
    machine: agentRunMachine,
    same: 'noop',
    async make(from) {
      const r = await data(api, 'POST', '/api/v1/agent-runs', { taskId: runTask.ref, provider: 'claude-code' });
      await status('agent_runs')(r.id, from);
      return r;
    },
    ask: (e, to) => api('PATCH', `/api/v1/agent-runs/${e.id}`, { status: to }),
    read: async (e) => (await data(api, 'GET', `/api/v1/agent-runs/${e.id}`)).status,
  } satisfies Driver<(typeof agentRunMachine.states)[number]>,
  {
    machine: stepMachine,
    same: 'noop',
    async make(from) {
      const o = await data(api, 'POST', '/api/v1/opportunities', { title: `Stepped ${uniq()}` });
      const inst = await data(api, 'POST', '/api/v1/templates/instances', { templateId: stepTemplate.id, entityType: 'opportunity', entityId: o.id });
      const step = inst.steps.find((s: any) => s.title === 'One');
      await status('step_instances')(step.id, from);
      return step;
    },
    // pending and cancelled are reached by the service (start, reject), never asked for
    ask: (e, to) => (to === 'pending' || to === 'cancelled' ? undefined : api('PATCH', `/api/v1/templates/instances/steps/${e.id}`, { status: to })),
    read: async (e) => (await db('step_instances').where({ org_id: org.orgId, id: e.id }).first('status')).status,
  } satisfies Driver<(typeof stepMachine.states)[number]>,
  {
    machine: strategyMachine,
    same: 'refused',
    async make(from) {
      const s = await data(api, 'POST', '/api/v1/strategies', { name: `Strategy ${uniq()}`, content: '## Where we play\nMid-market teams.' });
      await status('strategies')(s.id, from);
      return s;
    },
    ask: (e, to) => (to === 'draft' ? undefined : api('POST', `/api/v1/strategies/${e.id}/${to === 'active' ? 'publish' : 'archive'}`, {})),
    read: async (e) => (await data(api, 'GET', `/api/v1/strategies/${e.id}`)).status,
  } satisfies Driver<(typeof strategyMachine.states)[number]>,
  {
    machine: roomMachine,
    same: 'noop',
    async make(from) {
      const r = await data(api, 'POST', '/api/v1/rooms', { name: `Room ${uniq()}`, memberIds: [org.engineerId] });
      if (from === 'archived') await db('rooms').where({ org_id: org.orgId, id: r.id }).update({ archived_at: db.fn.now() });
      return r;
    },
    ask: (e, to) => (to === 'active' ? undefined : api('POST', `/api/v1/rooms/${e.id}/archive`, {})),
    read: async (e) => ((await data(api, 'GET', `/api/v1/rooms/${e.id}`)).archived ? 'archived' : 'active'),
  } satisfies Driver<(typeof roomMachine.states)[number]>,
  {
    // The same table through PATCH /tasks/{id}, where the current status again is no move.
    machine: taskMachine,
    same: 'noop',
    label: 'task (through PATCH /tasks/{id})',
    make: (from) => drivers[0].make(from),
    ask: (e, to) => api('PATCH', `/api/v1/tasks/${e.id}`, { status: to }),
    read: (e) => drivers[0].read(e),
  } satisfies Driver<(typeof taskMachine.states)[number]>,
  {
    // Publishing needs a person's token (keys never publish); archive is asked with the org's key.
    machine: directionDocumentMachine,
    same: 'refused',
    async make(from) {
      const d = await data(api, 'POST', '/api/v1/direction-documents', { kind: 'context', title: `Notes ${uniq()}`, body: 'Buyers are mid-market.' });
      await status('direction_documents')(d.id, from);
      return d;
    },
    ask: (e, to) => (to === 'archived' ? api('POST', `/api/v1/direction-documents/${e.id}/archive`, {}) : undefined),
    read: async (e) => (await data(api, 'GET', `/api/v1/direction-documents/${e.id}`)).status,
  } satisfies Driver<(typeof directionDocumentMachine.states)[number]>,
];

let team: { id: string };
let runTask: { ref: string };
let stepTemplate: { id: string };
beforeAll(async () => {
  team = await data(api, 'POST', '/api/v1/teams', { name: `Moves ${uniq()}`, prefix: 'MOV' });
  runTask = await data(api, 'POST', '/api/v1/tasks', { title: 'Runs here' });
  stepTemplate = await data(api, 'POST', '/api/v1/templates', {
    name: `Steps ${uniq()}`,
    defaultEntityType: 'opportunity',
    steps: [{ title: 'One' }, { title: 'Two' }],
  });
});

describe.each(drivers.map((d) => [d.label ?? d.machine.noun, d] as const))('the %s machine: every (from, to) pair answers as its table says', (_noun, d) => {
  it.each(d.machine.states.filter((s: string) => !d.skip?.includes(s)).map((s: string) => [s]))('from %s', async (from: string) => {
    const outcomes = await Promise.all(
      d.machine.states.map(async (to: string) => {
        const e = await d.make(from);
        const asked = d.ask(e, to, from);
        if (!asked) return `${from}→${to}: not asked for by any operation`;
        const r = await asked;
        if (d.machine.can(from, to)) {
          expectReply(r, 200);
          expect(await d.read(e), `${d.machine.noun} ${from} → ${to}`).toBe(to);
          return `${from}→${to}: allowed`;
        }
        if (from === to && (typeof d.same === 'function' ? d.same(from) : d.same) === 'noop') {
          expectReply(r, 200);
          expect(await d.read(e)).toBe(from);
          return `${from}→${to}: no-op`;
        }
        const err = expectFailure(r, 409, 'INVALID_STATE_TRANSITION');
        const allowed = d.machine.allowed(from);
        expect(err.data, `${d.machine.noun} ${from} → ${to}`).toMatchObject({ from, to, allowed });
        for (const m of allowed) expect(err.suggestion, `${d.machine.noun} ${from} → ${to}`).toContain(m);
        expect(await d.read(e), `a refused ${from} → ${to} leaves the ${d.machine.noun} as it was`).toBe(from);
        return `${from}→${to}: refused`;
      }),
    );
    expect(outcomes).toHaveLength(d.machine.states.length);
  });
});

describe('the actions a response offers come from the same tables', () => {
  it('a task offers setTaskStatus for exactly its allowed moves; a customer its moves that need no reason', async () => {
    for (const from of taskMachine.states) {
      const t = await drivers[0].make(from);
      const got = expectReply(await api('GET', `/api/v1/tasks/${t.id}`), 200);
      expect(
        got.actions.filter((a: any) => a.name === 'setTaskStatus').map((a: any) => a.body.status),
        from,
      ).toEqual(taskMachine.allowed(from));
    }
    for (const from of customerMachine.states) {
      const c = await drivers[1].make(from);
      const got = expectReply(await api('GET', `/api/v1/customers/${c.id}`), 200);
      expect(
        got.actions.filter((a: any) => a.name === 'updateCustomer').map((a: any) => a.body.status),
        from,
      ).toEqual(customerMachine.allowed(from).filter((s) => !customerMachine.requires[s]));
    }
  });

  it('an opportunity offers its set-state moves; a strategy its publish and archive; a room its archive', async () => {
    for (const from of opportunityMachine.states) {
      const o = await drivers[2].make(from);
      const got = expectReply(await api('GET', `/api/v1/opportunities/${o.id}`), 200);
      expect(
        got.actions.filter((a: any) => a.name === 'setOpportunityState').map((a: any) => a.body.state),
        from,
      ).toEqual(opportunityMachine.allowed(from, 'setOpportunityState'));
    }
    for (const from of strategyMachine.states) {
      const s = await drivers[6].make(from);
      const got = expectReply(await api('GET', `/api/v1/strategies/${s.id}`), 200);
      expect(
        got.actions.map((a: any) => a.name).filter((n: string) => n === 'publishStrategy' || n === 'archiveStrategy'),
        from,
      ).toEqual(strategyMachine.allowed(from).map((to) => strategyMachine.via(to)));
    }
    for (const from of roomMachine.states) {
      const r = await drivers[7].make(from);
      const got = expectReply(await api('GET', `/api/v1/rooms/${r.id}`), 200);
      expect(
        got.actions.some((a: any) => a.name === 'archiveRoom'),
        from,
      ).toBe(roomMachine.can(from, 'archived'));
    }
  });
});
