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
import * as sdk from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { authorizeAndExchange, newApp } from '../lib/oauth.js';
import { as, errorOf, must, useSdk } from '../lib/sdkAs.js';

const { baseUrl } = inject('contract');
useSdk();
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const ALL = 'direction:read direction:create direction:update direction:delete vision:read vision:update strategy:read';

let org: Awaited<ReturnType<typeof newOrg>>;
let key: string; // the admin's API key
let person: string; // the admin's OAuth token, acting as them
let appToken: string; // an app acting as itself
beforeAll(async () => {
  org = await newOrg('Direction org');
  key = org.apiKey;
  const app = await newApp(org.orgId, { name: 'Drafting agent' });
  person = (await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: ALL })).access_token;
  appToken = (await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: ALL, actor: 'app' })).access_token;
});

describe('agents draft, people publish (spec 2 §4.10)', () => {
  it('a key and an app token create drafts and edit them, but publishing is 403; a person publishes', async () => {
    for (const agent of [key, appToken]) {
      const asked = await sdk.createDirectionDocument({ kind: 'context', title: 'Market', body: 'Notes', publish: true }, undefined, as(agent));
      expect(asked.status).toBe(403);
      expect(errorOf(asked)).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'publish_needs_person' }, suggestion: expect.stringMatching(/person/) });
    }
    const d = must(await sdk.createDirectionDocument({ kind: 'context', title: 'Market', body: 'Buyers are mid-market.' }, undefined, as(appToken)));
    expect(d).toMatchObject({ version: 0, body: null, contentHash: null, hasDraft: true, status: 'draft' });
    expect(d.ref).toMatch(/^CTX-\d+$/);
    // PATCH by the app writes the draft; nothing is published.
    const patched = must(await sdk.updateDirectionDocument(d.ref, { body: 'Buyers are mid-market teams of 50-500.' }, undefined, as(appToken)));
    expect(patched).toMatchObject({ version: 0, contentHash: null, hasDraft: true });
    const draft = must(await sdk.getDirectionDocumentDraft(d.ref, as(key)));
    expect(draft).toMatchObject({ title: 'Market', body: 'Buyers are mid-market teams of 50-500.', nextVersion: 1 });
    for (const agent of [key, appToken]) expect((await sdk.publishDirectionDocument(d.ref, {}, undefined, as(agent))).status).toBe(403);
    const published = must(await sdk.publishDirectionDocument(d.ref, { changeNote: 'Reviewed' }, undefined, as(person)));
    expect(published).toMatchObject({
      version: 1,
      status: 'active',
      body: 'Buyers are mid-market teams of 50-500.',
      contentHash: sha('Buyers are mid-market teams of 50-500.'),
      hasDraft: false,
    });
    expect(must(await sdk.getDirectionDocumentDraft(d.ref, as(key)))).toBeNull();
    // Publishing with no draft is a state conflict.
    expect((await sdk.publishDirectionDocument(d.ref, {}, undefined, as(person))).status).toBe(409);
  });

  it("contentHash changes only on publish; a person's PATCH publishes the next version", async () => {
    const d = must(await sdk.createDirectionDocument({ kind: 'product_spec', title: 'Import', body: 'v1 text', publish: true }, undefined, as(person)));
    expect(d).toMatchObject({ version: 1, contentHash: sha('v1 text') });
    must(await sdk.saveDirectionDocumentDraft(d.ref, { body: 'v2 text' }, undefined, as(key)));
    expect(must(await sdk.getDirectionDocument(d.ref, as(key)))).toMatchObject({
      version: 1,
      body: 'v1 text',
      contentHash: sha('v1 text'),
      hasDraft: true,
    });
    const edited = must(await sdk.updateDirectionDocument(d.ref, { body: 'v2 by a person', changeNote: 'Direct' }, undefined, as(person)));
    expect(edited).toMatchObject({ version: 2, body: 'v2 by a person', contentHash: sha('v2 by a person'), hasDraft: true }); // the key's draft stays
    const versions = must(await sdk.listDirectionDocumentVersions(d.ref, undefined, as(key)));
    expect(versions.map((v) => [v.version, v.label, v.contentHash])).toEqual([
      [2, 'Direct', sha('v2 by a person')],
      [1, 'v1', sha('v1 text')],
    ]);
    const changes = must(await sdk.listDirectionDocumentChanges({ limit: 200 }, as(key))).filter((c) => c.documentId === d.id);
    expect(changes.map((c) => [c.version, c.isCreation])).toEqual([
      [2, false],
      [1, true],
    ]);
  });
});

describe('visions and strategies through both paths', () => {
  it('a vision reads the same through /visions and /direction-documents, versions and labels included', async () => {
    const v = must(await sdk.createVision({ name: 'Be the default', kind: 'product', narrative: 'Teams reach for us first.' }, undefined, as(key)));
    const doc = must(await sdk.getDirectionDocument(v.ref, as(key)));
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
    must(await sdk.updateVision(v.ref, { narrative: 'Teams and agents reach for us first.' }, undefined, as(key)));
    expect(must(await sdk.getDirectionDocument(v.id, as(key)))).toMatchObject({ version: 2, body: 'Teams and agents reach for us first.' });
    // …while the direction-documents path gives the key a draft, published by a person.
    must(await sdk.updateDirectionDocument(v.ref, { body: 'Drafted by an agent.' }, undefined, as(key)));
    expect(must(await sdk.getVision(v.ref, as(key))).version).toBe(2);
    must(await sdk.publishDirectionDocument(v.ref, { changeNote: 'Agent draft, reviewed' }, undefined, as(person)));
    expect(must(await sdk.getVision(v.ref, as(key)))).toMatchObject({ version: 3, narrative: 'Drafted by an agent.' });
    must(await sdk.renameVisionVersion(v.ref, 2, { note: 'Agents too' }, undefined, as(key)));
    const both = [
      must(await sdk.listVisionVersions(v.ref, undefined, as(key))),
      must(await sdk.listDirectionDocumentVersions(v.ref, undefined, as(key))),
    ] as const;
    expect(both[0].map((x) => [x.version, x.label])).toEqual([
      [3, 'Agent draft, reviewed'],
      [2, 'Agents too'],
      [1, 'v1'],
    ]);
    expect(both[1].map((x) => [x.version, x.label])).toEqual([
      [3, 'Agent draft, reviewed'],
      [2, 'Agents too'],
      [1, 'v1'],
    ]);
    // Visions are neither archived nor deleted here.
    expect((await sdk.archiveDirectionDocument(v.ref, undefined, as(person))).status).toBe(409);
    expect((await sdk.deleteDirectionDocument(v.ref, undefined, as(person))).status).toBe(409);
  });

  it('a vision drafted by an agent is pending until a person publishes it, then it is a /visions vision with its ref', async () => {
    const pending = must(
      await sdk.createDirectionDocument(
        {
          kind: 'vision',
          scope: 'product',
          title: 'Agents everywhere',
          body: 'Every team runs agents.',
        },
        undefined,
        as(key),
      ),
    );
    expect(pending).toMatchObject({ kind: 'vision', scope: 'product', version: 0, hasDraft: true });
    expect((await sdk.getVision(pending.ref, as(key))).status).toBe(404);
    const published = must(await sdk.publishDirectionDocument(pending.ref, {}, undefined, as(person)));
    expect(published).toMatchObject({ id: pending.id, ref: pending.ref, version: 1, body: 'Every team runs agents.' });
    expect(must(await sdk.getVision(pending.ref, as(key)))).toMatchObject({
      id: pending.id,
      name: 'Agents everywhere',
      narrative: 'Every team runs agents.',
      kind: 'product',
      version: 1,
    });
  });

  it('a strategy reads the same through both paths; its owner publishes via /strategies with a key, only they publish it here', async () => {
    const s = must(await sdk.createStrategy({ name: 'Land and expand', content: 'Start with one team.' }, undefined, as(key)));
    expect(must(await sdk.getDirectionDocument(s.ref, as(key)))).toMatchObject({
      id: s.id,
      kind: 'strategy',
      status: 'draft',
      version: 1,
      body: 'Start with one team.',
    });
    must(await sdk.publishStrategy(s.ref, undefined, as(key))); // the owner, with a key (spec 2 §4.9)
    expect(must(await sdk.getDirectionDocument(s.ref, as(key))).status).toBe('active');
    must(await sdk.updateDirectionDocument(s.ref, { body: 'Start with one team, then the org.' }, undefined, as(key)));
    const other = await newUser(org.orgId, 'admin', 'Other admin');
    const otherApp = await newApp(org.orgId);
    const otherPerson = (await authorizeAndExchange(baseUrl, otherApp, other.apiKey, { scope: ALL })).access_token;
    const refused = await sdk.publishDirectionDocument(s.ref, {}, undefined, as(otherPerson));
    expect(refused.status).toBe(403);
    expect(errorOf(refused).data).toMatchObject({ ownerId: org.userId });
    must(await sdk.publishDirectionDocument(s.ref, { changeNote: 'Expand' }, undefined, as(person)));
    expect(must(await sdk.getStrategy(s.ref, as(key)))).toMatchObject({ version: 2, content: 'Start with one team, then the org.' });
    const versions = must(await sdk.listStrategyVersions(s.ref, undefined, as(key)));
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    // A strategy is archived, never deleted; archived documents are read-only.
    const del = await sdk.deleteDirectionDocument(s.ref, undefined, as(person));
    expect(del.status).toBe(409);
    expect(errorOf(del).suggestion).toMatch(/archive/);
    expect(must(await sdk.archiveDirectionDocument(s.ref, undefined, as(person)))).toMatchObject({ status: 'archived' });
    expect((await sdk.saveDirectionDocumentDraft(s.ref, { body: 'x' }, undefined, as(key))).status).toBe(409);
    expect(must(await sdk.getStrategy(s.ref, as(key))).status).toBe('archived');
  });
});

describe('direction documents as a new user finds them', () => {
  it('a strategy drafted here is a /strategies draft its owner publishes with a key; no one else may, a person included', async () => {
    const pm = await newUser(org.orgId, 'pm', 'Strategy pm');
    const pmKey = pm.apiKey;
    const d = must(await sdk.createDirectionDocument({ kind: 'strategy', title: 'Own the workflow', body: 'Start in the editor.' }, undefined, as(pmKey)));
    expect(d).toMatchObject({ kind: 'strategy', status: 'draft', version: 1, ownerId: pm.userId, hasDraft: false });
    expect(must(await sdk.getStrategy(d.ref, as(pmKey)))).toMatchObject({ id: d.id, status: 'draft', ownerId: pm.userId });
    const byAdmin = await sdk.publishDirectionDocument(d.ref, undefined, undefined, as(person));
    expect(byAdmin.status, JSON.stringify(byAdmin.data)).toBe(403);
    expect(errorOf(byAdmin).data).toMatchObject({ ownerId: pm.userId });
    const byKey = await sdk.publishDirectionDocument(d.ref, undefined, undefined, as(pmKey)); // no body at all: still the person rule
    expect(byKey.status).toBe(403);
    expect(errorOf(byKey).data?.reason).toBe('publish_needs_person');
    must(await sdk.publishStrategy(d.ref, undefined, as(pmKey)));
    expect(must(await sdk.getDirectionDocument(d.ref, as(pmKey)))).toMatchObject({ status: 'active', ownerId: pm.userId });
  });

  it('nothing is published with a blank title or body; a pending vision keeps its title and can be deleted', async () => {
    const v = must(await sdk.createDirectionDocument({ kind: 'vision', scope: 'product', title: 'Kept title', body: 'first' }, undefined, as(key)));
    expect(v.title).toBe('Kept title');
    must(await sdk.discardDirectionDocumentDraft(v.ref, undefined, as(key)));
    const blank = must(await sdk.saveDirectionDocumentDraft(v.ref, { title: '   ', body: 'text' }, undefined, as(key)));
    expect(blank.title).toBe('   ');
    const refused = await sdk.publishDirectionDocument(v.ref, {}, undefined, as(person));
    expect(refused.status).toBe(400);
    expect(errorOf(refused).details?.[0]?.field).toBe('draft.title');
    expect((await sdk.getVision(v.ref, as(key))).status).toBe(404);
    expect(must(await sdk.deleteDirectionDocument(v.ref, undefined, as(person)))).toEqual({ id: v.id, deleted: true });
    expect((await sdk.getDirectionDocument(v.ref, as(key))).status).toBe(404);
  });
});

describe('announcements', () => {
  it('publishing a draft strategy here notifies the other members once, as published', async () => {
    const s = must(await sdk.createStrategy({ name: 'Quiet draft', content: 'v1' }, undefined, as(key)));
    must(await sdk.saveDirectionDocumentDraft(s.ref, { body: 'v2 for review' }, undefined, as(key)));
    const eng = org.engineerKey;
    const mine = async () => must(await sdk.listNotifications({ limit: 200 }, as(eng))).filter((n) => n.type === 'strategy_changed' && n.entityId === s.id);
    const before = (await mine()).length;
    must(await sdk.publishDirectionDocument(s.ref, {}, undefined, as(person)));
    const after = await mine();
    expect(after.length - before).toBe(1);
    expect(after[0].title).toMatch(/published/i);
    expect(must(await sdk.getStrategy(s.ref, as(key)))).toMatchObject({ status: 'active', version: 2, content: 'v2 for review' });
  });
});

describe('archive and delete per kind, capabilities, tenancy', () => {
  it('product specs and context archive (read-only) and delete; the document and its versions go', async () => {
    for (const kind of ['product_spec', 'context'] as const) {
      const d = must(await sdk.createDirectionDocument({ kind, title: `A ${kind}`, body: 'text', publish: true }, undefined, as(person)));
      expect(must(await sdk.archiveDirectionDocument(d.ref, undefined, as(person)))).toMatchObject({ status: 'archived' });
      expect((await sdk.updateDirectionDocument(d.ref, { body: 'no' }, undefined, as(person))).status).toBe(409);
      expect((await sdk.archiveDirectionDocument(d.ref, undefined, as(person))).status).toBe(409);
      expect(must(await sdk.deleteDirectionDocument(d.ref, undefined, as(person)))).toEqual({ id: d.id, deleted: true });
      expect((await sdk.getDirectionDocument(d.id, as(key))).status).toBe(404);
    }
  });

  it('a second company vision is 409; scope is for visions only', async () => {
    // The org may already have its company vision (another test's): either way there is one afterwards.
    await sdk.createVision({ name: 'Company', narrative: 'Our company vision.' }, undefined, as(key));
    const second = await sdk.createDirectionDocument({ kind: 'vision', scope: 'company', title: 'Another', body: 'x' }, undefined, as(key));
    expect(second.status).toBe(409);
    expect(errorOf(second).data?.existingRef).toMatch(/^VIS-\d+$/);
    expect((await sdk.createDirectionDocument({ kind: 'context', scope: 'company', title: 'x', body: 'y' }, undefined, as(key))).status).toBe(400);
  });

  it('lists leave out kinds the caller cannot read; reading one is 403; engineers read but do not write', async () => {
    const app = await newApp(org.orgId);
    const narrow = (await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'direction:read' })).access_token;
    const kinds = new Set(must(await sdk.listDirectionDocuments({ limit: 200 }, as(narrow))).map((d) => d.kind));
    expect(kinds.has('vision') || kinds.has('strategy')).toBe(false);
    expect(kinds.has('product_spec') || kinds.has('context')).toBe(true);
    const aVision = must(await sdk.listDirectionDocuments({ kind: 'vision' }, as(key)))[0];
    expect((await sdk.getDirectionDocument(aVision.ref, as(narrow))).status).toBe(403);
    const eng = org.engineerKey;
    expect((await sdk.listDirectionDocuments(undefined, as(eng))).status).toBe(200);
    expect((await sdk.createDirectionDocument({ kind: 'context', title: 'x', body: 'y' }, undefined, as(eng))).status).toBe(403);
  });

  it("another org's document reads as 404, by id and by ref", async () => {
    const d = must(await sdk.createDirectionDocument({ kind: 'context', title: 'Ours', body: 'private' }, undefined, as(key)));
    const other = (await newOrg('Direction other')).apiKey;
    expect((await sdk.getDirectionDocument(d.id, as(other))).status).toBe(404);
    expect((await sdk.getDirectionDocument(d.ref, as(other))).status).toBe(404);
    expect((await sdk.saveDirectionDocumentDraft(d.id, { body: 'x' }, undefined, as(other))).status).toBe(404);
  });
});
