/**
 * Roles and observed evidence on the real server (spec 2 §4.19, §5):
 * - the role catalog is what the server enforces: for every role, a user and key of that role are refused (403 with
 *   the operation's required capabilities) exactly the operations needing a capability the catalog does not give
 *   the role, over every operation of the document; users' orgRoleId is their catalog id;
 * - evidence: dedup on (source, externalId) within a request and across requests, per subject; subjectRef by task
 *   ref, task UUID or OPP-n; unknown refs 404 naming every body.items.N.subjectRef with nothing recorded; 500 items;
 * - hashing: HMAC-SHA256 hex, stable, normalised (trimmed, emails lower-cased), the same for every user of an org and
 *   different in another org; the key is stored encrypted;
 * - export: one's own by default; another user's needs allocation:read (403 for an engineer, allowed for an em);
 *   another org's user 404; a window; from after to 400;
 * - reconciliations: a non-Monday is 400 suggesting the Monday before; 201 then 200;
 * - delete-self: keeps confirmed weeks, deletes the rest; a window of confirmed weeks only (with evidence or not) is
 *   409 INVALID_STATE_TRANSITION with data.keptWeeks; open windows;
 * - tenancy, idempotent replay, and MCP (the toolsets roles and observed-evidence, outside the default list).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { ObservedEvidence, Opportunity, Task } from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as as asKey, envelope as expectReply, must as data, ok as okData, raw, refusedBy as refused, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { KEY_FORBIDDEN, ORG_ROLES, ROLE_CAPABILITIES } from '../../src/auth/capabilities.js';
import { operations } from '../../src/generated/operations.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

const { databaseUrl, otherOrgKey } = inject('contract');
useSdk();
/** A key and its per-call options (the role probe below sends raw requests with the key). */
type Api = { key: string; init: RequestInit };
const api = (key: string): Api => ({ key, init: asKey(key) });
type Item = sdk.IngestObservedEvidenceBody['items'][number];

const db = createDb(databaseUrl, { min: 0, max: 2 });
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let me: string;
let task: Task;
let opp: Opportunity;

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Mondays: week 0 is 2025-03-03; week(n) the n-th after it. */
const week = (n: number) => ymd(Date.UTC(2025, 2, 3) + n * 7 * DAY);
const at = (day: string, hour = 12) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const item = (externalId: string, extra: Partial<Item> = {}): Item => ({ externalId, source: 'github', kind: 'commit', occurredAt: at(week(0)), ...extra });
const ingest = (items: Item[], as: Api = admin, headers?: sdk.IngestObservedEvidenceHeaders) => sdk.ingestObservedEvidence({ items }, headers, as.init);
/** Items the SDK's types refuse (a kind outside the enum): raw HTTP. */
const ingestRaw = (items: unknown[]) => raw(admin.key, 'POST', '/api/v1/observed-evidence/ingest', { items });
const exportOf = async (as: Api, params: sdk.ExportObservedEvidenceParams = {}): Promise<ObservedEvidence[]> =>
  data(await sdk.exportObservedEvidence({ limit: 200, ...params }, as.init));
const reconcile = (weekStart: string, as: Api = admin) => sdk.confirmEvidenceReconciliation({ weekStart }, undefined, as.init);
const deleteSelf = (as: Api, body?: sdk.DeleteOwnObservedEvidenceBody) => sdk.deleteOwnObservedEvidence(body, undefined, as.init);

beforeAll(async () => {
  org = await newOrg('Evidence org');
  admin = api(org.apiKey);
  eng = api(org.engineerKey);
  me = data(await sdk.getViewer(admin.init)).userId;
  task = data(await sdk.createTask({ title: 'Evidenced work' }, undefined, admin.init));
  opp = data(await sdk.createOpportunity({ title: 'Evidenced opportunity' }, undefined, admin.init));
});
afterAll(async () => {
  await db.destroy();
});

describe('roles: the catalog is what the server enforces (spec 2 §5)', () => {
  it("GET /roles lists every role with ROLE_CAPABILITIES; users' orgRoleId is their role's id", async () => {
    const roles = data(await sdk.listRoles(eng.init));
    expect(roles.map((r) => r.id)).toEqual([...ORG_ROLES]);
    for (const r of roles) expect(r.capabilities).toEqual([...ROLE_CAPABILITIES[r.id as keyof typeof ROLE_CAPABILITIES]].sort());
    expect(roles.find((r) => r.id === 'em')!.capabilities).toContain('allocation:read');
    expect(roles.find((r) => r.id === 'pm')!.capabilities).not.toContain('allocation:read');
    const users = data(await sdk.listUsers({ limit: 200 }, admin.init));
    expect(users.length).toBeGreaterThan(1);
    for (const u of users) expect(u.orgRoleId).toBe(u.orgRole);
  });

  it('for every role, a key of that role is refused exactly the operations needing a capability its catalog entry lacks', async () => {
    const roles = data(await sdk.listRoles(admin.init));
    const probed = Object.values(operations).filter((o) => o.capabilities.length > 0);
    for (const role of roles) {
      const user = await newUser(org.orgId, role.id as (typeof ORG_ROLES)[number], `Probe ${role.id}`);
      const held = new Set<string>(role.capabilities.filter((c) => !KEY_FORBIDDEN.has(c)));
      expect(new Set(data(await sdk.getViewer(asKey(user.apiKey))).capabilities ?? [...held])).toEqual(held);
      const wrong: string[] = [];
      for (const op of probed) {
        const path = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        // A body that fails validation, so an admitted write stops at 400 (authorization runs before validation): raw
        // HTTP over every operation of the document.
        const r = await raw<{ error?: { data?: { required?: unknown } } } | undefined>(
          user.apiKey,
          op.method,
          path,
          op.hasBody ? '[]' : undefined,
          op.hasBody ? { 'content-type': 'application/json' } : {},
        );
        const capabilityRefusal = r.status === 403 && JSON.stringify(r.data?.error?.data?.required) === JSON.stringify(op.capabilities);
        const expected = !op.capabilities.every((c) => held.has(c));
        if (capabilityRefusal !== expected) wrong.push(`${role.id} ${op.operationId} (${op.capabilities.join(', ')}): ${r.status}`);
      }
      expect(wrong).toEqual([]);
    }
  });
});

describe('ingest: dedup on (source, externalId) per subject (spec 2 §4.19)', () => {
  it('a repeat in the request and across requests is a duplicate with the existing id; another user has their own', async () => {
    const first = okData(await ingest([item('a1'), item('a2', { source: 'gitlab' }), item('a1', { kind: 'review' })]));
    expect(first).toMatchObject({ ingested: 2, duplicates: 1 });
    expect(first.items.map((i) => i.status)).toEqual(['created', 'created', 'duplicate']);
    expect(first.items[2].id).toBe(first.items[0].id);
    const again = okData(await ingest([item('a2', { source: 'gitlab' }), item('a3')]));
    expect(again).toEqual({
      ingested: 1,
      duplicates: 1,
      items: [
        { externalId: 'a2', source: 'gitlab', id: first.items[1].id, status: 'duplicate' },
        { externalId: 'a3', source: 'github', id: expect.any(String), status: 'created' },
      ],
    });
    // the same external id from another source is another item; for another subject it is theirs
    expect(okData(await ingest([item('a1', { source: 'bitbucket' })])).ingested).toBe(1);
    expect(okData(await ingest([item('a1')], eng)).items[0]).toMatchObject({ status: 'created' });
    expect((await exportOf(admin, { from: week(0), to: week(0) })).filter((e) => e.externalId === 'a1').map((e) => e.kind)).toEqual(['commit', 'commit']);
    expect(await db('observed_evidence').where({ org_id: org.orgId, user_id: me, external_id: 'a1' })).toHaveLength(2);
  });

  it('subjectRef: a task ref or UUID, an opportunity OPP-n or UUID; unknown refs are one 404 naming each item, nothing recorded', async () => {
    const res = okData(
      await ingest([
        item('s1', { subjectRef: task.ref, occurredAt: at(week(0), 1) }),
        item('s2', { subjectRef: task.id, occurredAt: at(week(0), 2) }),
        item('s3', { subjectRef: opp.ref, occurredAt: at(week(0), 3) }),
        item('s4', { subjectRef: opp.id, occurredAt: at(week(0), 4), kind: 'meeting', durationMinutes: 45, note: 'Review' }),
      ]),
    );
    const rows = (await exportOf(admin, { from: week(0), to: week(0) })).filter((e) => /^s\d$/.test(e.externalId));
    expect(rows.map((e) => [e.subjectType, e.subjectId, e.subjectRef])).toEqual([
      ['task', task.id, task.ref],
      ['task', task.id, task.ref],
      ['opportunity', opp.id, opp.ref],
      ['opportunity', opp.id, opp.ref],
    ]);
    expect(rows[3]).toMatchObject({ id: res.items[3].id, kind: 'meeting', durationMinutes: 45, note: 'Review', userId: me, weekStart: week(0) });
    const err = refused(
      await ingest([item('u1'), item('u2', { subjectRef: 'ZZZ-999999' }), item('u3', { subjectRef: 'OPP-999999' }), item('u4', { subjectRef: randomUUID() })]),
      404,
      'NOT_FOUND',
      'body.items.1.subjectRef',
    );
    expect(err.details!.map((d) => d.field)).toEqual(['body.items.1.subjectRef', 'body.items.2.subjectRef', 'body.items.3.subjectRef']);
    expect(await db('observed_evidence').where({ org_id: org.orgId, external_id: 'u1' })).toEqual([]);
  });

  it('evidence outlives the task it was about, without the link', async () => {
    const doomed = data(await sdk.createTask({ title: 'Short-lived' }, undefined, admin.init));
    const id = okData(await ingest([item('gone-1', { subjectRef: doomed.ref, occurredAt: at(week(50)) })])).items[0].id;
    expectReply(await sdk.deleteTask(doomed.id, undefined, admin.init), 200);
    expect((await exportOf(admin, { from: week(50), to: week(50) })).find((e) => e.id === id)).toMatchObject({
      subjectType: null,
      subjectId: null,
      subjectRef: null,
    });
  });

  it('validation: kind, dates, durations, 500 items at most', async () => {
    refused(await ingestRaw([{ ...item('v1'), kind: 'email' }]), 400, 'VALIDATION_FAILED', 'body.items.0.kind');
    refused(await ingest([item('v1', { occurredAt: 'yesterday' })]), 400, 'VALIDATION_FAILED', 'body.items.0.occurredAt');
    refused(await ingest([item('v1', { durationMinutes: 2000 })]), 400, 'VALIDATION_FAILED', 'body.items.0.durationMinutes');
    refused(await ingest([]), 400, 'VALIDATION_FAILED');
    const many = Array.from({ length: 500 }, (_, i) => item(`bulk-${i}`, { source: 'bulk', occurredAt: at(week(30)) }));
    expect(okData(await ingest(many)).ingested).toBe(500);
    refused(await ingest([...many, item('bulk-500', { source: 'bulk' })]), 400, 'VALIDATION_FAILED');
  });

  it('an Idempotency-Key replays the first answer (created), and writes nothing more', async () => {
    const key = randomUUID();
    const first = await ingest([item('idem-1')], admin, { 'Idempotency-Key': key });
    const replay = await ingest([item('idem-1')], admin, { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(expectReply(replay, 200).data).toEqual(expectReply(first, 200).data);
    expect(expectReply(first, 200).data.items[0].status).toBe('created');
    expect(okData(await ingest([item('idem-1')])).items[0].status).toBe('duplicate');
  });
});

describe('hash: keyed HMAC-SHA256 under a per-org key', () => {
  it('stable, normalised, the same for every user of the org, different in another org; the key is stored encrypted', async () => {
    const hash = async (as: Api, identifiers: string[]) => data(await sdk.hashObservedIdentifiers({ identifiers }, undefined, as.init));
    const a = await hash(admin, ['  Ada@Example.COM', 'ada@example.com', 'U123abc', 'u123abc']);
    expect(a.algorithm).toBe('HMAC-SHA256');
    expect(a.hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(a.hashes[0]).toBe(a.hashes[1]);
    expect(a.hashes[2]).not.toBe(a.hashes[3]); // not an email: case kept
    const b = await hash(eng, ['ada@example.com']);
    expect(b).toEqual({ algorithm: 'HMAC-SHA256', keyId: a.keyId, hashes: [a.hashes[0]] });
    const other = await hash(api(otherOrgKey), ['ada@example.com']);
    expect(other.keyId).not.toBe(a.keyId);
    expect(other.hashes[0]).not.toBe(a.hashes[0]);
    const row = await db('observed_evidence_keys').where({ org_id: org.orgId }).first();
    expect(row.id).toBe(a.keyId);
    expect(row.secret_ciphertext).toMatch(/^v2:[\w-]+:/);
    refused(
      await sdk.hashObservedIdentifiers({ identifiers: Array.from({ length: 1001 }, (_, i) => `x${i}`) }, undefined, admin.init),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe("export: own, or another's with allocation:read", () => {
  it("own by default (and me); an engineer is 403 on another user, an em reads it; another org's user is 404", async () => {
    const mine = await exportOf(eng);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.userId === org.engineerId)).toBe(true);
    expect(await exportOf(eng, { subjectUserId: 'me' })).toEqual(mine);
    expect(await exportOf(eng, { subjectUserId: org.engineerId })).toEqual(mine);
    const exportFor = (as: Api, subjectUserId: string) => sdk.exportObservedEvidence({ subjectUserId }, as.init);
    const err = refused(await exportFor(eng, me), 403, 'FORBIDDEN');
    expect(err.data).toMatchObject({ missing: ['allocation:read'] });
    const em = api((await newUser(org.orgId, 'em', 'Manager')).apiKey);
    expect(await exportOf(em, { subjectUserId: org.engineerId })).toEqual(mine);
    const pm = api((await newUser(org.orgId, 'pm', 'Product')).apiKey);
    refused(await exportFor(pm, org.engineerId), 403, 'FORBIDDEN');
    const otherUser = data(await sdk.getViewer(asKey(otherOrgKey))).userId;
    refused(await exportFor(admin, otherUser), 404, 'NOT_FOUND', 'query.subjectUserId');
    refused(await exportFor(admin, randomUUID()), 404, 'NOT_FOUND', 'query.subjectUserId');
  });

  it('oldest first within from..to (UTC days, both included), paged; from after to is 400', async () => {
    await ingest([
      item('w-late', { occurredAt: '2025-04-06T23:59:59.000Z' }),
      item('w-early', { occurredAt: '2025-04-01T00:00:00.000Z' }),
      item('w-out', { occurredAt: '2025-04-07T00:00:00.000Z' }),
    ]);
    const inApril = await exportOf(admin, { from: '2025-04-01', to: '2025-04-06' });
    expect(inApril.map((e) => e.externalId)).toEqual(['w-early', 'w-late']);
    expect(inApril.map((e) => e.weekStart)).toEqual(['2025-03-31', '2025-03-31']);
    const page = expectReply(await sdk.exportObservedEvidence({ from: '2025-04-01', to: '2025-04-07', limit: 2 }, admin.init), 200);
    expect(page.data.map((e) => e.externalId)).toEqual(['w-early', 'w-late']);
    // the next action's href is followed as a client follows a link (raw HTTP)
    const next = page.actions.find((x) => x.rel === 'next')!;
    expect(data(await raw<{ data: ObservedEvidence[] }>(admin.key, 'GET', next.href!)).map((e) => e.externalId)).toEqual(['w-out']);
    refused(await sdk.exportObservedEvidence({ from: '2025-04-07', to: '2025-04-01' }, admin.init), 400, 'VALIDATION_FAILED', 'query.from');
  });
});

describe('reconciliations and delete-self', () => {
  it('a week is confirmed by its Monday: 201, then 200 with the same confirmation; another day is 400 naming the Monday before', async () => {
    const first = expectReply(await reconcile(week(10)), 201).data;
    expect(first).toMatchObject({ userId: me, weekStart: week(10), weekEnd: ymd(Date.parse(week(10)) + 6 * DAY) });
    expect(okData(await reconcile(week(10)))).toEqual(first);
    const thursday = ymd(Date.parse(week(10)) + 3 * DAY);
    const err = refused(await reconcile(thursday), 400, 'VALIDATION_FAILED', 'body.weekStart');
    expect(err.message).toContain('Thursday');
    expect(err.suggestion).toContain(week(10));
    refused(await reconcile('2025-02-30'), 400, 'VALIDATION_FAILED', 'body.weekStart');
  });

  it("deletes the window's evidence of unconfirmed weeks and keeps the confirmed ones, listing them", async () => {
    const user = await newUser(org.orgId, 'engineer', 'Deleter');
    const as = api(user.apiKey);
    await ingest(
      [
        item('d0', { occurredAt: at(week(20)) }),
        item('d1', { occurredAt: at(week(21)) }),
        item('d1b', { occurredAt: at(ymd(Date.parse(week(21)) + 6 * DAY), 23) }),
        item('d2', { occurredAt: at(week(22)) }),
        item('d3', { occurredAt: at(week(23)) }),
      ],
      as,
    );
    data(await reconcile(week(21), as));
    data(await reconcile(week(24), as)); // confirmed, no evidence
    const res = okData(await deleteSelf(as, { from: ymd(Date.parse(week(21)) + 2 * DAY), to: week(24) }));
    expect(res).toEqual({ deleted: 2, keptWeeks: [week(21), week(24)] });
    expect((await exportOf(as)).map((e) => e.externalId)).toEqual(['d0', 'd1', 'd1b']);
    // a window of confirmed weeks only, with evidence or without, is 409 with the kept weeks
    let err = refused(await deleteSelf(as, { from: week(21), to: ymd(Date.parse(week(21)) + 6 * DAY) }), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toMatchObject({ keptWeeks: [week(21)] });
    err = refused(await deleteSelf(as, { from: week(24), to: week(24) }), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data!.keptWeeks).toEqual([week(24)]);
    expect((await exportOf(as)).map((e) => e.externalId)).toEqual(['d0', 'd1', 'd1b']);
    refused(await deleteSelf(as, { from: week(3), to: week(2) }), 400, 'VALIDATION_FAILED', 'body.from');
    // open windows: everything up to a day, then everything (confirmed weeks kept); no body at all is the whole history
    expect(okData(await deleteSelf(as, { to: week(20) }))).toEqual({ deleted: 1, keptWeeks: [] });
    expect(okData(await deleteSelf(as))).toEqual({ deleted: 0, keptWeeks: [week(21), week(24)] });
    expect((await exportOf(as)).map((e) => e.externalId)).toEqual(['d1', 'd1b']);
    // another user's evidence is never touched
    expect((await exportOf(admin)).length).toBeGreaterThan(0);
  });
});

describe('tenancy', () => {
  it("another org sees none of it and cannot name this org's tasks", async () => {
    const other = api(otherOrgKey);
    expect((await exportOf(other)).some((e) => e.externalId === 'a1' && e.source === 'gitlab')).toBe(false);
    refused(await ingest([item(`t-${randomUUID()}`, { subjectRef: task.id })], other), 404, 'NOT_FOUND', 'body.items.0.subjectRef');
  });
});

describe('MCP (spec 2 §4.21)', () => {
  it('the tools are in the toolsets roles and observed-evidence, not the default list, and answer like REST', async () => {
    const names = [
      'list_roles',
      'ingest_observed_evidence',
      'hash_observed_identifiers',
      'export_observed_evidence',
      'confirm_evidence_reconciliation',
      'delete_own_observed_evidence',
    ];
    const plain = await mcpAs(org.engineerKey);
    const c = await mcpAs(org.engineerKey, '?toolsets=roles,observed-evidence');
    try {
      expect((await plain.listTools()).tools.map((t) => t.name).filter((n) => names.includes(n))).toEqual([]);
      expect((await c.listTools()).tools.map((t) => t.name)).toEqual(expect.arrayContaining(names));
      const call = <T>(name: string, args: Record<string, unknown> = {}) => callTool<T>(c, name, args);
      expect((await call<{ id: string }[]>('list_roles', {})).body.data.map((r) => r.id)).toEqual([...ORG_ROLES]);
      const made = await call<unknown>('ingest_observed_evidence', { items: [item('mcp-1', { subjectRef: task.ref })] });
      expect(made.isError, JSON.stringify(made.body)).toBe(false);
      expect(made.body.data).toMatchObject({ ingested: 1, duplicates: 0 });
      const exported = await call<ObservedEvidence[]>('export_observed_evidence', { from: week(0), to: week(0), fields: ['externalId'] }); // not in the compact projection
      expect(exported.body.data.find((e) => e.externalId === 'mcp-1')).toMatchObject({ subjectRef: task.ref });
      const rest = data(await sdk.hashObservedIdentifiers({ identifiers: ['ada@example.com'] }, undefined, eng.init));
      expect((await call<unknown>('hash_observed_identifiers', { identifiers: ['ADA@example.com'] })).body.data).toEqual(rest);
      const bad = await call<unknown>('confirm_evidence_reconciliation', { weekStart: ymd(Date.parse(week(40)) + DAY) });
      expect(bad.isError).toBe(true);
      expect(bad.body.error.details![0].field).toBe('weekStart');
      expect((await call<{ weekStart: string }>('confirm_evidence_reconciliation', { weekStart: week(40) })).body.data.weekStart).toBe(week(40));
      const conflict = await call<unknown>('delete_own_observed_evidence', { from: week(40), to: week(40) });
      expect(conflict.body.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { keptWeeks: [week(40)] } });
      const forbidden = await call<unknown>('export_observed_evidence', { subjectUserId: me });
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
    } finally {
      await plain.close();
      await c.close();
    }
  });
});
