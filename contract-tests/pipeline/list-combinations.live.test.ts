/**
 * Every paged list of the document, every filter alone and every pair of filters (spec 2 §4.2 paging, the list
 * operations of §4.x). The list operations are read from src/generated/openapi.json: a GET that declares the
 * `cursor` parameter is a paged list. Each has an entry in LISTS (contract-tests/lib/listFilters.ts) naming the
 * path to call and, per query parameter, the predicate the filter means over a returned item. The test then:
 *  - fetches the whole unfiltered list across pages (limit 200);
 *  - for every filter alone and every pair, with values drawn from the seeded data plus one that matches nothing,
 *    expects exactly the unfiltered items the predicate keeps (as a set; each row once);
 *  - pages the unfiltered list at limit 1 and at fast-check-drawn limits up to the list's maximum and expects
 *    every row exactly once, in the order of the whole list.
 * A list operation or a query parameter with no entry (and not in the commented exemptions) fails the guard test,
 * so a new filter cannot go untested. Data: fillEveryKind() plus tasks drawn by fast-check with a FIXED seed
 * (SEED), so a failure replays.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { Task } from '../../sdk/src/index';
import { fillEveryKind, type EveryKind } from '../lib/everyKind.js';
import { EXEMPT_LISTS, LISTS, NOT_FILTERS, type Ctx } from '../lib/listFilters.js';
import { allOf, as, must, raw, useSdk } from '../lib/sdkAs.js';
import { type Answer, rawAll } from './_setup.js';

const SEED = 29;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000029';
/** The parts of the document this file reads, as data. */
interface Schema {
  $ref?: string;
  type?: unknown;
  enum?: unknown[];
  format?: string;
  maximum?: number;
}
interface Param {
  $ref?: string;
  name: string;
  in: string;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Param[];
}
const doc = JSON.parse(readFileSync(new URL('../../src/generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, { get?: Operation; parameters?: Param[] }>;
};
/** The node a `$ref` names (followed until it names no other), or the node itself. */
const deref = <T extends { $ref?: string }>(x: T | undefined): T | undefined => {
  if (!x?.$ref) return x;
  let v: unknown = doc;
  for (const p of x.$ref.slice(2).split('/')) v = (v as Record<string, unknown>)[p];
  return deref(v as T);
};

/** Every paged list operation: a GET declaring `cursor`. */
const listOps = Object.entries(doc.paths).flatMap(([path, item]) => {
  const op = item.get;
  if (!op) return [];
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(p) as Param);
  if (!params.some((p) => p.in === 'query' && p.name === 'cursor')) return [];
  const query = params.filter((p) => p.in === 'query');
  const maxLimit: number = deref(query.find((p) => p.name === 'limit')?.schema)?.maximum ?? 200;
  return [{ operationId: op.operationId, path, query, maxLimit }];
});
/** A list item, read generically (the table's predicates read its fields). */
type Item = Record<string, unknown>;
/** An item's identity: the table's `key`, else its `id`. */
const keyOf = (entry: { key?: (item: Item) => unknown }) => entry.key ?? ((x: Item) => x.id);

let ctx: Ctx;
let ek: EveryKind;

useSdk();
beforeAll(async () => {
  ek = await fillEveryKind('List combinations org');
  const admin = as(ek.adminKey);
  const team2 = must(await sdk.createTeam({ name: 'Platform', prefix: 'PLT' }, undefined, admin));
  const users = ek.users.map((u) => u.id);
  // Varied tasks: statuses, priorities, owners, teams, opportunities, categories, tags, parents and cycles drawn
  // by fast-check from the seeded values (fixed seed: the same org every run).
  const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
  const taskArb = fc.record({
    status: pick(['backlog', 'todo', 'in_progress', 'completed', 'cancelled', 'duplicate'] as const),
    priority: pick(['low', 'medium', 'high', 'urgent'] as const),
    teamId: pick([ek.ids.team, team2.id, null]),
    ownerId: pick([...users, null]),
    opportunityId: pick([ek.ids.opportunity, ek.ids.opportunity2, null]),
    categoryId: pick([ek.ids.category, ek.ids.miscCategory, null]),
    tagIds: fc.subarray([ek.ids.tag, ek.ids.tag2]),
    parent: fc.option(fc.nat(40), { nil: undefined }),
  });
  const made: string[] = [ek.ids.task, ek.ids.subtask, ek.ids.looseTask];
  for (const [i, t] of fc.sample(taskArb, { numRuns: 30, seed: SEED }).entries()) {
    const { parent, ...body } = t;
    const parentTaskId = parent === undefined ? undefined : made[parent % made.length];
    const task = must(await sdk.createTask({ title: `Combination task ${i}`, ...body, ...(parentTaskId ? { parentTaskId } : {}) }, undefined, admin));
    made.push(task.id);
  }
  // Opportunities across states, teams, categories and tags.
  const oppArb = fc.record({
    initialState: pick(['backlog', 'in_progress'] as const),
    then: pick([null, 'completed', 'cancelled'] as const),
    teamId: pick([ek.ids.team, team2.id, null]),
    categoryId: pick([ek.ids.category, ek.ids.miscCategory, null]),
    tagIds: fc.subarray([ek.ids.tag, ek.ids.tag2]),
  });
  for (const [i, o] of fc.sample(oppArb, { numRuns: 12, seed: SEED }).entries()) {
    const { then, ...body } = o;
    const opp = must(await sdk.createOpportunity({ title: `Combination opportunity ${i}`, ...body }, undefined, admin));
    if (then === 'completed') must(await sdk.setOpportunityState(opp.id, { state: 'completed' }, undefined, admin));
    if (then === 'cancelled') must(await sdk.rejectOpportunity(opp.id, { category: 'not_now', reason: 'Not now' }, undefined, admin));
  }
  // Customers across statuses, and insights across sources, customers and tags (the intake and commitments lists
  // read them too).
  const customers = [ek.ids.customer, ek.ids.customer2];
  for (const [i, status] of fc.sample(pick(['prospect', 'onboarding', 'pilot', 'live'] as const), { numRuns: 6, seed: SEED }).entries()) {
    customers.push(must(await sdk.createCustomer({ name: `Combination customer ${i}`, status }, undefined, admin)).id);
  }
  const insightArb = fc.record({
    source: pick(['interview', 'support', 'sales', 'async', 'observation', 'submission'] as const),
    // Exactly one demand root: a customer, or an internal stakeholder.
    root: fc.oneof(
      pick(customers).map((customerId) => ({ customerId })),
      pick(ek.users.map((u) => u.id)).map((stakeholderUserId) => ({ stakeholderUserId })),
    ),
    tagIds: fc.subarray([ek.ids.tag, ek.ids.tag2]),
    moscow: pick(['must', 'should', null] as const),
  });
  for (const [i, { root, ...body }] of fc.sample(insightArb, { numRuns: 10, seed: SEED }).entries()) {
    must(await sdk.createInsight({ verbatim: `Combination insight ${i}: exports take too long`, ...root, ...body }, undefined, admin));
  }
  ctx = { ek, me: ek.adminUserId };
}, 120_000);

const valuesOf = (op: (typeof listOps)[number], name: string, items: Item[]): unknown[] => {
  const spec = LISTS[op.operationId]!.filters[name]!;
  const schema: Schema = deref(op.query.find((p) => p.name === name)?.schema) ?? {};
  const seen = spec.values ? spec.values(items, ctx) : [];
  const fromSchema: unknown[] = schema.enum ?? (schema.type === 'boolean' ? [true, false] : []);
  // One value naming nothing for id parameters (a fixed UUID no row has, so a run replays); enums and booleans are tried whole, dates and numbers
  // with the seeded values.
  const isId = schema.format === 'uuid' || /Id$|^owner$/.test(name);
  const none = isId ? [NO_SUCH_ID] : [];
  return [...new Set([...seen, ...fromSchema, ...none].map((v) => JSON.stringify(v)))].map((v) => JSON.parse(v));
};

const qs = (path: string, params: Record<string, unknown>) => {
  const sep = path.includes('?') ? '&' : '?';
  const s = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return s ? `${path}${sep}${s}` : path;
};

describe('list operations: the filter table covers the document', () => {
  it('finds the list operations', () => {
    expect(listOps.length).toBeGreaterThan(40);
  });
  it('every list operation has an entry (or a commented exemption), and every query parameter a predicate', () => {
    const missing: string[] = [];
    for (const op of listOps) {
      if (EXEMPT_LISTS[op.operationId]) continue;
      const entry = LISTS[op.operationId];
      if (!entry) {
        missing.push(`${op.operationId}: no entry`);
        continue;
      }
      for (const p of op.query) {
        if (NOT_FILTERS.includes(p.name) || entry.notFilters?.[p.name]) continue;
        if (!entry.filters[p.name]) missing.push(`${op.operationId}: query parameter ${p.name} has no predicate`);
      }
    }
    expect(missing).toEqual([]);
  });
  it('the table names only list operations and query parameters of the document (no stale entries)', () => {
    const stale: string[] = [];
    for (const [operationId, entry] of Object.entries(LISTS)) {
      const op = listOps.find((o) => o.operationId === operationId);
      if (!op) {
        stale.push(`${operationId}: not a paged list of the document`);
        continue;
      }
      for (const name of [...Object.keys(entry.filters), ...Object.keys(entry.notFilters ?? {})]) {
        if (!op.query.some((p) => p.name === name)) stale.push(`${operationId}: no query parameter ${name}`);
      }
    }
    for (const operationId of Object.keys(EXEMPT_LISTS))
      if (!listOps.some((o) => o.operationId === operationId)) stale.push(`${operationId}: exempt but not a paged list`);
    expect(stale).toEqual([]);
  });
});

describe('every list: each filter and each pair of filters agree with the predicate over the whole list', () => {
  for (const op of listOps) {
    const entry = LISTS[op.operationId];
    if (!entry || EXEMPT_LISTS[op.operationId]) continue;
    it(`${op.operationId}`, async () => {
      const path = entry.path(ctx);
      const base = entry.base?.(ctx) ?? {};
      const whole = await rawAll(ek.adminKey, qs(path, base), op.maxLimit);
      const ids = whole.map(keyOf(entry));
      expect(new Set(ids).size, `${op.operationId}: a row twice in the unfiltered list`).toBe(ids.length);
      if (entry.minRows !== 0) expect(whole.length, `${op.operationId}: the seed leaves rows to filter`).toBeGreaterThan(0);

      const names = Object.keys(entry.filters);
      const values = Object.fromEntries(names.map((n) => [n, valuesOf(op, n, whole)]));
      const check = async (params: Record<string, unknown>) => {
        const want = whole.filter((it) => Object.entries(params).every(([n, v]) => entry.filters[n]!.matches(it, v, ctx))).map(keyOf(entry));
        // Raw: the list, its path and its filters are data (the table in lib/listFilters.ts), not one typed call.
        const first = await raw<Answer>(ek.adminKey, 'GET', qs(path, { ...base, ...params, limit: op.maxLimit }));
        if (entry.refuses?.({ ...base, ...params })) {
          expect(first.status, `${op.operationId} ${JSON.stringify(params)} is refused`).toBe(400);
          return;
        }
        // An id filter naming nothing of the org may answer 404 (spec 2 §7: an id field naming nothing) — only
        // when no row matches.
        if (first.status === 404 && want.length === 0) return;
        expect(first.status, `${op.operationId} ${JSON.stringify(params)}: ${JSON.stringify(first.data)}`).toBe(200);
        const got = (await rawAll(ek.adminKey, qs(path, { ...base, ...params }), op.maxLimit)).map(keyOf(entry));
        expect(new Set(got).size, `${op.operationId} ${JSON.stringify(params)}: a row twice`).toBe(got.length);
        expect([...got].sort(), `${op.operationId} ${JSON.stringify(params)}`).toEqual([...want].sort());
      };
      for (const n of names) for (const v of values[n]!) await check({ [n]: v });
      // Pairs: a few value pairs per pair of filters, drawn with the fixed seed (every value alone was tried above).
      for (const [i, a] of names.entries()) {
        for (const b of names.slice(i + 1)) {
          const pairs = fc.sample(fc.tuple(fc.constantFrom(...values[a]!), fc.constantFrom(...values[b]!)), { numRuns: 3, seed: SEED });
          for (const [va, vb] of pairs) await check({ [a]: va, [b]: vb });
        }
      }
    }, 60_000);
  }
});

describe('every list: paging with any limit returns each row once, in order', () => {
  for (const op of listOps) {
    const entry = LISTS[op.operationId];
    if (!entry || EXEMPT_LISTS[op.operationId]) continue;
    it(`${op.operationId}`, async () => {
      const path = qs(entry.path(ctx), entry.base?.(ctx) ?? {});
      const whole = (await rawAll(ek.adminKey, path, op.maxLimit)).map(keyOf(entry));
      const limits = [1, ...fc.sample(fc.integer({ min: 1, max: op.maxLimit }), { numRuns: 2, seed: SEED })];
      for (const limit of limits) {
        const got: unknown[] = [];
        let cursor: string | undefined;
        do {
          const sep = path.includes('?') ? '&' : '?';
          // Raw: each page of a list named by the table, at a limit drawn by fast-check.
          const r = await raw<Answer<Item[]>>(ek.adminKey, 'GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
          expect(r.status, JSON.stringify(r.data)?.slice(0, 800)).toBe(200);
          const body = r.data;
          expect(body.data.length).toBeLessThanOrEqual(limit);
          got.push(...body.data.map(keyOf(entry)));
          cursor = body.pagination?.hasMore ? (body.pagination.cursor ?? undefined) : undefined;
        } while (cursor && got.length <= whole.length);
        expect(got, `${op.operationId} limit=${limit}`).toEqual(whole);
      }
    }, 60_000);
  }
});

describe('GET /tasks: parentTaskId with each other filter (every parent, every seeded value)', () => {
  it('lists only the subtasks of the parent that also pass the other filter', async () => {
    const admin = as(ek.adminKey);
    const tasks = await allOf((cursor) => sdk.listTasks({ cursor, limit: 200 }, admin));
    const parents = [...new Set(tasks.map((t) => t.parentTaskId).filter(Boolean))] as string[];
    expect(parents.length).toBeGreaterThan(1);
    const others: [keyof sdk.ListTasksParams, (t: Task) => unknown][] = [
      ['status', (t) => t.status],
      ['priority', (t) => t.priority],
      ['teamId', (t) => t.teamId],
      ['opportunityId', (t) => t.opportunityId],
      ['owner', (t) => t.ownerId],
    ];
    for (const parentTaskId of parents) {
      for (const [name, field] of others) {
        for (const value of new Set(tasks.map(field).filter((v) => v !== null))) {
          const filter = { parentTaskId, [name]: String(value) } as sdk.ListTasksParams;
          const got = (await allOf((cursor) => sdk.listTasks({ ...filter, cursor, limit: 200 }, admin))).map((t) => t.id).sort();
          const want = tasks
            .filter((t) => t.parentTaskId === parentTaskId && field(t) === value)
            .map((t) => t.id)
            .sort();
          expect(got, `parentTaskId=${parentTaskId}&${name}=${value}`).toEqual(want);
        }
      }
    }
  }, 60_000);
});
