/**
 * Fuzz of every operation of the document ("bad input never reaches a 500"): for each operation of
 * src/generated/openapi.json, fast-check requests derived from its path, query and body schemas
 * (contract-tests/lib/fuzz.ts: mostly valid values mixed with wrong types, non-decimal and out-of-range numbers,
 * NUL bytes, lone surrogates, deep nesting, extra fields, malformed percent-encoding, garbage ids and refs, dates
 * and numbers at their edges),
 * sent as an admin of a fresh org. Every answer must be below 500, and every 4xx a §7 failure envelope (the
 * document's ErrorEnvelope) with a non-empty suggestion; batch entries likewise. A sample of the same inputs goes
 * through MCP (the SDK client, /api/mcp?toolsets=all) and must never come back as an internal error.
 *
 * Bounded in time: RUNS requests per operation, cut at TIME_MS per operation. A failure prints fast-check's
 * seed and path; rerun with them to reproduce.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { assertFailureEnvelope } from '../lib/contract.js';
import { fuzzOperations, httpRequest, inputArb, mcpArguments, validPath, type FuzzInput, type FuzzOp, type Pools } from '../lib/fuzz.js';
import { as, must, raw, useSdk } from '../lib/sdkAs.js';
import { mcpAs } from '../lib/mcpTools.js';
import { type Answer, type BatchAnswer, structured } from './_setup.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 14);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 1_500);
const MCP_SAMPLES = Number(process.env.FUZZ_MCP_SAMPLES ?? 2);
/** FUZZ_STATS=1 prints the statuses seen per operation (to check the inputs reach past validation). */
const stats = new Map<string, Map<number, number>>();
const count = (op: string, status: number) => {
  const m = stats.get(op) ?? new Map<number, number>();
  m.set(status, (m.get(status) ?? 0) + 1);
  stats.set(op, m);
};

let org: Awaited<ReturnType<typeof newOrg>>;
let mcp: Client;
let pools: Pools;

useSdk();
beforeAll(async () => {
  org = await newOrg('Fuzz org');
  const api = as(org.apiKey);
  const eng = as(org.engineerKey);
  const me = org.userId;
  // A few real entities so that generated ids and refs sometimes hit something.
  const vision = must(await sdk.createVision({ name: 'Fuzz vision', kind: 'product', narrative: 'n' }, undefined, api));
  must(await sdk.createVision({ name: 'Second fuzz vision', kind: 'product', narrative: 'n' }, undefined, api));
  must(await sdk.updateVision(vision.ref, { narrative: 'second version' }, undefined, api));
  const metric = must(await sdk.createMetric({ name: 'Fuzz metric', unit: 'count' }, undefined, api));
  must(await sdk.createMetricValue(metric.ref, { value: 3 }, undefined, api));
  must(await sdk.createMetricValue(metric.ref, { value: 4 }, undefined, api));
  const spareMetric = must(await sdk.createMetric({ name: 'Second fuzz metric', unit: 'count' }, undefined, api));
  const objective = must(
    await sdk.createObjective(
      {
        title: 'Fuzz objective',
        visionId: vision.ref,
        driId: me,
        metric: { metricId: metric.id, operator: 'gte', target: 5 },
      },
      undefined,
      api,
    ),
  );
  const opportunity = must(await sdk.createOpportunity({ title: 'Fuzz opportunity' }, undefined, api));
  must(await sdk.createOpportunityObjectiveLink(opportunity.ref, { objectiveId: objective.id }, undefined, api));
  const team = must(await sdk.createTeam({ name: 'Fuzz team', prefix: 'FZZ' }, undefined, api));
  must(await sdk.addTeamMember(team.id, { userId: org.engineerId }, undefined, api));
  must(await sdk.createTeam({ name: 'Second fuzz team', prefix: 'FZY' }, undefined, api));
  must(await sdk.addTeamMember(team.id, { userId: me }, undefined, api));
  const task = must(await sdk.createTask({ title: 'Fuzz task', opportunityId: opportunity.ref, teamId: team.id }, undefined, api));
  const spareTask = must(await sdk.createTask({ title: 'Second fuzz task', opportunityId: opportunity.ref, teamId: team.id }, undefined, api));
  must(await sdk.createOpportunity({ title: 'Second fuzz opportunity' }, undefined, api));
  must(await sdk.createTaskAssignment(task.ref, { userId: org.engineerId }, undefined, api));
  must(await sdk.setSubscription({ entityType: 'task', entityId: task.ref, subscribed: true }, undefined, api));
  // A notification for the fuzzing key: the engineer changes a task it follows.
  must(await sdk.updateTask(task.ref, { priority: 'high' }, undefined, eng));
  const notifications = must(await sdk.listNotifications(undefined, api));
  // Customer voice: an account with a contact and an ARR point, and an insight rooted at it.
  const customer = must(await sdk.createCustomer({ name: 'Fuzz customer' }, undefined, api));
  const contact = must(await sdk.createCustomerContact(customer.ref, { name: 'Fuzz contact' }, undefined, api));
  const arrPoint = must(await sdk.createCustomerArrPoint(customer.ref, { level: 1000, effectiveDate: '2026-01-01' }, undefined, api));
  must(await sdk.linkCustomerOpportunity(customer.ref, { opportunityId: opportunity.ref }, undefined, api));
  const insight = must(await sdk.createInsight({ verbatim: 'Fuzz insight', source: 'interview', customerId: customer.id }, undefined, api));
  // Files and time: a pending file (no bytes are fuzzed) and one time entry.
  const file = must(await sdk.createFile({ sha256: 'a'.repeat(64), filename: 'fuzz.txt', contentType: 'text/plain', size: 10 }, undefined, api));
  const entry = must(await sdk.createTimeEntry({ entryDate: '2030-01-02', hours: 1, taskId: task.ref }, undefined, api));
  // Built-in metrics: a category for params.categoryId (and every other categoryId field), one tracked built-in.
  const category = must(await sdk.createCategory({ label: 'Fuzz category' }, undefined, api));
  must(await sdk.trackBuiltinMetric({ builtinId: 'task_throughput', params: { categoryId: category.id } }, undefined, api));
  // Direction: a strategy with two versions, owned by the fuzzing key's user.
  const strategy = must(await sdk.createStrategy({ name: 'Fuzz strategy', content: 'c' }, undefined, api));
  must(await sdk.updateStrategy(strategy.ref, { content: 'second version' }, undefined, api));
  // Events and integrations: a subscription (to the test event only, at an address that never resolves),
  // one test delivery, the org's webhooks integration, an external blocker and an agent run.
  const subscription = must(await sdk.createWebhookSubscription({ url: 'https://hooks.example.invalid/fuzz', eventTypes: ['webhook.test'] }, undefined, api));
  const delivery = must(await sdk.testWebhookSubscription(subscription.id, undefined, api));
  const integrations = must(await sdk.listIntegrations(undefined, api));
  const blocker = must(
    await sdk.createExternalBlocker(
      {
        entityType: 'task',
        entityId: task.ref,
        url: 'https://tickets.example.com/1',
        title: 'Vendor fix',
      },
      undefined,
      api,
    ),
  );
  const run = must(await sdk.createAgentRun({ taskId: task.ref, provider: 'fuzz-agent' }, undefined, api));
  // Import runs are made by the admin CLI only: one finished run, written as the importer writes it.
  const db = createDb(inject('contract').databaseUrl, { min: 0, max: 1 });
  const [importRun] = await db('import_runs')
    .insert({
      org_id: org.orgId,
      format: 'sextant-json',
      source: JSON.stringify({ name: 'fuzz.json', fingerprint: 'fuzz' }),
      source_key: 'sextant:fuzz',
      fingerprint: 'fuzz',
      status: 'completed',
      plan: JSON.stringify([{ phase: 'tasks', rows: 1 }]),
      counts: JSON.stringify([{ phase: 'tasks', imported: 1, matched: 0, skipped: 0, refused: 0 }]),
      started_at: db.fn.now(),
      finished_at: db.fn.now(),
    })
    .returning('id');
  await db.destroy();
  pools = {
    byCollection: {
      visions: [vision.id, vision.ref],
      metrics: [metric.id, metric.ref],
      objectives: [objective.id, objective.ref],
      opportunities: [opportunity.id, opportunity.ref],
      tasks: [task.id, task.ref],
      teams: [team.id],
      users: [org.engineerId, me],
      members: [org.engineerId],
      assignments: [org.engineerId],
      notifications: notifications.map((n) => n.id),
      'link-objective': [objective.id],
      vision: [vision.id, vision.ref],
      versions: ['1', '2'],
      customers: [customer.id, customer.ref],
      contacts: [contact.id],
      arr: [arrPoint.id],
      insights: [insight.id, insight.ref],
      files: [file.file.id],
      'time-entries': [entry.id],
      categories: [category.id],
      'actual-cost-for-opportunity': [opportunity.id, opportunity.ref],
      'actual-cost-for-task': [task.id, task.ref],
      'for-opportunity': [opportunity.id, opportunity.ref],
      strategies: [strategy.id, strategy.ref],
      'webhook-subscriptions': [subscription.id],
      deliveries: [delivery.deliveryId],
      integrations: integrations.map((i) => i.id),
      blockers: [blocker.id],
      'agent-runs': [run.id],
      'import-runs': [importRun.id],
    },
    // The fuzzing key's own user is never edited (a random orgRole would take its capabilities away).
    protected: { users: [me, 'me'] },
    cursors: {},
    // Batch entries get any method, so they name spare entities (a DELETE of the seeded metric would starve the rest).
    paths: [
      '/api/v1/viewer',
      `/api/v1/tasks/${spareTask.ref}`,
      '/api/v1/tasks?limit=1e309',
      '/api/v1/tasks?limit=0x10',
      '/api/v1/tasks/%',
      '/api/v1/visions/%ED%A0%80',
      '/api/v1/search?query=ab%00cd',
      '/api/v1/tasks',
      '/api/v1/visions',
      `/api/v1/metrics/${spareMetric.ref}`,
      '/api/v1/batch',
      '/api/v1/tasks/%00',
      `/api/v1/visions/${vision.ref}/versions/0x1/rename`,
    ],
  };
  // A real next-page cursor for each list that has a second page (limit=1), so valid requests can page.
  for (const op of fuzzOperations().filter((o) => o.method === 'GET' && o.params.some((p) => p.name === 'cursor'))) {
    // Raw: every paged list of the document, its path built from the pools.
    const r = await raw<Answer>(
      org.apiKey,
      'GET',
      `${validPath(op, Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, pools.byCollection[op.path.split('/')[op.path.split('/').indexOf(`{${p.name}}`) - 1]]?.[0] ?? ''])))}?limit=1`,
    );
    if (r.status === 200 && r.data.pagination?.cursor) pools.cursors[op.operationId] = r.data.pagination.cursor;
  }
  mcp = await mcpAs(org.apiKey, '?toolsets=all', 'fuzz');
});
afterAll(async () => {
  await mcp?.close();
  if (process.env.FUZZ_STATS) for (const [op, m] of stats) console.log(op, JSON.stringify(Object.fromEntries([...m].sort())));
});

/** Deletes last, so the seeded entities serve the other operations first. */
const ordered = (ops: FuzzOp[]) => [...ops.filter((o) => o.method !== 'DELETE'), ...ops.filter((o) => o.method === 'DELETE')];

const show = (op: FuzzOp, input: FuzzInput) => {
  const r = httpRequest(op, input);
  return `${r.method} ${r.url}${r.body !== undefined ? ` body ${r.body.slice(0, 300)}` : ''} headers ${JSON.stringify(r.headers)}`;
};

/** The checks every answer must pass: below 500, and a 4xx is a §7 envelope with a suggestion. */
function checkReply(what: string, status: number, body: unknown) {
  expect(status, `${what} → ${status} ${JSON.stringify(body).slice(0, 500)}`).toBeLessThan(500);
  if (status >= 400) assertFailureEnvelope(body, what);
}

describe('fuzz: every operation of the document, over REST', () => {
  for (const op of ordered(fuzzOperations())) {
    it(`${op.method} ${op.path} (${op.operationId})`, async () => {
      const property = fc.asyncProperty(inputArb(op, pools), async (input) => {
        const req = httpRequest(op, input);
        let r: { status: number; data: unknown };
        try {
          // Raw: the fuzzer's request, mostly valid and partly not, written as text (lib/fuzz.ts httpRequest).
          r = await raw(org.apiKey, req.method, req.url, req.body, req.headers);
        } catch (err) {
          throw new Error(`${show(op, input)}: ${(err as Error).message}`);
        }
        count(op.operationId, r.status);
        checkReply(show(op, input), r.status, r.data);
        if (op.operationId === 'runBatch' && r.status === 207) {
          for (const [id, entry] of Object.entries((r.data as BatchAnswer).data)) checkReply(`${show(op, input)} entry ${id}`, entry.status, entry);
        }
      });
      // One input always runs to the end; the rest start while the time budget lasts (fast-check checks it before
      // each run, never mid-request). A budget spent before the next input is not a failure — on a loaded machine
      // fast-check reports it as "interrupted after 0 tests" (or, skipping, as too many pre-condition failures) —
      // only a counterexample is.
      await fc.assert(property, { numRuns: 1 });
      const rest = await fc.check(property, { numRuns: RUNS - 1, interruptAfterTimeLimit: TIME_MS });
      if (rest.failed && rest.counterexample !== null) throw new Error(fc.defaultReportMessage(rest));
    });
  }
});

describe('fuzz: a sample of the same inputs as MCP tool calls', () => {
  it('no tool call ends in an internal or protocol error', async () => {
    for (const op of ordered(fuzzOperations()).filter((o) => o.tool)) {
      for (const input of fc.sample(inputArb(op, pools), MCP_SAMPLES)) {
        const args = mcpArguments(input);
        const what = `${op.tool} ${JSON.stringify(args).slice(0, 300)}`;
        let r: Awaited<ReturnType<typeof mcp.callTool>>;
        try {
          r = await mcp.callTool({ name: op.tool!, arguments: args });
        } catch (err) {
          throw new Error(`${what}: ${(err as Error).message}`);
        }
        const body = structured(r);
        if (r.isError) {
          assertFailureEnvelope(body, what);
          expect(body.error?.code, what).not.toBe('INTERNAL_ERROR');
        } else {
          expect(body?.ok, what).toBe(true);
        }
      }
    }
    // ~480 sequential tool calls at ~140 ms each on the 2-core dev machine: past the default 60 s.
  }, 240_000);
});
