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
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { as, envelope, failure, must, useSdk } from '../lib/sdkAs.js';
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

const { databaseUrl } = inject('contract');
/** What a generated function resolves to, whichever operation asked for the move. */
type Res = { status: number; data: unknown; headers: Headers };

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let api: RequestInit;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

useSdk();
beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 4 });
  org = await newOrg('Transitions org');
  api = as(org.apiKey);
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
  ask(e: { id: string }, to: S, from: S): Promise<Res> | undefined;
  /** The entity's state now. */
  read(e: { id: string }): Promise<string>;
  /** What asking for the current state answers: the reply of a no-op (200), or the table's refusal (409). */
  same: 'noop' | 'refused' | { fn(state: S): 'noop' | 'refused' }['fn'];
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

/** Asserts a 200, with the body in the failure message (expect.ts `expectReply`). */
const expect200 = (r: Res) => expect(r.status, JSON.stringify(r.data)?.slice(0, 800)).toBe(200);

// Each driver is typed by its machine's states (`satisfies`); the list holds them as drivers of any state.
const drivers: Driver<string>[] = [
  {
    machine: taskMachine,
    same: 'refused',
    async make(from) {
      const t = must(await sdk.createTask({ title: `Move ${uniq()}` }, undefined, api));
      await status('tasks')(t.id, from);
      return t;
    },
    ask: (e, to) => sdk.setTaskStatus(e.id, { status: to }, undefined, api),
    read: async (e) => must(await sdk.getTask(e.id, api)).status,
  } satisfies Driver<(typeof taskMachine.states)[number]>,
  {
    machine: customerMachine,
    same: 'noop',
    async make(from) {
      const c = must(await sdk.createCustomer({ name: `Acme ${uniq()}` }, undefined, api));
      await status('customers')(c.id, from);
      return c;
    },
    ask: (e, to, from) =>
      sdk.updateCustomer(
        e.id,
        {
          status: to,
          ...(customerMachine.requires[to] && to !== from ? { reason: `Moved to ${to} in the every-pair test` } : {}),
        },
        undefined,
        api,
      ),
    read: async (e) => must(await sdk.getCustomer(e.id, api)).status,
  } satisfies Driver<(typeof customerMachine.states)[number]>,
  {
    machine: opportunityMachine,
    same: 'refused',
    async make(from) {
      const o = must(await sdk.createOpportunity({ title: `Opp ${uniq()}` }, undefined, api));
      await status('opportunities', 'state')(o.id, from);
      return o;
    },
    ask: (e, to) =>
      to === 'cancelled'
        ? sdk.rejectOpportunity(e.id, { category: 'not_now', reason: 'Not this quarter, every-pair test' }, undefined, api)
        : sdk.setOpportunityState(e.id, { state: to }, undefined, api),
    read: async (e) => must(await sdk.getOpportunity(e.id, api)).state,
  } satisfies Driver<(typeof opportunityMachine.states)[number]>,
  {
    // set-review-team on an insight in review hands it to the team again: not a refusal
    machine: insightMachine,
    same: (s) => (s === 'review' ? 'noop' : 'refused'),
    async make(from) {
      const i = must(await sdk.createInsight({ verbatim: `Ask ${uniq()}`, source: 'interview', stakeholderUserId: 'me' }, undefined, api));
      await status('insights')(i.id, from);
      return i;
    },
    ask(e, to) {
      if (to === 'review') return sdk.setInsightReviewTeam(e.id, { teamId: team.id }, undefined, api);
      if (insightMachine.via(to) !== 'setInsightStatus') return undefined; // reached by the service itself, never asked for
      return sdk.setInsightStatus(
        e.id,
        {
          status: to as sdk.SetInsightStatusBody['status'],
          ...(insightMachine.requires[to] ? { note: `Moved to ${to}, every-pair test` } : {}),
          ...(to === 'rejected' ? { rejectionCategory: 'not_now' } : {}),
        },
        undefined,
        api,
      );
    },
    read: async (e) => must(await sdk.getInsight(e.id, api)).status,
  } satisfies Driver<(typeof insightMachine.states)[number]>,
  {
    machine: agentRunMachine,
    same: 'noop',
    async make(from) {
      const r = must(await sdk.createAgentRun({ taskId: runTask.ref, provider: 'claude-code' }, undefined, api));
      await status('agent_runs')(r.id, from);
      return r;
    },
    ask: (e, to) => sdk.updateAgentRun(e.id, { status: to }, undefined, api),
    read: async (e) => must(await sdk.getAgentRun(e.id, api)).status,
  } satisfies Driver<(typeof agentRunMachine.states)[number]>,
  {
    machine: stepMachine,
    same: 'noop',
    async make(from) {
      const o = must(await sdk.createOpportunity({ title: `Stepped ${uniq()}` }, undefined, api));
      const inst = must(await sdk.startTemplateInstance({ templateId: stepTemplate.id, entityType: 'opportunity', entityId: o.id }, undefined, api));
      const step = inst.steps.find((s) => s.title === 'One');
      if (!step) throw new Error(`no step One in ${JSON.stringify(inst)}`);
      await status('step_instances')(step.id, from);
      return step;
    },
    // pending and cancelled are reached by the service (start, reject), never asked for
    ask: (e, to) => (to === 'pending' || to === 'cancelled' ? undefined : sdk.updateStepInstance(e.id, { status: to }, undefined, api)),
    read: async (e) => (await db('step_instances').where({ org_id: org.orgId, id: e.id }).first('status')).status,
  } satisfies Driver<(typeof stepMachine.states)[number]>,
  {
    machine: strategyMachine,
    same: 'refused',
    async make(from) {
      const s = must(await sdk.createStrategy({ name: `Strategy ${uniq()}`, content: '## Where we play\nMid-market teams.' }, undefined, api));
      await status('strategies')(s.id, from);
      return s;
    },
    ask: (e, to) => (to === 'draft' ? undefined : to === 'active' ? sdk.publishStrategy(e.id, undefined, api) : sdk.archiveStrategy(e.id, undefined, api)),
    read: async (e) => must(await sdk.getStrategy(e.id, api)).status,
  } satisfies Driver<(typeof strategyMachine.states)[number]>,
  {
    machine: roomMachine,
    same: 'noop',
    async make(from) {
      const r = must(await sdk.createRoom({ name: `Room ${uniq()}`, memberIds: [org.engineerId] }, undefined, api));
      if (from === 'archived') await db('rooms').where({ org_id: org.orgId, id: r.id }).update({ archived_at: db.fn.now() });
      return r;
    },
    ask: (e, to) => (to === 'active' ? undefined : sdk.archiveRoom(e.id, undefined, api)),
    read: async (e) => (must(await sdk.getRoom(e.id, api)).archived ? 'archived' : 'active'),
  } satisfies Driver<(typeof roomMachine.states)[number]>,
  {
    // The same table through PATCH /tasks/{id}, where the current status again is no move.
    machine: taskMachine,
    same: 'noop',
    label: 'task (through PATCH /tasks/{id})',
    make: (from) => drivers[0].make(from),
    ask: (e, to) => sdk.updateTask(e.id, { status: to }, undefined, api),
    read: (e) => drivers[0].read(e),
  } satisfies Driver<(typeof taskMachine.states)[number]>,
  {
    // Publishing needs a person's token (keys never publish); archive is asked with the org's key.
    machine: directionDocumentMachine,
    same: 'refused',
    async make(from) {
      const d = must(await sdk.createDirectionDocument({ kind: 'context', title: `Notes ${uniq()}`, body: 'Buyers are mid-market.' }, undefined, api));
      await status('direction_documents')(d.id, from);
      return d;
    },
    ask: (e, to) => (to === 'archived' ? sdk.archiveDirectionDocument(e.id, undefined, api) : undefined),
    read: async (e) => must(await sdk.getDirectionDocument(e.id, api)).status,
  } satisfies Driver<(typeof directionDocumentMachine.states)[number]>,
];

let team: { id: string };
let runTask: { ref: string };
let stepTemplate: { id: string };
beforeAll(async () => {
  team = must(await sdk.createTeam({ name: `Moves ${uniq()}`, prefix: 'MOV' }, undefined, api));
  runTask = must(await sdk.createTask({ title: 'Runs here' }, undefined, api));
  stepTemplate = must(
    await sdk.createTemplate(
      {
        name: `Steps ${uniq()}`,
        defaultEntityType: 'opportunity',
        steps: [{ title: 'One' }, { title: 'Two' }],
      },
      undefined,
      api,
    ),
  );
});

describe.each(drivers.map((d) => [d.label ?? d.machine.noun, d] as const))('the %s machine: every (from, to) pair answers as its table says', (_noun, d) => {
  it.each(d.machine.states.filter((s) => !d.skip?.includes(s)).map((s) => [s]))('from %s', async (from: string) => {
    const outcomes = await Promise.all(
      d.machine.states.map(async (to) => {
        const e = await d.make(from);
        const asked = d.ask(e, to, from);
        if (!asked) return `${from}→${to}: not asked for by any operation`;
        const r = await asked;
        if (d.machine.can(from, to)) {
          expect200(r);
          expect(await d.read(e), `${d.machine.noun} ${from} → ${to}`).toBe(to);
          return `${from}→${to}: allowed`;
        }
        if (from === to && (typeof d.same === 'function' ? d.same(from) : d.same) === 'noop') {
          expect200(r);
          expect(await d.read(e)).toBe(from);
          return `${from}→${to}: no-op`;
        }
        const err = failure(r, 409, 'INVALID_STATE_TRANSITION');
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
      const got = envelope(await sdk.getTask(t.id, api));
      expect(
        got.actions.filter((a) => a.name === 'setTaskStatus').map((a) => a.body?.status),
        from,
      ).toEqual(taskMachine.allowed(from));
    }
    for (const from of customerMachine.states) {
      const c = await drivers[1].make(from);
      const got = envelope(await sdk.getCustomer(c.id, api));
      expect(
        got.actions.filter((a) => a.name === 'updateCustomer').map((a) => a.body?.status),
        from,
      ).toEqual(customerMachine.allowed(from).filter((s) => !customerMachine.requires[s]));
    }
  });

  it('an opportunity offers its set-state moves; a strategy its publish and archive; a room its archive', async () => {
    for (const from of opportunityMachine.states) {
      const o = await drivers[2].make(from);
      const got = envelope(await sdk.getOpportunity(o.id, api));
      expect(
        got.actions.filter((a) => a.name === 'setOpportunityState').map((a) => a.body?.state),
        from,
      ).toEqual(opportunityMachine.allowed(from, 'setOpportunityState'));
    }
    for (const from of strategyMachine.states) {
      const s = await drivers[6].make(from);
      const got = envelope(await sdk.getStrategy(s.id, api));
      expect(
        got.actions.map((a) => a.name).filter((n) => n === 'publishStrategy' || n === 'archiveStrategy'),
        from,
      ).toEqual(strategyMachine.allowed(from).map((to) => strategyMachine.via(to)));
    }
    for (const from of roomMachine.states) {
      const r = await drivers[7].make(from);
      const got = envelope(await sdk.getRoom(r.id, api));
      expect(
        got.actions.some((a) => a.name === 'archiveRoom'),
        from,
      ).toBe(roomMachine.can(from, 'archived'));
    }
  });
});
