/**
 * Direction documents on the real server (spec 2 §4.4, §4.9, §4.10): agents draft, people publish.
 * A key and an app token (actor=app) create drafts and edit them but are refused publishing (403); a person's OAuth
 * token publishes, and its PATCH publishes a new version; contentHash changes only on publish. A vision and a
 * strategy read the same through both paths (content, versions, labels), and the per-kind paths keep their own rules
 * (PATCH /visions with a key versions; the strategy's owner publishes via /strategies with a key). Archive and delete
 * rules per kind; a pending vision becomes a /visions vision with its ref on first publish; lists leave out kinds
 * the caller cannot read; another org's document is 404.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { client, data } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { authorizeAndExchange, newApp } from '../lib/oauth.js';

const { baseUrl } = inject('contract');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const ALL = 'direction:read direction:create direction:update direction:delete vision:read vision:update strategy:read';

let org: Awaited<ReturnType<typeof newOrg>>;
let key: ReturnType<typeof client>; // the admin's API key
let person: ReturnType<typeof client>; // the admin's OAuth token, acting as them
let appToken: ReturnType<typeof client>; // an app acting as itself
beforeAll(async () => {
  org = await newOrg('Direction org');
  key = client(org.apiKey);
  const app = await newApp(org.orgId, { name: 'Drafting agent' });
  person = client((await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: ALL })).access_token);
  appToken = client((await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: ALL, actor: 'app' })).access_token);
});

describe('agents draft, people publish (spec 2 §4.10)', () => {
  it('a key and an app token create drafts and edit them, but publishing is 403; a person publishes', async () => {
    for (const agent of [key, appToken]) {
      const asked = await agent('POST', '/api/v1/direction-documents', { kind: 'context', title: 'Market', body: 'Notes', publish: true });
      expect(asked.status).toBe(403);
      expect(asked.body.error).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'publish_needs_person' }, suggestion: expect.stringMatching(/person/) });
    }
    const d = await data(appToken, 'POST', '/api/v1/direction-documents', { kind: 'context', title: 'Market', body: 'Buyers are mid-market.' });
    expect(d).toMatchObject({ version: 0, body: null, contentHash: null, hasDraft: true, status: 'draft' });
    expect(d.ref).toMatch(/^CTX-\d+$/);
    // PATCH by the app writes the draft; nothing is published.
    const patched = await data(appToken, 'PATCH', `/api/v1/direction-documents/${d.ref}`, { body: 'Buyers are mid-market teams of 50-500.' });
    expect(patched).toMatchObject({ version: 0, contentHash: null, hasDraft: true });
    const draft = await data(key, 'GET', `/api/v1/direction-documents/${d.ref}/draft`);
    expect(draft).toMatchObject({ title: 'Market', body: 'Buyers are mid-market teams of 50-500.', nextVersion: 1 });
    for (const agent of [key, appToken]) expect((await agent('POST', `/api/v1/direction-documents/${d.ref}/publish`, {})).status).toBe(403);
    const published = await data(person, 'POST', `/api/v1/direction-documents/${d.ref}/publish`, { changeNote: 'Reviewed' });
    expect(published).toMatchObject({
      version: 1,
      status: 'active',
      body: 'Buyers are mid-market teams of 50-500.',
      contentHash: sha('Buyers are mid-market teams of 50-500.'),
      hasDraft: false,
    });
    expect(await data(key, 'GET', `/api/v1/direction-documents/${d.ref}/draft`)).toBeNull();
    // Publishing with no draft is a state conflict.
    expect((await person('POST', `/api/v1/direction-documents/${d.ref}/publish`, {})).status).toBe(409);
  });

  it("contentHash changes only on publish; a person's PATCH publishes the next version", async () => {
    const d = await data(person, 'POST', '/api/v1/direction-documents', { kind: 'product_spec', title: 'Import', body: 'v1 text', publish: true });
    expect(d).toMatchObject({ version: 1, contentHash: sha('v1 text') });
    await data(key, 'POST', `/api/v1/direction-documents/${d.ref}/draft`, { body: 'v2 text' });
    expect(await data(key, 'GET', `/api/v1/direction-documents/${d.ref}`)).toMatchObject({
      version: 1,
      body: 'v1 text',
      contentHash: sha('v1 text'),
      hasDraft: true,
    });
    const edited = await data(person, 'PATCH', `/api/v1/direction-documents/${d.ref}`, { body: 'v2 by a person', changeNote: 'Direct' });
    expect(edited).toMatchObject({ version: 2, body: 'v2 by a person', contentHash: sha('v2 by a person'), hasDraft: true }); // the key's draft stays
    const versions = await data(key, 'GET', `/api/v1/direction-documents/${d.ref}/versions`);
    expect(versions.map((v: { version: number; label: string; contentHash: string }) => [v.version, v.label, v.contentHash])).toEqual([
      [2, 'Direct', sha('v2 by a person')],
      [1, 'v1', sha('v1 text')],
    ]);
    const changes = (await data(key, 'GET', '/api/v1/direction-documents/changes?limit=200')).filter((c: { documentId: string }) => c.documentId === d.id);
    expect(changes.map((c: { version: number; isCreation: boolean }) => [c.version, c.isCreation])).toEqual([
      [2, false],
      [1, true],
    ]);
  });
});

describe('visions and strategies through both paths', () => {
  it('a vision reads the same through /visions and /direction-documents, versions and labels included', async () => {
    const v = await data(key, 'POST', '/api/v1/visions', { name: 'Be the default', kind: 'product', narrative: 'Teams reach for us first.' });
    const doc = await data(key, 'GET', `/api/v1/direction-documents/${v.ref}`);
    expect(doc).toMatchObject({
      id: v.id,
      ref: v.ref,
      kind: 'vision',
      scope: 'product',
      title: 'Be the default',
      body: 'Teams reach for us first.',
      version: 1,
      status: 'active',
      contentHash: sha('Teams reach for us first.'),
    });
    // The per-kind path keeps its rule: PATCH /visions with a key makes a version (spec 2 §4.4)…
    await data(key, 'PATCH', `/api/v1/visions/${v.ref}`, { narrative: 'Teams and agents reach for us first.' });
    expect(await data(key, 'GET', `/api/v1/direction-documents/${v.id}`)).toMatchObject({ version: 2, body: 'Teams and agents reach for us first.' });
    // …while the direction-documents path gives the key a draft, published by a person.
    await data(key, 'PATCH', `/api/v1/direction-documents/${v.ref}`, { body: 'Drafted by an agent.' });
    expect((await data(key, 'GET', `/api/v1/visions/${v.ref}`)).version).toBe(2);
    await data(person, 'POST', `/api/v1/direction-documents/${v.ref}/publish`, { changeNote: 'Agent draft, reviewed' });
    expect(await data(key, 'GET', `/api/v1/visions/${v.ref}`)).toMatchObject({ version: 3, narrative: 'Drafted by an agent.' });
    await data(key, 'POST', `/api/v1/visions/${v.ref}/versions/2/rename`, { note: 'Agents too' });
    const both = [await data(key, 'GET', `/api/v1/visions/${v.ref}/versions`), await data(key, 'GET', `/api/v1/direction-documents/${v.ref}/versions`)];
    expect(both[0].map((x: { version: number; label: string }) => [x.version, x.label])).toEqual([
      [3, 'Agent draft, reviewed'],
      [2, 'Agents too'],
      [1, 'v1'],
    ]);
    expect(both[1].map((x: { version: number; label: string }) => [x.version, x.label])).toEqual([
      [3, 'Agent draft, reviewed'],
      [2, 'Agents too'],
      [1, 'v1'],
    ]);
    // Visions are neither archived nor deleted here.
    expect((await person('POST', `/api/v1/direction-documents/${v.ref}/archive`, {})).status).toBe(409);
    expect((await person('DELETE', `/api/v1/direction-documents/${v.ref}`)).status).toBe(409);
  });

  it('a vision drafted by an agent is pending until a person publishes it, then it is a /visions vision with its ref', async () => {
    const pending = await data(key, 'POST', '/api/v1/direction-documents', {
      kind: 'vision',
      scope: 'product',
      title: 'Agents everywhere',
      body: 'Every team runs agents.',
    });
    expect(pending).toMatchObject({ kind: 'vision', scope: 'product', version: 0, hasDraft: true });
    expect((await key('GET', `/api/v1/visions/${pending.ref}`)).status).toBe(404);
    const published = await data(person, 'POST', `/api/v1/direction-documents/${pending.ref}/publish`, {});
    expect(published).toMatchObject({ id: pending.id, ref: pending.ref, version: 1, body: 'Every team runs agents.' });
    expect(await data(key, 'GET', `/api/v1/visions/${pending.ref}`)).toMatchObject({
      id: pending.id,
      name: 'Agents everywhere',
      narrative: 'Every team runs agents.',
      kind: 'product',
      version: 1,
    });
  });

  it('a strategy reads the same through both paths; its owner publishes via /strategies with a key, only they publish it here', async () => {
    const s = await data(key, 'POST', '/api/v1/strategies', { name: 'Land and expand', content: 'Start with one team.' });
    expect(await data(key, 'GET', `/api/v1/direction-documents/${s.ref}`)).toMatchObject({
      id: s.id,
      kind: 'strategy',
      status: 'draft',
      version: 1,
      body: 'Start with one team.',
    });
    await data(key, 'POST', `/api/v1/strategies/${s.ref}/publish`, {}); // the owner, with a key (spec 2 §4.9)
    expect((await data(key, 'GET', `/api/v1/direction-documents/${s.ref}`)).status).toBe('active');
    await data(key, 'PATCH', `/api/v1/direction-documents/${s.ref}`, { body: 'Start with one team, then the org.' });
    const other = await newUser(org.orgId, 'admin', 'Other admin');
    const otherApp = await newApp(org.orgId);
    const otherPerson = client((await authorizeAndExchange(baseUrl, otherApp, other.apiKey, { scope: ALL })).access_token);
    const refused = await otherPerson('POST', `/api/v1/direction-documents/${s.ref}/publish`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.data).toMatchObject({ ownerId: org.userId });
    await data(person, 'POST', `/api/v1/direction-documents/${s.ref}/publish`, { changeNote: 'Expand' });
    expect(await data(key, 'GET', `/api/v1/strategies/${s.ref}`)).toMatchObject({ version: 2, content: 'Start with one team, then the org.' });
    const versions = await data(key, 'GET', `/api/v1/strategies/${s.ref}/versions`);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    // A strategy is archived, never deleted; archived documents are read-only.
    const del = await person('DELETE', `/api/v1/direction-documents/${s.ref}`);
    expect(del.status).toBe(409);
    expect(del.body.error.suggestion).toMatch(/archive/);
    expect(await data(person, 'POST', `/api/v1/direction-documents/${s.ref}/archive`, {})).toMatchObject({ status: 'archived' });
    expect((await key('POST', `/api/v1/direction-documents/${s.ref}/draft`, { body: 'x' })).status).toBe(409);
    expect((await data(key, 'GET', `/api/v1/strategies/${s.ref}`)).status).toBe('archived');
  });
});

describe('direction documents as a new user finds them', () => {
  it('a strategy drafted here is a /strategies draft its owner publishes with a key; no one else may, a person included', async () => {
    const pm = await newUser(org.orgId, 'pm', 'Strategy pm');
    const pmKey = client(pm.apiKey);
    const d = await data(pmKey, 'POST', '/api/v1/direction-documents', { kind: 'strategy', title: 'Own the workflow', body: 'Start in the editor.' });
    expect(d).toMatchObject({ kind: 'strategy', status: 'draft', version: 1, ownerId: pm.userId, hasDraft: false });
    expect(await data(pmKey, 'GET', `/api/v1/strategies/${d.ref}`)).toMatchObject({ id: d.id, status: 'draft', ownerId: pm.userId });
    const byAdmin = await person('POST', `/api/v1/direction-documents/${d.ref}/publish`);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(403);
    expect(byAdmin.body.error.data).toMatchObject({ ownerId: pm.userId });
    const byKey = await pmKey('POST', `/api/v1/direction-documents/${d.ref}/publish`); // no body at all: still the person rule
    expect(byKey.status).toBe(403);
    expect(byKey.body.error.data.reason).toBe('publish_needs_person');
    await data(pmKey, 'POST', `/api/v1/strategies/${d.ref}/publish`, {});
    expect(await data(pmKey, 'GET', `/api/v1/direction-documents/${d.ref}`)).toMatchObject({ status: 'active', ownerId: pm.userId });
  });

  it('nothing is published with a blank title or body; a pending vision keeps its title and can be deleted', async () => {
    const v = await data(key, 'POST', '/api/v1/direction-documents', { kind: 'vision', scope: 'product', title: 'Kept title', body: 'first' });
    expect(v.title).toBe('Kept title');
    await data(key, 'POST', `/api/v1/direction-documents/${v.ref}/discard-draft`, {});
    const blank = await data(key, 'POST', `/api/v1/direction-documents/${v.ref}/draft`, { title: '   ', body: 'text' });
    expect(blank.title).toBe('   ');
    const refused = await person('POST', `/api/v1/direction-documents/${v.ref}/publish`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].field).toBe('draft.title');
    expect((await key('GET', `/api/v1/visions/${v.ref}`)).status).toBe(404);
    expect(await data(person, 'DELETE', `/api/v1/direction-documents/${v.ref}`)).toEqual({ id: v.id, deleted: true });
    expect((await key('GET', `/api/v1/direction-documents/${v.ref}`)).status).toBe(404);
  });
});

describe('announcements', () => {
  it('publishing a draft strategy here notifies the other members once, as published', async () => {
    const s = await data(key, 'POST', '/api/v1/strategies', { name: 'Quiet draft', content: 'v1' });
    await data(key, 'POST', `/api/v1/direction-documents/${s.ref}/draft`, { body: 'v2 for review' });
    const eng = client(org.engineerKey);
    const mine = async () =>
      (await data(eng, 'GET', '/api/v1/notifications?limit=200')).filter(
        (n: { type: string; entityId: string }) => n.type === 'strategy_changed' && n.entityId === s.id,
      );
    const before = (await mine()).length;
    await data(person, 'POST', `/api/v1/direction-documents/${s.ref}/publish`, {});
    const after = await mine();
    expect(after.length - before).toBe(1);
    expect(after[0].title).toMatch(/published/i);
    expect(await data(key, 'GET', `/api/v1/strategies/${s.ref}`)).toMatchObject({ status: 'active', version: 2, content: 'v2 for review' });
  });
});

describe('archive and delete per kind, capabilities, tenancy', () => {
  it('product specs and context archive (read-only) and delete; the document and its versions go', async () => {
    for (const kind of ['product_spec', 'context']) {
      const d = await data(person, 'POST', '/api/v1/direction-documents', { kind, title: `A ${kind}`, body: 'text', publish: true });
      expect(await data(person, 'POST', `/api/v1/direction-documents/${d.ref}/archive`, {})).toMatchObject({ status: 'archived' });
      expect((await person('PATCH', `/api/v1/direction-documents/${d.ref}`, { body: 'no' })).status).toBe(409);
      expect((await person('POST', `/api/v1/direction-documents/${d.ref}/archive`, {})).status).toBe(409);
      expect(await data(person, 'DELETE', `/api/v1/direction-documents/${d.ref}`)).toEqual({ id: d.id, deleted: true });
      expect((await key('GET', `/api/v1/direction-documents/${d.id}`)).status).toBe(404);
    }
  });

  it('a second company vision is 409; scope is for visions only', async () => {
    await data(key, 'POST', '/api/v1/visions', { name: 'Company', narrative: 'Our company vision.' }).catch(() => undefined);
    const second = await key('POST', '/api/v1/direction-documents', { kind: 'vision', scope: 'company', title: 'Another', body: 'x' });
    expect(second.status).toBe(409);
    expect(second.body.error.data.existingRef).toMatch(/^VIS-\d+$/);
    expect((await key('POST', '/api/v1/direction-documents', { kind: 'context', scope: 'company', title: 'x', body: 'y' })).status).toBe(400);
  });

  it('lists leave out kinds the caller cannot read; reading one is 403; engineers read but do not write', async () => {
    const app = await newApp(org.orgId);
    const narrow = client((await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'direction:read' })).access_token);
    const kinds = new Set((await data(narrow, 'GET', '/api/v1/direction-documents?limit=200')).map((d: { kind: string }) => d.kind));
    expect(kinds.has('vision') || kinds.has('strategy')).toBe(false);
    expect(kinds.has('product_spec') || kinds.has('context')).toBe(true);
    const aVision = (await data(key, 'GET', '/api/v1/direction-documents?kind=vision'))[0];
    expect((await narrow('GET', `/api/v1/direction-documents/${aVision.ref}`)).status).toBe(403);
    const eng = client(org.engineerKey);
    expect((await eng('GET', '/api/v1/direction-documents')).status).toBe(200);
    expect((await eng('POST', '/api/v1/direction-documents', { kind: 'context', title: 'x', body: 'y' })).status).toBe(403);
  });

  it("another org's document reads as 404, by id and by ref", async () => {
    const d = await data(key, 'POST', '/api/v1/direction-documents', { kind: 'context', title: 'Ours', body: 'private' });
    const other = client((await newOrg('Direction other')).apiKey);
    expect((await other('GET', `/api/v1/direction-documents/${d.id}`)).status).toBe(404);
    expect((await other('GET', `/api/v1/direction-documents/${d.ref}`)).status).toBe(404);
    expect((await other('POST', `/api/v1/direction-documents/${d.id}/draft`, { body: 'x' })).status).toBe(404);
  });
});
