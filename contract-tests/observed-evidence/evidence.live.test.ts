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
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client, data } from '../lib/http.js';
import { expectReply, okData, refused } from '../lib/expect.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { KEY_FORBIDDEN, ORG_ROLES, ROLE_CAPABILITIES } from '../../src/auth/capabilities.js';
import { operations } from '../../src/generated/operations.js';

const { baseUrl, databaseUrl, otherOrgKey } = inject('contract');
type Api = ReturnType<typeof client>;

const db = createDb(databaseUrl, { min: 0, max: 2 });
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let me: string;
let task: any;
let opp: any;

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Mondays: week 0 is 2025-03-03; week(n) the n-th after it. */
const week = (n: number) => ymd(Date.UTC(2025, 2, 3) + n * 7 * DAY);
const at = (day: string, hour = 12) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const item = (externalId: string, extra: Record<string, unknown> = {}) => ({ externalId, source: 'github', kind: 'commit', occurredAt: at(week(0)), ...extra });
const ingest = (items: unknown[], as: Api = admin, headers?: Record<string, string>) => as('POST', '/api/v1/observed-evidence/ingest', { items }, headers);
const exportOf = async (as: Api, query = '') => (await data(as, 'GET', `/api/v1/observed-evidence/export?limit=200${query}`)) as any[];

beforeAll(async () => {
  org = await newOrg('Evidence org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = (await data(admin, 'GET', '/api/v1/viewer')).userId;
  task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Evidenced work' });
  opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Evidenced opportunity' });
});
afterAll(async () => {
  await db.destroy();
});

describe('roles: the catalog is what the server enforces (spec 2 §5)', () => {
  it("GET /roles lists every role with ROLE_CAPABILITIES; users' orgRoleId is their role's id", async () => {
    const roles = await data(eng, 'GET', '/api/v1/roles');
    expect(roles.map((r: any) => r.id)).toEqual([...ORG_ROLES]);
    for (const r of roles) expect(r.capabilities).toEqual([...ROLE_CAPABILITIES[r.id as keyof typeof ROLE_CAPABILITIES]].sort());
    expect(roles.find((r: any) => r.id === 'em').capabilities).toContain('allocation:read');
    expect(roles.find((r: any) => r.id === 'pm').capabilities).not.toContain('allocation:read');
    const users = await data(admin, 'GET', '/api/v1/users?limit=200');
    expect(users.length).toBeGreaterThan(1);
    for (const u of users) expect(u.orgRoleId).toBe(u.orgRole);
  });

  it('for every role, a key of that role is refused exactly the operations needing a capability its catalog entry lacks', async () => {
    const roles = await data(admin, 'GET', '/api/v1/roles');
    const probed = Object.values(operations).filter((o) => o.capabilities.length > 0);
    for (const role of roles) {
      const user = await newUser(org.orgId, role.id, `Probe ${role.id}`);
      const as = client(user.apiKey);
      const held = new Set<string>(role.capabilities.filter((c: string) => !KEY_FORBIDDEN.has(c)));
      expect(new Set((await data(as, 'GET', '/api/v1/viewer')).capabilities ?? [...held])).toEqual(held);
      const wrong: string[] = [];
      for (const op of probed) {
        const path = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        // A body that fails validation, so an admitted write stops at 400 (authorization runs before validation).
        const r = await as(op.method, path, op.hasBody ? '[]' : undefined, op.hasBody ? { 'content-type': 'application/json' } : {});
        const capabilityRefusal = r.status === 403 && JSON.stringify(r.body?.error?.data?.required) === JSON.stringify(op.capabilities);
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
    expect(first.items.map((i: any) => i.status)).toEqual(['created', 'created', 'duplicate']);
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
    expect((await exportOf(admin, `&from=${week(0)}&to=${week(0)}`)).filter((e) => e.externalId === 'a1').map((e) => e.kind)).toEqual(['commit', 'commit']);
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
    const rows = (await exportOf(admin, `&from=${week(0)}&to=${week(0)}`)).filter((e) => /^s\d$/.test(e.externalId));
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
    expect(err.details.map((d: any) => d.field)).toEqual(['body.items.1.subjectRef', 'body.items.2.subjectRef', 'body.items.3.subjectRef']);
    expect(await db('observed_evidence').where({ org_id: org.orgId, external_id: 'u1' })).toEqual([]);
  });

  it('evidence outlives the task it was about, without the link', async () => {
    const doomed = await data(admin, 'POST', '/api/v1/tasks', { title: 'Short-lived' });
    const id = okData(await ingest([item('gone-1', { subjectRef: doomed.ref, occurredAt: at(week(50)) })])).items[0].id;
    expectReply(await admin('DELETE', `/api/v1/tasks/${doomed.id}`), 200);
    expect((await exportOf(admin, `&from=${week(50)}&to=${week(50)}`)).find((e) => e.id === id)).toMatchObject({
      subjectType: null,
      subjectId: null,
      subjectRef: null,
    });
  });

  it('validation: kind, dates, durations, 500 items at most', async () => {
    refused(await ingest([item('v1', { kind: 'email' })]), 400, 'VALIDATION_FAILED', 'body.items.0.kind');
    refused(await ingest([item('v1', { occurredAt: 'yesterday' })]), 400, 'VALIDATION_FAILED', 'body.items.0.occurredAt');
    refused(await ingest([item('v1', { durationMinutes: 2000 })]), 400, 'VALIDATION_FAILED', 'body.items.0.durationMinutes');
    refused(await ingest([]), 400, 'VALIDATION_FAILED');
    const many = Array.from({ length: 500 }, (_, i) => item(`bulk-${i}`, { source: 'bulk', occurredAt: at(week(30)) }));
    expect(okData(await ingest(many)).ingested).toBe(500);
    refused(await ingest([...many, item('bulk-500', { source: 'bulk' })]), 400, 'VALIDATION_FAILED');
  });

  it('an Idempotency-Key replays the first answer (created), and writes nothing more', async () => {
    const key = randomUUID();
    const first = await ingest([item('idem-1')], admin, { 'idempotency-key': key });
    const replay = await ingest([item('idem-1')], admin, { 'idempotency-key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(expectReply(replay, 200).data).toEqual(expectReply(first, 200).data);
    expect(first.body.data.items[0].status).toBe('created');
    expect(okData(await ingest([item('idem-1')])).items[0].status).toBe('duplicate');
  });
});

describe('hash: keyed HMAC-SHA256 under a per-org key', () => {
  it('stable, normalised, the same for every user of the org, different in another org; the key is stored encrypted', async () => {
    const hash = async (as: Api, identifiers: string[]) => data(as, 'POST', '/api/v1/observed-evidence/hash', { identifiers });
    const a = await hash(admin, ['  Ada@Example.COM', 'ada@example.com', 'U123abc', 'u123abc']);
    expect(a.algorithm).toBe('HMAC-SHA256');
    expect(a.hashes.every((h: string) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(a.hashes[0]).toBe(a.hashes[1]);
    expect(a.hashes[2]).not.toBe(a.hashes[3]); // not an email: case kept
    const b = await hash(eng, ['ada@example.com']);
    expect(b).toEqual({ algorithm: 'HMAC-SHA256', keyId: a.keyId, hashes: [a.hashes[0]] });
    const other = await hash(client(otherOrgKey), ['ada@example.com']);
    expect(other.keyId).not.toBe(a.keyId);
    expect(other.hashes[0]).not.toBe(a.hashes[0]);
    const row = await db('observed_evidence_keys').where({ org_id: org.orgId }).first();
    expect(row.id).toBe(a.keyId);
    expect(row.secret_ciphertext).toMatch(/^v1:/);
    refused(await admin('POST', '/api/v1/observed-evidence/hash', { identifiers: Array.from({ length: 1001 }, (_, i) => `x${i}`) }), 400, 'VALIDATION_FAILED');
  });
});

describe("export: own, or another's with allocation:read", () => {
  it("own by default (and me); an engineer is 403 on another user, an em reads it; another org's user is 404", async () => {
    const mine = await exportOf(eng);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.userId === org.engineerId)).toBe(true);
    expect(await exportOf(eng, '&subjectUserId=me')).toEqual(mine);
    expect(await exportOf(eng, `&subjectUserId=${org.engineerId}`)).toEqual(mine);
    const err = refused(await eng('GET', `/api/v1/observed-evidence/export?subjectUserId=${me}`), 403, 'FORBIDDEN');
    expect(err.data).toMatchObject({ missing: ['allocation:read'] });
    const em = client((await newUser(org.orgId, 'em', 'Manager')).apiKey);
    expect(await exportOf(em, `&subjectUserId=${org.engineerId}`)).toEqual(mine);
    const pm = client((await newUser(org.orgId, 'pm', 'Product')).apiKey);
    refused(await pm('GET', `/api/v1/observed-evidence/export?subjectUserId=${org.engineerId}`), 403, 'FORBIDDEN');
    const otherUser = (await data(client(otherOrgKey), 'GET', '/api/v1/viewer')).userId;
    refused(await admin('GET', `/api/v1/observed-evidence/export?subjectUserId=${otherUser}`), 404, 'NOT_FOUND', 'query.subjectUserId');
    refused(await admin('GET', `/api/v1/observed-evidence/export?subjectUserId=${randomUUID()}`), 404, 'NOT_FOUND', 'query.subjectUserId');
  });

  it('oldest first within from..to (UTC days, both included), paged; from after to is 400', async () => {
    await ingest([
      item('w-late', { occurredAt: '2025-04-06T23:59:59.000Z' }),
      item('w-early', { occurredAt: '2025-04-01T00:00:00.000Z' }),
      item('w-out', { occurredAt: '2025-04-07T00:00:00.000Z' }),
    ]);
    const inApril = await exportOf(admin, '&from=2025-04-01&to=2025-04-06');
    expect(inApril.map((e) => e.externalId)).toEqual(['w-early', 'w-late']);
    expect(inApril.map((e) => e.weekStart)).toEqual(['2025-03-31', '2025-03-31']);
    const page = expectReply(await admin('GET', '/api/v1/observed-evidence/export?from=2025-04-01&to=2025-04-07&limit=2'), 200);
    expect(page.data.map((e: any) => e.externalId)).toEqual(['w-early', 'w-late']);
    const next = page.actions.find((x: any) => x.rel === 'next');
    expect((await data(admin, 'GET', next.href)).map((e: any) => e.externalId)).toEqual(['w-out']);
    refused(await admin('GET', '/api/v1/observed-evidence/export?from=2025-04-07&to=2025-04-01'), 400, 'VALIDATION_FAILED', 'query.from');
  });
});

describe('reconciliations and delete-self', () => {
  it('a week is confirmed by its Monday: 201, then 200 with the same confirmation; another day is 400 naming the Monday before', async () => {
    const first = expectReply(await admin('POST', '/api/v1/observed-evidence/reconciliations', { weekStart: week(10) }), 201).data;
    expect(first).toMatchObject({ userId: me, weekStart: week(10), weekEnd: ymd(Date.parse(week(10)) + 6 * DAY) });
    expect(okData(await admin('POST', '/api/v1/observed-evidence/reconciliations', { weekStart: week(10) }))).toEqual(first);
    const thursday = ymd(Date.parse(week(10)) + 3 * DAY);
    const err = refused(await admin('POST', '/api/v1/observed-evidence/reconciliations', { weekStart: thursday }), 400, 'VALIDATION_FAILED', 'body.weekStart');
    expect(err.message).toContain('Thursday');
    expect(err.suggestion).toContain(week(10));
    refused(await admin('POST', '/api/v1/observed-evidence/reconciliations', { weekStart: '2025-02-30' }), 400, 'VALIDATION_FAILED', 'body.weekStart');
  });

  it("deletes the window's evidence of unconfirmed weeks and keeps the confirmed ones, listing them", async () => {
    const user = await newUser(org.orgId, 'engineer', 'Deleter');
    const as = client(user.apiKey);
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
    await data(as, 'POST', '/api/v1/observed-evidence/reconciliations', { weekStart: week(21) });
    await data(as, 'POST', '/api/v1/observed-evidence/reconciliations', { weekStart: week(24) }); // confirmed, no evidence
    const res = okData(await as('POST', '/api/v1/observed-evidence/delete-self', { from: ymd(Date.parse(week(21)) + 2 * DAY), to: week(24) }));
    expect(res).toEqual({ deleted: 2, keptWeeks: [week(21), week(24)] });
    expect((await exportOf(as)).map((e) => e.externalId)).toEqual(['d0', 'd1', 'd1b']);
    // a window of confirmed weeks only, with evidence or without, is 409 with the kept weeks
    let err = refused(
      await as('POST', '/api/v1/observed-evidence/delete-self', { from: week(21), to: ymd(Date.parse(week(21)) + 6 * DAY) }),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect(err.data).toMatchObject({ keptWeeks: [week(21)] });
    err = refused(await as('POST', '/api/v1/observed-evidence/delete-self', { from: week(24), to: week(24) }), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data.keptWeeks).toEqual([week(24)]);
    expect((await exportOf(as)).map((e) => e.externalId)).toEqual(['d0', 'd1', 'd1b']);
    refused(await as('POST', '/api/v1/observed-evidence/delete-self', { from: week(3), to: week(2) }), 400, 'VALIDATION_FAILED', 'body.from');
    // open windows: everything up to a day, then everything (confirmed weeks kept); no body at all is the whole history
    expect(okData(await as('POST', '/api/v1/observed-evidence/delete-self', { to: week(20) }))).toEqual({ deleted: 1, keptWeeks: [] });
    expect(okData(await as('POST', '/api/v1/observed-evidence/delete-self'))).toEqual({ deleted: 0, keptWeeks: [week(21), week(24)] });
    expect((await exportOf(as)).map((e) => e.externalId)).toEqual(['d1', 'd1b']);
    // another user's evidence is never touched
    expect((await exportOf(admin)).length).toBeGreaterThan(0);
  });
});

describe('tenancy', () => {
  it("another org sees none of it and cannot name this org's tasks", async () => {
    const other = client(otherOrgKey);
    expect((await exportOf(other)).some((e) => e.externalId === 'a1' && e.source === 'gitlab')).toBe(false);
    refused(await ingest([item(`t-${randomUUID()}`, { subjectRef: task.id })], other), 404, 'NOT_FOUND', 'body.items.0.subjectRef');
  });
});

describe('MCP (spec 2 §4.21)', () => {
  it('the tools are in the toolsets roles and observed-evidence, not the default list, and answer like REST', async () => {
    const connect = async (query: string) => {
      const c = new Client({ name: 'evidence-test', version: '1.0.0' });
      await c.connect(
        new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${org.engineerKey}` } } }),
      );
      return c;
    };
    const names = [
      'list_roles',
      'ingest_observed_evidence',
      'hash_observed_identifiers',
      'export_observed_evidence',
      'confirm_evidence_reconciliation',
      'delete_own_observed_evidence',
    ];
    const plain = await connect('');
    const c = await connect('?toolsets=roles,observed-evidence');
    try {
      expect((await plain.listTools()).tools.map((t) => t.name).filter((n) => names.includes(n))).toEqual([]);
      expect((await c.listTools()).tools.map((t) => t.name)).toEqual(expect.arrayContaining(names));
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        return { isError: Boolean(r.isError), body: r.structuredContent as any };
      };
      expect((await call('list_roles', {})).body.data.map((r: any) => r.id)).toEqual([...ORG_ROLES]);
      const made = await call('ingest_observed_evidence', { items: [item('mcp-1', { subjectRef: task.ref })] });
      expect(made.isError, JSON.stringify(made.body)).toBe(false);
      expect(made.body.data).toMatchObject({ ingested: 1, duplicates: 0 });
      const exported = await call('export_observed_evidence', { from: week(0), to: week(0), fields: ['externalId'] }); // not in the compact projection
      expect(exported.body.data.find((e: any) => e.externalId === 'mcp-1')).toMatchObject({ subjectRef: task.ref });
      const rest = await data(eng, 'POST', '/api/v1/observed-evidence/hash', { identifiers: ['ada@example.com'] });
      expect((await call('hash_observed_identifiers', { identifiers: ['ADA@example.com'] })).body.data).toEqual(rest);
      const bad = await call('confirm_evidence_reconciliation', { weekStart: ymd(Date.parse(week(40)) + DAY) });
      expect(bad.isError).toBe(true);
      expect(bad.body.error.details[0].field).toBe('weekStart');
      expect((await call('confirm_evidence_reconciliation', { weekStart: week(40) })).body.data.weekStart).toBe(week(40));
      const conflict = await call('delete_own_observed_evidence', { from: week(40), to: week(40) });
      expect(conflict.body.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { keptWeeks: [week(40)] } });
      const forbidden = await call('export_observed_evidence', { subjectUserId: me });
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
    } finally {
      await plain.close();
      await c.close();
    }
  });
});
