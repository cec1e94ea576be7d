/**
 * Strategies on the real server (spec 1 §2.7, §3.2; spec 2 §4.9, §4.21): only the owner patches,
 * publishes, archives or labels a version (anyone else — another pm, even an admin — gets 403 naming the owner);
 * archived strategies are read-only (every write 409); version snapshots (an edit bumps, a no-op edit does not, the
 * change note labels, newest first, rename and an empty note → v{n}); publish draft → active once; STR-<n> reads;
 * global search; notifications to every other member (not the actor; a mute holds) and the system-room message on
 * publish; tenancy; MCP (list_strategies in the default list, calls through the MCP endpoint); and the service
 * contract direction documents build on (insert / commitVersion / setStatus in the caller's transaction).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client, data } from '../lib/http.js';
import { expectReply, okData, refused } from '../lib/expect.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { StrategyService } from '../../src/services/strategies.js';
import type { Actor } from '../../src/core/actor.js';

const { baseUrl, databaseUrl, otherOrgKey } = inject('contract');
type Api = ReturnType<typeof client>;

let org: Awaited<ReturnType<typeof newOrg>>;
/** The org's admin, a pm who owns the strategies below, another pm, and the org's engineer. */
let admin: Api;
let owner: Api;
let otherPm: Api;
let eng: Api;
let ownerId: string;
let otherPmId: string;
const OWNER_NAME = 'Petra Owner';
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const make = async (as: Api = owner, body: Record<string, unknown> = {}) =>
  data(as, 'POST', '/api/v1/strategies', { name: `Strategy ${uniq()}`, content: '## Where we play\nMid-market teams.', ...body });
const strategyNotes = async (as: Api, strategyId: string) =>
  ((await data(as, 'GET', '/api/v1/notifications?types=strategy_changed&limit=200')) as any[]).filter((x) => x.entityId === strategyId);

beforeAll(async () => {
  org = await newOrg('Strategies org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  const pm = await newUser(org.orgId, 'pm', OWNER_NAME);
  owner = client(pm.apiKey);
  ownerId = pm.userId;
  const pm2 = await newUser(org.orgId, 'pm', 'Otto Otherpm');
  otherPm = client(pm2.apiKey);
  otherPmId = pm2.userId;
});

describe('only the owner changes a strategy (spec 2 §4.9)', () => {
  it('another pm, and even the admin, get 403 naming the owner for patch, publish, archive and rename', async () => {
    const s = await make();
    expect(s.ownerId).toBe(ownerId);
    for (const [as, who] of [
      [otherPm, 'pm'],
      [admin, 'admin'],
    ] as const) {
      for (const [method, path, body] of [
        ['PATCH', `/api/v1/strategies/${s.ref}`, { content: 'Hijacked' }],
        ['POST', `/api/v1/strategies/${s.ref}/publish`, undefined],
        ['POST', `/api/v1/strategies/${s.ref}/archive`, undefined],
        ['POST', `/api/v1/strategies/${s.ref}/versions/1/rename`, { note: 'Mine now' }],
      ] as const) {
        const err = refused(await as(method, path, body), 403, 'FORBIDDEN');
        expect(err.message, `${who} ${method} ${path}`).toMatch(new RegExp(`^Only the owner of strategy ${s.ref} may`));
        expect(err.suggestion).toContain(OWNER_NAME);
        expect(err.suggestion).toContain(ownerId);
        expect(err.suggestion).toMatch(/only its owner/i);
        expect(err.data).toEqual({ ref: s.ref, ownerId, ownerName: OWNER_NAME });
      }
    }
    // nothing changed, and the others read it as anyone does
    const after = okData(await otherPm('GET', `/api/v1/strategies/${s.ref}`));
    expect(after).toMatchObject({ status: 'draft', version: 1, content: s.content, versionLabel: 'v1' });
    // only the owner is offered publish and archive
    expect(expectReply(await otherPm('GET', `/api/v1/strategies/${s.ref}`), 200).actions.map((a: any) => a.rel ?? a.name)).toEqual(['self', 'versions']);
    expect(expectReply(await owner('GET', `/api/v1/strategies/${s.ref}`), 200).actions.map((a: any) => a.rel ?? a.name)).toEqual([
      'self',
      'versions',
      'publishStrategy',
      'archiveStrategy',
    ]);
  });

  it('every role reads; engineers neither create nor change (capabilities)', async () => {
    const s = await make();
    expect(okData(await eng('GET', `/api/v1/strategies/${s.ref}`)).id).toBe(s.id);
    expect((await eng('GET', '/api/v1/strategies')).status).toBe(200);
    refused(await eng('POST', '/api/v1/strategies', { name: 'Eng', content: 'c' }), 403, 'FORBIDDEN');
    refused(await eng('PATCH', `/api/v1/strategies/${s.ref}`, { content: 'c2' }), 403, 'FORBIDDEN');
  });

  it('another pm writes and publishes strategies of their own', async () => {
    const mine = await make(otherPm);
    expect(mine.ownerId).toBe(otherPmId);
    expect(okData(await otherPm('POST', `/api/v1/strategies/${mine.ref}/publish`)).status).toBe('active');
  });
});

describe('archived strategies are read-only (spec 1 §3.2)', () => {
  it('draft → archived; then patch (even a no-op), publish, archive and rename are all 409 with a suggestion', async () => {
    const s = await make();
    const archived = okData(await owner('POST', `/api/v1/strategies/${s.ref}/archive`));
    expect(archived).toMatchObject({ status: 'archived', version: 1 });
    for (const [method, path, body] of [
      ['PATCH', `/api/v1/strategies/${s.ref}`, { content: 'Too late' }],
      ['PATCH', `/api/v1/strategies/${s.ref}`, { content: s.content }],
      ['POST', `/api/v1/strategies/${s.ref}/publish`, undefined],
      ['POST', `/api/v1/strategies/${s.ref}/archive`, undefined],
      ['POST', `/api/v1/strategies/${s.ref}/versions/1/rename`, { note: 'Label' }],
    ] as const) {
      const err = refused(await owner(method, path, body), 409, 'INVALID_STATE_TRANSITION');
      expect(err.message, `${method} ${path}`).toBe(`Strategy ${s.ref} is archived and read-only`);
      expect(err.data).toMatchObject({ ref: s.ref, status: 'archived' });
      expect(err.suggestion).toMatch(/read-only|take no changes/);
    }
    // still readable, with its versions
    expect(okData(await owner('GET', `/api/v1/strategies/${s.ref}`))).toEqual(archived);
    expect((await data(owner, 'GET', `/api/v1/strategies/${s.ref}/versions`)).map((v: any) => v.version)).toEqual([1]);
    expect(expectReply(await owner('GET', `/api/v1/strategies/${s.ref}`), 200).actions.map((a: any) => a.rel ?? a.name)).toEqual(['self', 'versions']);
  });

  it('active → archived as well', async () => {
    const s = await make();
    await data(owner, 'POST', `/api/v1/strategies/${s.ref}/publish`);
    expect(okData(await owner('POST', `/api/v1/strategies/${s.ref}/archive`)).status).toBe('archived');
  });
});

describe('versions (spec 1 §2.7)', () => {
  it('an edit of name or content bumps the version with its change note; an edit that changes nothing does not', async () => {
    const s = await make();
    const v2 = okData(await owner('PATCH', `/api/v1/strategies/${s.ref}`, { content: '## Where we play\nEveryone.', changeNote: '  Wider  ' }));
    expect(v2).toMatchObject({ version: 2, versionLabel: 'Wider', content: '## Where we play\nEveryone.' });
    const v3 = okData(await owner('PATCH', `/api/v1/strategies/${s.ref}`, { name: `${s.name} (renamed)` }));
    expect(v3).toMatchObject({ version: 3, versionLabel: 'v3', name: `${s.name} (renamed)` });
    // the same values, or only a change note: no new version
    expect(okData(await owner('PATCH', `/api/v1/strategies/${s.ref}`, { name: v3.name, content: v3.content, changeNote: 'Nothing' }))).toMatchObject({
      version: 3,
      versionLabel: 'v3',
    });
    expect(okData(await owner('PATCH', `/api/v1/strategies/${s.ref}`, { changeNote: 'Just a note' }))).toMatchObject({ version: 3, versionLabel: 'v3' });
    const versions = await data(owner, 'GET', `/api/v1/strategies/${s.ref}/versions`);
    expect(versions.map((v: any) => [v.version, v.label, v.changeNote, v.name, v.content, v.createdBy])).toEqual([
      [3, 'v3', '', `${s.name} (renamed)`, '## Where we play\nEveryone.', ownerId],
      [2, 'Wider', 'Wider', s.name, '## Where we play\nEveryone.', ownerId],
      [1, 'v1', '', s.name, s.content, ownerId],
    ]);
    expect(versions.every((v: any) => v.strategyId === s.id)).toBe(true);
    // paged newest first
    const page = expectReply(await owner('GET', `/api/v1/strategies/${s.ref}/versions?limit=2`), 200);
    expect(page.data.map((v: any) => v.version)).toEqual([3, 2]);
    const next = page.actions.find((a: any) => a.rel === 'next');
    expect((await data(owner, 'GET', next.href)).map((v: any) => v.version)).toEqual([1]);
  });

  it('rename labels a version; an empty note clears it back to v{n}; a version that does not exist is 404 naming it', async () => {
    const s = await make();
    await data(owner, 'PATCH', `/api/v1/strategies/${s.ref}`, { content: 'Second', changeNote: 'Second cut' });
    expect(okData(await owner('POST', `/api/v1/strategies/${s.ref}/versions/1/rename`, { note: 'Board draft' }))).toMatchObject({
      version: 1,
      label: 'Board draft',
      changeNote: 'Board draft',
    });
    // renaming the current version changes the strategy's versionLabel
    expect(okData(await owner('POST', `/api/v1/strategies/${s.ref}/versions/2/rename`, { note: 'Approved' })).label).toBe('Approved');
    expect(okData(await owner('GET', `/api/v1/strategies/${s.ref}`)).versionLabel).toBe('Approved');
    expect(okData(await owner('POST', `/api/v1/strategies/${s.ref}/versions/2/rename`, { note: '' }))).toMatchObject({ label: 'v2', changeNote: '' });
    expect(okData(await owner('GET', `/api/v1/strategies/${s.ref}`)).versionLabel).toBe('v2');
    expect((await data(owner, 'GET', `/api/v1/strategies/${s.ref}/versions`)).map((v: any) => v.label)).toEqual(['v2', 'Board draft']);
    const err = refused(await owner('POST', `/api/v1/strategies/${s.ref}/versions/7/rename`, { note: 'x' }), 404, 'NOT_FOUND', 'path.version');
    expect(err.suggestion).toContain('1 to 2');
    refused(await owner('POST', `/api/v1/strategies/${s.ref}/versions/1/rename`, {}), 400, 'VALIDATION_FAILED', 'body.note');
  });
});

describe('publish (spec 1 §3.2)', () => {
  it('draft → active; publishing again is 409 naming the status, with a suggestion', async () => {
    const s = await make();
    const active = okData(await owner('POST', `/api/v1/strategies/${s.ref}/publish`));
    expect(active).toMatchObject({ id: s.id, status: 'active', version: 1 });
    expect(Date.parse(active.updatedAt)).toBeGreaterThanOrEqual(Date.parse(s.updatedAt));
    const err = refused(await owner('POST', `/api/v1/strategies/${s.ref}/publish`), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toMatchObject({ ref: s.ref, status: 'active' });
    expect(err.suggestion).toMatch(/already|PATCH|archive/);
    // an active strategy is still edited by its owner (each edit a version) and stays active
    expect(okData(await owner('PATCH', `/api/v1/strategies/${s.ref}`, { content: 'Revised', changeNote: 'Q3 review' }))).toMatchObject({
      status: 'active',
      version: 2,
      versionLabel: 'Q3 review',
    });
  });

  it('lists filter by status, by number', async () => {
    const d = await make();
    const a = await make();
    await data(owner, 'POST', `/api/v1/strategies/${a.ref}/publish`);
    const drafts = await data(owner, 'GET', '/api/v1/strategies?status=draft&limit=200');
    expect(drafts.map((x: any) => x.ref)).toContain(d.ref);
    expect(drafts.map((x: any) => x.ref)).not.toContain(a.ref);
    expect(drafts.every((x: any) => x.status === 'draft')).toBe(true);
    const all = await data(owner, 'GET', '/api/v1/strategies?limit=200');
    expect(all.map((x: any) => x.number)).toEqual([...all.map((x: any) => x.number)].sort((p: number, q: number) => p - q));
    refused(await owner('GET', '/api/v1/strategies?status=live'), 400, 'VALIDATION_FAILED', 'query.status');
  });
});

describe('refs, search and tenancy', () => {
  it('STR-<n> reads as its UUID; unknown refs are 404', async () => {
    const s = await make();
    expect(s.ref).toBe(`STR-${s.number}`);
    expect(okData(await owner('GET', `/api/v1/strategies/${s.ref}`))).toEqual(okData(await owner('GET', `/api/v1/strategies/${s.id}`)));
    expect(await data(owner, 'GET', `/api/v1/strategies/${s.ref}/versions`)).toEqual(await data(owner, 'GET', `/api/v1/strategies/${s.id}/versions`));
    refused(await owner('GET', '/api/v1/strategies/STR-999999'), 404, 'NOT_FOUND');
    refused(await owner('GET', '/api/v1/strategies/VIS-1'), 400, 'VALIDATION_FAILED', 'path.id');
  });

  it('global search finds a strategy by a word of its name or content, and by its exact ref; every role searches it', async () => {
    const word = `quokkastrat${uniq().replace(/[^a-z]/g, '')}`;
    const s = await make(owner, { name: `Grow through ${word}`, content: 'Partner-led growth in the Nordics.' });
    const byName = await data(eng, 'GET', `/api/v1/search?query=${word}`);
    expect(byName[0]).toMatchObject({ type: 'strategy', id: s.id, ref: s.ref, title: s.name, href: `/api/v1/strategies/${s.ref}` });
    const byContent = await data(owner, 'GET', '/api/v1/search?query=nordics&types=strategy');
    expect(byContent.map((h: any) => h.id)).toContain(s.id);
    expect(byContent.every((h: any) => h.type === 'strategy')).toBe(true);
    const byRef = await data(owner, 'GET', `/api/v1/search?query=${s.ref}`);
    expect(byRef[0]).toMatchObject({ type: 'strategy', id: s.id });
    // an edit's new words are searchable
    await data(owner, 'PATCH', `/api/v1/strategies/${s.ref}`, { content: `Partner-led growth, now with ${word}zebra.` });
    expect((await data(owner, 'GET', `/api/v1/search?query=${word}zebra`)).map((h: any) => h.id)).toContain(s.id);
  });

  it("another org's strategy is 404, by UUID and by ref, for reads and writes", async () => {
    const s = await make();
    const other = client(otherOrgKey);
    refused(await other('GET', `/api/v1/strategies/${s.id}`), 404, 'NOT_FOUND');
    refused(await other('PATCH', `/api/v1/strategies/${s.id}`, { content: 'x' }), 404, 'NOT_FOUND');
    refused(await other('POST', `/api/v1/strategies/${s.id}/publish`), 404, 'NOT_FOUND');
    refused(await other('GET', `/api/v1/strategies/${s.id}/versions`), 404, 'NOT_FOUND');
    const fresh = client((await newOrg('Strategies other org')).apiKey);
    refused(await fresh('GET', `/api/v1/strategies/${s.ref}`), 404, 'NOT_FOUND');
    expect(await data(fresh, 'GET', '/api/v1/strategies')).toEqual([]);
    expect(await data(fresh, 'GET', `/api/v1/search?query=${encodeURIComponent(s.name)}&types=strategy`)).toEqual([]);
  });
});

describe('notifications and the system room (spec 1 §2.7, §6.4)', () => {
  it('create, edit, publish and archive notify every other member, never the actor; a mute holds', async () => {
    const s = await make();
    const created = await strategyNotes(admin, s.id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      type: 'strategy_changed',
      entityType: 'strategy',
      entityId: s.id,
      actorId: ownerId,
      linkUrl: `/api/v1/strategies/${s.ref}`,
      title: `${OWNER_NAME} created strategy ${s.ref}: ${s.name}`,
    });
    expect(await strategyNotes(eng, s.id)).toHaveLength(1);
    expect(await strategyNotes(otherPm, s.id)).toHaveLength(1);
    expect(await strategyNotes(owner, s.id)).toHaveLength(0);

    await data(owner, 'PATCH', `/api/v1/strategies/${s.ref}`, { content: 'v2 content' });
    await data(owner, 'PATCH', `/api/v1/strategies/${s.ref}`, { content: 'v2 content' }); // no change, no notification
    await data(owner, 'POST', `/api/v1/strategies/${s.ref}/versions/1/rename`, { note: 'First' }); // a label is not a change of the strategy
    expect((await strategyNotes(eng, s.id)).map((x: any) => x.title)).toEqual([
      `${OWNER_NAME} edited strategy ${s.ref}: ${s.name}`,
      `${OWNER_NAME} created strategy ${s.ref}: ${s.name}`,
    ]);

    // the other pm mutes this strategy from a notification: they hear no more of it, the engineer still does
    const note = (await strategyNotes(otherPm, s.id))[0];
    expect(okData(await otherPm('POST', `/api/v1/notifications/${note.id}/unsubscribe`))).toEqual({
      entityType: 'strategy',
      entityId: s.id,
      subscribed: false,
    });
    await data(owner, 'POST', `/api/v1/strategies/${s.ref}/publish`);
    await data(owner, 'POST', `/api/v1/strategies/${s.ref}/archive`);
    expect((await strategyNotes(eng, s.id)).map((x: any) => x.title.split(' ')[2])).toEqual(['archived', 'published', 'edited', 'created']);
    expect(await strategyNotes(otherPm, s.id)).toHaveLength(2);
    expect(await strategyNotes(owner, s.id)).toHaveLength(0);
    // a change by someone else reaches the owner
    const theirs = await make(otherPm);
    expect(await strategyNotes(owner, theirs.id)).toHaveLength(1);
  });

  it("a publish posts a message to the org's system room, by the publisher", async () => {
    const s = await make();
    const room = ((await data(eng, 'GET', '/api/v1/rooms')) as any[]).find((r) => r.kind === 'system');
    const before = ((await data(eng, 'GET', `/api/v1/messages?roomId=${room.id}&limit=100`)) as any[]).filter((m) => m.body.includes(s.ref));
    expect(before).toEqual([]); // creating and editing post nothing
    await data(owner, 'POST', `/api/v1/strategies/${s.ref}/publish`);
    const posted = ((await data(eng, 'GET', `/api/v1/messages?roomId=${room.id}&limit=100`)) as any[]).filter((m) => m.body.includes(`${s.ref}:`));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ authorId: ownerId, authorName: OWNER_NAME, system: false, parentId: null });
    expect(posted[0].body).toBe(`Published strategy ${s.ref}: ${s.name} (version 1, v1). It is now the strategy in force.`);
    await data(owner, 'POST', `/api/v1/strategies/${s.ref}/archive`);
    expect(((await data(eng, 'GET', `/api/v1/messages?roomId=${room.id}&limit=100`)) as any[]).filter((m) => m.body.includes(`${s.ref}:`))).toHaveLength(1);
  });
});

describe('MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  const connect = async (key: string, query = '') => {
    const c = new Client({ name: 'strategies-test', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    sessions.push(c);
    return c;
  };
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('list_strategies is in the default tool list; the other strategy tools come with the strategies toolset', async () => {
    const names = (await (await connect(org.apiKey)).listTools()).tools.map((t) => t.name);
    expect(names).toContain('list_strategies');
    expect(names).not.toContain('create_strategy');
    const withSet = (await (await connect(org.apiKey, '?toolsets=strategies')).listTools()).tools.map((t) => t.name);
    expect(withSet).toEqual(
      expect.arrayContaining([
        'list_strategies',
        'create_strategy',
        'get_strategy',
        'update_strategy',
        'publish_strategy',
        'archive_strategy',
        'list_strategy_versions',
        'rename_strategy_version',
      ]),
    );
  });

  it('an agent creates, edits, publishes and lists strategies through the MCP endpoint; results match REST; owner rules hold', async () => {
    const pmKey = (await newUser(org.orgId, 'pm', 'Agent Owner')).apiKey;
    const c = await connect(pmKey, '?toolsets=strategies');
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = await c.callTool({ name, arguments: args });
      return { isError: Boolean(r.isError), body: r.structuredContent as any };
    };
    const made = await call('create_strategy', { name: `Agent strategy ${uniq()}`, content: 'Draft by an agent.', idempotencyKey: randomUUID() });
    expect(made.isError, JSON.stringify(made.body)).toBe(false);
    const ref = made.body.data.ref;
    const edited = await call('update_strategy', { id: ref, content: 'Second draft by an agent.', changeNote: 'Agent revision' });
    expect(edited.body.data).toMatchObject({ version: 2, versionLabel: 'Agent revision' });
    expect((await call('publish_strategy', { id: ref })).body.data.status).toBe('active');
    const again = await call('publish_strategy', { id: ref });
    expect(again.isError).toBe(true);
    expect(again.body.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { status: 'active' } });
    const versions = await call('list_strategy_versions', { id: ref });
    expect(versions.body.data.map((v: any) => v.version)).toEqual([2, 1]);
    const listed = await call('list_strategies', { status: 'active', limit: 200, fields: ['id'] }); // compact items carry the ref; id on request
    expect(listed.isError).toBe(false);
    const rest = await data(client(pmKey), 'GET', '/api/v1/strategies?status=active&limit=200');
    expect(listed.body.data.map((x: any) => x.id)).toEqual(rest.map((x: any) => x.id));
    // someone else's agent is refused in tool terms, naming the owner
    const other = await connect(org.apiKey, '?toolsets=strategies');
    const r = await other.callTool({ name: 'archive_strategy', arguments: { id: ref } });
    expect(r.isError).toBe(true);
    const err = (r.structuredContent as any).error;
    expect(err.code).toBe('FORBIDDEN');
    expect(err.suggestion).toContain('Agent Owner');
    expect(`${err.message} ${err.suggestion}`).not.toMatch(/\/api\/v1\//);
  });
});

describe("the service contract direction documents use (insert, commitVersion, setStatus in the caller's transaction)", () => {
  const db = createDb(databaseUrl, { min: 0, max: 2 });
  const service = new StrategyService(db);
  let actor: Actor;
  afterAll(async () => {
    await db.destroy();
  });
  beforeAll(() => {
    actor = {
      orgId: org.orgId,
      userId: ownerId,
      name: OWNER_NAME,
      email: 'owner@test.dev',
      role: 'pm',
      orgRole: 'pm',
      capabilities: new Set(['strategy:read', 'strategy:update']),
      credential: { type: 'api_key', id: randomUUID() },
    };
  });

  it('insert with a given id and number, active: a published strategy at version 1 with its note, announced', async () => {
    const id = randomUUID();
    const number = 900_000 + Math.floor(Math.random() * 90_000);
    const s = await db.transaction((trx) =>
      service.insert(trx, actor, { id, number, name: 'Inserted', content: 'Body', status: 'active', changeNote: 'Initial' }),
    );
    expect(s).toMatchObject({ id, number, ref: `STR-${number}`, status: 'active', version: 1, versionLabel: 'Initial', ownerId });
    expect(okData(await eng('GET', `/api/v1/strategies/STR-${number}`))).toEqual(s);
    expect((await strategyNotes(eng, id)).map((x: any) => x.title)).toEqual([`${OWNER_NAME} published strategy STR-${number}: Inserted`]);
    const room = ((await data(eng, 'GET', '/api/v1/rooms')) as any[]).find((r) => r.kind === 'system');
    expect(
      ((await data(eng, 'GET', `/api/v1/messages?roomId=${room.id}&limit=100`)) as any[]).some((m) => m.body.startsWith(`Published strategy STR-${number}:`)),
    ).toBe(true);
  });

  it('commitVersion bumps (and is a no-op without a change); setStatus follows the transitions; nothing is written when the caller rolls back', async () => {
    const s = await db.transaction((trx) => service.insert(trx, actor, { name: 'Draft', content: 'One', status: 'draft' }));
    expect(s).toMatchObject({ status: 'draft', version: 1, versionLabel: 'v1' });
    const same = await db.transaction((trx) => service.commitVersion(trx, actor, s.id, { name: 'Draft', content: 'One', changeNote: 'ignored' }));
    expect(same.version).toBe(1);
    const v2 = await db.transaction((trx) => service.commitVersion(trx, actor, s.id, { name: 'Draft', content: 'Two', changeNote: 'Second' }));
    expect(v2).toMatchObject({ version: 2, versionLabel: 'Second' });
    // rolled back with the caller's transaction
    await expect(
      db.transaction(async (trx) => {
        await service.commitVersion(trx, actor, s.id, { name: 'Draft', content: 'Three' });
        throw new Error('caller rolls back');
      }),
    ).rejects.toThrow('caller rolls back');
    expect(okData(await owner('GET', `/api/v1/strategies/${s.id}`)).version).toBe(2);
    // transitions: active from draft only; archived from anything not archived; then read-only
    expect((await db.transaction((trx) => service.setStatus(trx, actor, s.id, 'active'))).status).toBe('active');
    await expect(db.transaction((trx) => service.setStatus(trx, actor, s.id, 'active'))).rejects.toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
      status: 409,
      data: { status: 'active' },
    });
    expect((await db.transaction((trx) => service.setStatus(trx, actor, s.id, 'archived'))).status).toBe('archived');
    await expect(db.transaction((trx) => service.setStatus(trx, actor, s.id, 'archived'))).rejects.toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
      status: 409,
    });
    await expect(db.transaction((trx) => service.commitVersion(trx, actor, s.id, { name: 'Draft', content: 'Four' }))).rejects.toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
      status: 409,
    });
    await expect(db.transaction((trx) => service.commitVersion(trx, actor, randomUUID(), { name: 'x', content: 'y' }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
