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
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { Strategy, StrategyVersion } from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, envelope, must, ok, raw, refusedBy, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { StrategyService } from '../../src/services/strategies.js';
import type { Actor } from '../../src/core/actor.js';
import { bodyOf, callTool, mcpAs } from '../lib/mcpTools.js';

const { databaseUrl, otherOrgKey } = inject('contract');
useSdk();

let org: Awaited<ReturnType<typeof newOrg>>;
/** The keys of the org's admin, a pm who owns the strategies below, another pm, and the org's engineer. */
let admin: string;
let owner: string;
let otherPm: string;
let eng: string;
let ownerId: string;
let otherPmId: string;
const OWNER_NAME = 'Petra Owner';
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const make = async (key: string = owner, body: { name?: string; content?: string } = {}) =>
  must(await sdk.createStrategy({ name: `Strategy ${uniq()}`, content: '## Where we play\nMid-market teams.', ...body }, undefined, as(key)));
const strategyNotes = async (key: string, strategyId: string) =>
  must(await sdk.listNotifications({ types: 'strategy_changed', limit: 200 }, as(key))).filter((x) => x.entityId === strategyId);
const systemRoom = async (key: string) => must(await sdk.listRooms(undefined, as(key))).find((r) => r.kind === 'system')!;
const roomMessages = async (key: string, roomId: string) => must(await sdk.listMessages({ roomId, limit: 100 }, as(key)));

beforeAll(async () => {
  org = await newOrg('Strategies org');
  admin = org.apiKey;
  eng = org.engineerKey;
  const pm = await newUser(org.orgId, 'pm', OWNER_NAME);
  owner = pm.apiKey;
  ownerId = pm.userId;
  const pm2 = await newUser(org.orgId, 'pm', 'Otto Otherpm');
  otherPm = pm2.apiKey;
  otherPmId = pm2.userId;
});

describe('only the owner changes a strategy (spec 2 §4.9)', () => {
  it('another pm, and even the admin, get 403 naming the owner for patch, publish, archive and rename', async () => {
    const s = await make();
    expect(s.ownerId).toBe(ownerId);
    for (const [key, who] of [
      [otherPm, 'pm'],
      [admin, 'admin'],
    ] as const) {
      for (const [what, send] of [
        ['PATCH', () => sdk.updateStrategy(s.ref, { content: 'Hijacked' }, undefined, as(key))],
        ['publish', () => sdk.publishStrategy(s.ref, undefined, as(key))],
        ['archive', () => sdk.archiveStrategy(s.ref, undefined, as(key))],
        ['rename', () => sdk.renameStrategyVersion(s.ref, 1, { note: 'Mine now' }, undefined, as(key))],
      ] as const) {
        const err = refusedBy(await send(), 403, 'FORBIDDEN');
        expect(err.message, `${who} ${what} ${s.ref}`).toMatch(new RegExp(`^Only the owner of strategy ${s.ref} may`));
        expect(err.suggestion).toContain(OWNER_NAME);
        expect(err.suggestion).toContain(ownerId);
        expect(err.suggestion).toMatch(/only its owner/i);
        expect(err.data).toEqual({ ref: s.ref, ownerId, ownerName: OWNER_NAME });
      }
    }
    // nothing changed, and the others read it as anyone does
    const after = ok(await sdk.getStrategy(s.ref, as(otherPm)));
    expect(after).toMatchObject({ status: 'draft', version: 1, content: s.content, versionLabel: 'v1' });
    // only the owner is offered publish and archive
    expect(envelope(await sdk.getStrategy(s.ref, as(otherPm))).actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'versions']);
    expect(envelope(await sdk.getStrategy(s.ref, as(owner))).actions.map((a) => a.rel ?? a.name)).toEqual([
      'self',
      'versions',
      'publishStrategy',
      'archiveStrategy',
    ]);
  });

  it('every role reads; engineers neither create nor change (capabilities)', async () => {
    const s = await make();
    expect(ok(await sdk.getStrategy(s.ref, as(eng))).id).toBe(s.id);
    expect((await sdk.listStrategies(undefined, as(eng))).status).toBe(200);
    refusedBy(await sdk.createStrategy({ name: 'Eng', content: 'c' }, undefined, as(eng)), 403, 'FORBIDDEN');
    refusedBy(await sdk.updateStrategy(s.ref, { content: 'c2' }, undefined, as(eng)), 403, 'FORBIDDEN');
  });

  it('another pm writes and publishes strategies of their own', async () => {
    const mine = await make(otherPm);
    expect(mine.ownerId).toBe(otherPmId);
    expect(ok(await sdk.publishStrategy(mine.ref, undefined, as(otherPm))).status).toBe('active');
  });
});

describe('archived strategies are read-only (spec 1 §3.2)', () => {
  it('draft → archived; then patch (even a no-op), publish, archive and rename are all 409 with a suggestion', async () => {
    const s = await make();
    const archived = ok(await sdk.archiveStrategy(s.ref, undefined, as(owner)));
    expect(archived).toMatchObject({ status: 'archived', version: 1 });
    for (const [what, send] of [
      ['PATCH', () => sdk.updateStrategy(s.ref, { content: 'Too late' }, undefined, as(owner))],
      ['PATCH (no-op)', () => sdk.updateStrategy(s.ref, { content: s.content }, undefined, as(owner))],
      ['publish', () => sdk.publishStrategy(s.ref, undefined, as(owner))],
      ['archive', () => sdk.archiveStrategy(s.ref, undefined, as(owner))],
      ['rename', () => sdk.renameStrategyVersion(s.ref, 1, { note: 'Label' }, undefined, as(owner))],
    ] as const) {
      const err = refusedBy(await send(), 409, 'INVALID_STATE_TRANSITION');
      expect(err.message, `${what} ${s.ref}`).toBe(`Strategy ${s.ref} is archived and read-only`);
      expect(err.data).toMatchObject({ ref: s.ref, status: 'archived' });
      expect(err.suggestion).toMatch(/read-only|take no changes/);
    }
    // still readable, with its versions
    expect(ok(await sdk.getStrategy(s.ref, as(owner)))).toEqual(archived);
    expect(must(await sdk.listStrategyVersions(s.ref, undefined, as(owner))).map((v) => v.version)).toEqual([1]);
    expect(envelope(await sdk.getStrategy(s.ref, as(owner))).actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'versions']);
  });

  it('active → archived as well', async () => {
    const s = await make();
    must(await sdk.publishStrategy(s.ref, undefined, as(owner)));
    expect(ok(await sdk.archiveStrategy(s.ref, undefined, as(owner))).status).toBe('archived');
  });
});

describe('versions (spec 1 §2.7)', () => {
  it('an edit of name or content bumps the version with its change note; an edit that changes nothing does not', async () => {
    const s = await make();
    const v2 = ok(await sdk.updateStrategy(s.ref, { content: '## Where we play\nEveryone.', changeNote: '  Wider  ' }, undefined, as(owner)));
    expect(v2).toMatchObject({ version: 2, versionLabel: 'Wider', content: '## Where we play\nEveryone.' });
    const v3 = ok(await sdk.updateStrategy(s.ref, { name: `${s.name} (renamed)` }, undefined, as(owner)));
    expect(v3).toMatchObject({ version: 3, versionLabel: 'v3', name: `${s.name} (renamed)` });
    // the same values, or only a change note: no new version
    expect(ok(await sdk.updateStrategy(s.ref, { name: v3.name, content: v3.content, changeNote: 'Nothing' }, undefined, as(owner)))).toMatchObject({
      version: 3,
      versionLabel: 'v3',
    });
    expect(ok(await sdk.updateStrategy(s.ref, { changeNote: 'Just a note' }, undefined, as(owner)))).toMatchObject({ version: 3, versionLabel: 'v3' });
    const versions = must(await sdk.listStrategyVersions(s.ref, undefined, as(owner)));
    expect(versions.map((v) => [v.version, v.label, v.changeNote, v.name, v.content, v.createdBy])).toEqual([
      [3, 'v3', '', `${s.name} (renamed)`, '## Where we play\nEveryone.', ownerId],
      [2, 'Wider', 'Wider', s.name, '## Where we play\nEveryone.', ownerId],
      [1, 'v1', '', s.name, s.content, ownerId],
    ]);
    expect(versions.every((v) => v.strategyId === s.id)).toBe(true);
    // paged newest first; the next action's href is followed as a client follows a link (raw HTTP)
    const page = envelope(await sdk.listStrategyVersions(s.ref, { limit: 2 }, as(owner)));
    expect(page.data.map((v) => v.version)).toEqual([3, 2]);
    const next = page.actions.find((a) => a.rel === 'next')!;
    const rest = await raw<{ data: StrategyVersion[] }>(owner, 'GET', next.href!);
    expect(rest.status).toBeLessThan(300);
    expect(rest.data.data.map((v) => v.version)).toEqual([1]);
  });

  it('rename labels a version; an empty note clears it back to v{n}; a version that does not exist is 404 naming it', async () => {
    const s = await make();
    must(await sdk.updateStrategy(s.ref, { content: 'Second', changeNote: 'Second cut' }, undefined, as(owner)));
    expect(ok(await sdk.renameStrategyVersion(s.ref, 1, { note: 'Board draft' }, undefined, as(owner)))).toMatchObject({
      version: 1,
      label: 'Board draft',
      changeNote: 'Board draft',
    });
    // renaming the current version changes the strategy's versionLabel
    expect(ok(await sdk.renameStrategyVersion(s.ref, 2, { note: 'Approved' }, undefined, as(owner))).label).toBe('Approved');
    expect(ok(await sdk.getStrategy(s.ref, as(owner))).versionLabel).toBe('Approved');
    expect(ok(await sdk.renameStrategyVersion(s.ref, 2, { note: '' }, undefined, as(owner)))).toMatchObject({ label: 'v2', changeNote: '' });
    expect(ok(await sdk.getStrategy(s.ref, as(owner))).versionLabel).toBe('v2');
    expect(must(await sdk.listStrategyVersions(s.ref, undefined, as(owner))).map((v) => v.label)).toEqual(['v2', 'Board draft']);
    const err = refusedBy(await sdk.renameStrategyVersion(s.ref, 7, { note: 'x' }, undefined, as(owner)), 404, 'NOT_FOUND', 'path.version');
    expect(err.suggestion).toContain('1 to 2');
    // a body without its note: raw HTTP, the SDK's types do not let it be sent
    refusedBy(await raw(owner, 'POST', `/api/v1/strategies/${s.ref}/versions/1/rename`, {}), 400, 'VALIDATION_FAILED', 'body.note');
  });
});

describe('publish (spec 1 §3.2)', () => {
  it('draft → active; publishing again is 409 naming the status, with a suggestion', async () => {
    const s = await make();
    const active = ok(await sdk.publishStrategy(s.ref, undefined, as(owner)));
    expect(active).toMatchObject({ id: s.id, status: 'active', version: 1 });
    expect(Date.parse(active.updatedAt)).toBeGreaterThanOrEqual(Date.parse(s.updatedAt));
    const err = refusedBy(await sdk.publishStrategy(s.ref, undefined, as(owner)), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toMatchObject({ ref: s.ref, status: 'active' });
    expect(err.suggestion).toMatch(/already|PATCH|archive/);
    // an active strategy is still edited by its owner (each edit a version) and stays active
    expect(ok(await sdk.updateStrategy(s.ref, { content: 'Revised', changeNote: 'Q3 review' }, undefined, as(owner)))).toMatchObject({
      status: 'active',
      version: 2,
      versionLabel: 'Q3 review',
    });
  });

  it('lists filter by status, by number', async () => {
    const d = await make();
    const a = await make();
    must(await sdk.publishStrategy(a.ref, undefined, as(owner)));
    const drafts = must(await sdk.listStrategies({ status: 'draft', limit: 200 }, as(owner)));
    expect(drafts.map((x) => x.ref)).toContain(d.ref);
    expect(drafts.map((x) => x.ref)).not.toContain(a.ref);
    expect(drafts.every((x) => x.status === 'draft')).toBe(true);
    const all = must(await sdk.listStrategies({ limit: 200 }, as(owner)));
    expect(all.map((x) => x.number)).toEqual([...all.map((x) => x.number)].sort((p, q) => p - q));
    // a status outside the enum: raw HTTP, the SDK's types do not let it be sent
    refusedBy(await raw(owner, 'GET', '/api/v1/strategies?status=live'), 400, 'VALIDATION_FAILED', 'query.status');
  });
});

describe('refs, search and tenancy', () => {
  it('STR-<n> reads as its UUID; unknown refs are 404', async () => {
    const s = await make();
    expect(s.ref).toBe(`STR-${s.number}`);
    expect(ok(await sdk.getStrategy(s.ref, as(owner)))).toEqual(ok(await sdk.getStrategy(s.id, as(owner))));
    expect(must(await sdk.listStrategyVersions(s.ref, undefined, as(owner)))).toEqual(must(await sdk.listStrategyVersions(s.id, undefined, as(owner))));
    refusedBy(await sdk.getStrategy('STR-999999', as(owner)), 404, 'NOT_FOUND');
    refusedBy(await sdk.getStrategy('VIS-1', as(owner)), 400, 'VALIDATION_FAILED', 'path.id');
  });

  it('global search finds a strategy by a word of its name or content, and by its exact ref; every role searches it', async () => {
    const word = `quokkastrat${uniq().replace(/[^a-z]/g, '')}`;
    const s = await make(owner, { name: `Grow through ${word}`, content: 'Partner-led growth in the Nordics.' });
    const byName = must(await sdk.searchEntities({ query: word }, as(eng)));
    expect(byName[0]).toMatchObject({ type: 'strategy', id: s.id, ref: s.ref, title: s.name, href: `/api/v1/strategies/${s.ref}` });
    const byContent = must(await sdk.searchEntities({ query: 'nordics', types: 'strategy' }, as(owner)));
    expect(byContent.map((h) => h.id)).toContain(s.id);
    expect(byContent.every((h) => h.type === 'strategy')).toBe(true);
    const byRef = must(await sdk.searchEntities({ query: s.ref }, as(owner)));
    expect(byRef[0]).toMatchObject({ type: 'strategy', id: s.id });
    // an edit's new words are searchable
    must(await sdk.updateStrategy(s.ref, { content: `Partner-led growth, now with ${word}zebra.` }, undefined, as(owner)));
    expect(must(await sdk.searchEntities({ query: `${word}zebra` }, as(owner))).map((h) => h.id)).toContain(s.id);
  });

  it("another org's strategy is 404, by UUID and by ref, for reads and writes", async () => {
    const s = await make();
    const other = as(otherOrgKey);
    refusedBy(await sdk.getStrategy(s.id, other), 404, 'NOT_FOUND');
    refusedBy(await sdk.updateStrategy(s.id, { content: 'x' }, undefined, other), 404, 'NOT_FOUND');
    refusedBy(await sdk.publishStrategy(s.id, undefined, other), 404, 'NOT_FOUND');
    refusedBy(await sdk.listStrategyVersions(s.id, undefined, other), 404, 'NOT_FOUND');
    const fresh = as((await newOrg('Strategies other org')).apiKey);
    refusedBy(await sdk.getStrategy(s.ref, fresh), 404, 'NOT_FOUND');
    expect(must(await sdk.listStrategies(undefined, fresh))).toEqual([]);
    expect(must(await sdk.searchEntities({ query: s.name, types: 'strategy' }, fresh))).toEqual([]);
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

    must(await sdk.updateStrategy(s.ref, { content: 'v2 content' }, undefined, as(owner)));
    must(await sdk.updateStrategy(s.ref, { content: 'v2 content' }, undefined, as(owner))); // no change, no notification
    must(await sdk.renameStrategyVersion(s.ref, 1, { note: 'First' }, undefined, as(owner))); // a label is not a change of the strategy
    expect((await strategyNotes(eng, s.id)).map((x) => x.title)).toEqual([
      `${OWNER_NAME} edited strategy ${s.ref}: ${s.name}`,
      `${OWNER_NAME} created strategy ${s.ref}: ${s.name}`,
    ]);

    // the other pm mutes this strategy from a notification: they hear no more of it, the engineer still does
    const note = (await strategyNotes(otherPm, s.id))[0];
    expect(ok(await sdk.unsubscribeNotification(note.id, undefined, as(otherPm)))).toEqual({
      entityType: 'strategy',
      entityId: s.id,
      subscribed: false,
    });
    must(await sdk.publishStrategy(s.ref, undefined, as(owner)));
    must(await sdk.archiveStrategy(s.ref, undefined, as(owner)));
    expect((await strategyNotes(eng, s.id)).map((x) => x.title.split(' ')[2])).toEqual(['archived', 'published', 'edited', 'created']);
    expect(await strategyNotes(otherPm, s.id)).toHaveLength(2);
    expect(await strategyNotes(owner, s.id)).toHaveLength(0);
    // a change by someone else reaches the owner
    const theirs = await make(otherPm);
    expect(await strategyNotes(owner, theirs.id)).toHaveLength(1);
  });

  it("a publish posts a message to the org's system room, by the publisher", async () => {
    const s = await make();
    const room = await systemRoom(eng);
    const before = (await roomMessages(eng, room.id)).filter((m) => m.body.includes(s.ref));
    expect(before).toEqual([]); // creating and editing post nothing
    must(await sdk.publishStrategy(s.ref, undefined, as(owner)));
    const posted = (await roomMessages(eng, room.id)).filter((m) => m.body.includes(`${s.ref}:`));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ authorId: ownerId, authorName: OWNER_NAME, system: false, parentId: null });
    expect(posted[0].body).toBe(`Published strategy ${s.ref}: ${s.name} (version 1, v1). It is now the strategy in force.`);
    must(await sdk.archiveStrategy(s.ref, undefined, as(owner)));
    expect((await roomMessages(eng, room.id)).filter((m) => m.body.includes(`${s.ref}:`))).toHaveLength(1);
  });
});

describe('MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  const connect = async (key: string, query = '') => {
    const c = await mcpAs(key, query);
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
    const call = <T = Strategy>(name: string, args: Record<string, unknown> = {}) => callTool<T>(c, name, args);
    const made = await call('create_strategy', { name: `Agent strategy ${uniq()}`, content: 'Draft by an agent.', idempotencyKey: randomUUID() });
    expect(made.isError, JSON.stringify(made.body)).toBe(false);
    const ref = made.body.data.ref;
    const edited = await call('update_strategy', { id: ref, content: 'Second draft by an agent.', changeNote: 'Agent revision' });
    expect(edited.body.data).toMatchObject({ version: 2, versionLabel: 'Agent revision' });
    expect((await call('publish_strategy', { id: ref })).body.data.status).toBe('active');
    const again = await call('publish_strategy', { id: ref });
    expect(again.isError).toBe(true);
    expect(again.body.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { status: 'active' } });
    const versions = await call<StrategyVersion[]>('list_strategy_versions', { id: ref });
    expect(versions.body.data.map((v) => v.version)).toEqual([2, 1]);
    const listed = await call<{ id: string }[]>('list_strategies', { status: 'active', limit: 200, fields: ['id'] }); // compact items carry the ref; id on request
    expect(listed.isError).toBe(false);
    const rest = must(await sdk.listStrategies({ status: 'active', limit: 200 }, as(pmKey)));
    expect(listed.body.data.map((x) => x.id)).toEqual(rest.map((x) => x.id));
    // someone else's agent is refused in tool terms, naming the owner
    const other = await connect(org.apiKey, '?toolsets=strategies');
    const r = await other.callTool({ name: 'archive_strategy', arguments: { id: ref } });
    expect(r.isError).toBe(true);
    const err = bodyOf(r.structuredContent).error;
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
    expect(ok(await sdk.getStrategy(`STR-${number}`, as(eng)))).toEqual(s);
    expect((await strategyNotes(eng, id)).map((x) => x.title)).toEqual([`${OWNER_NAME} published strategy STR-${number}: Inserted`]);
    const room = await systemRoom(eng);
    expect((await roomMessages(eng, room.id)).some((m) => m.body.startsWith(`Published strategy STR-${number}:`))).toBe(true);
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
    expect(ok(await sdk.getStrategy(s.id, as(owner))).version).toBe(2);
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
