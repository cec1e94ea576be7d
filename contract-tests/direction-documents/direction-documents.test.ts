/**
 * One suite, two targets, for direction documents (spec 2 §4.10): a product spec drafted
 * with an API key (nothing published), its draft read and replaced, publishing refused to the key and done by a
 * person's OAuth token (on the live server: an app approved by org A's admin, acting as the admin), a person's PATCH
 * publishing version 2, versions and a label, the change feed, archive, the draft discarded, and delete — through the
 * generated SDK, every response validated against the document on the Prism mock and the real server. Behaviour is
 * asserted on the real server only; the rules per kind, both paths of visions and strategies and tenancy are in
 * contract-tests/direction-documents/direction-documents.live.test.ts. The last test fails when an operationId of the tag was never
 * exercised.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { checkedFetch, exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';
import { authorizeAndExchange, newApp } from '../lib/oauth.js';

const { baseUrl, adminKey, live, onLive, unique } = suiteFixtures();
/** A person's OAuth token (acting as org A's admin) on the live server; any bearer on the mock. */
let person = adminKey;
const asPerson = () => ({ headers: { authorization: `Bearer ${person}` } });

beforeAll(async () => {
  sdk.configure({ baseUrl, apiKey: adminKey, fetch: checkedFetch });
  if (live) {
    const me = expectStatus(await sdk.getViewer(), 200).data.data!;
    const app = await newApp(me.orgId, { name: `Direction suite ${unique}` });
    person = (
      await authorizeAndExchange(baseUrl, app, adminKey, {
        scope: 'direction:read direction:create direction:update direction:delete vision:read strategy:read',
      })
    ).access_token;
  }
});

describe('direction documents over the SDK (spec 2 §4.10)', () => {
  let d: sdk.DirectionDocument;

  it('create with a key: a draft, nothing published; asking to publish is 403', async () => {
    const made = expectStatus(
      await sdk.createDirectionDocument({ kind: 'product_spec', title: `Offline mode ${unique}`, body: '# Offline mode\nWork without a network.' }),
      201,
    );
    d = made.data.data!;
    onLive(() => {
      expect(d).toMatchObject({
        kind: 'product_spec',
        scope: null,
        title: `Offline mode ${unique}`,
        body: null,
        version: 0,
        contentHash: null,
        status: 'draft',
        hasDraft: true,
      });
      expect(d.ref).toBe(`SPEC-${d.ref.split('-')[1]}`);
    });
    if (live) expectStatus(await sdk.createDirectionDocument({ kind: 'context', title: 'x', body: 'y', publish: true }), 403);
  });

  it('read: the document, its draft, and the draft replaced', async () => {
    const got = expectStatus(await sdk.getDirectionDocument(d.ref), 200);
    onLive(() => expect(got.data.data).toEqual(d));
    const draft = expectStatus(await sdk.getDirectionDocumentDraft(d.ref), 200);
    onLive(() =>
      expect(draft.data.data).toMatchObject({
        documentId: d.id,
        title: `Offline mode ${unique}`,
        body: '# Offline mode\nWork without a network.',
        nextVersion: 1,
      }),
    );
    const saved = expectStatus(await sdk.saveDirectionDocumentDraft(d.ref, { body: '# Offline mode\nWork offline; sync later.' }), 200);
    onLive(() => expect(saved.data.data).toMatchObject({ title: `Offline mode ${unique}`, body: '# Offline mode\nWork offline; sync later.', nextVersion: 1 }));
  });

  it('publish: refused to the key, done by a person; PATCH by a person publishes the next version', async () => {
    if (live) {
      const refused = expectStatus(await sdk.publishDirectionDocument(d.ref, {}), 403);
      expect(refused.data.error.data).toMatchObject({ reason: 'publish_needs_person' });
    }
    const published = expectStatus(await sdk.publishDirectionDocument(d.ref, { changeNote: 'First cut' }, undefined, asPerson()), 200);
    onLive(() => {
      expect(published.data.data).toMatchObject({
        version: 1,
        status: 'active',
        title: `Offline mode ${unique}`,
        body: '# Offline mode\nWork offline; sync later.',
        hasDraft: false,
      });
      expect(published.data.data!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    });
    const patched = expectStatus(await sdk.updateDirectionDocument(d.ref, { body: '# Offline mode\nv2', changeNote: 'Second' }, undefined, asPerson()), 200);
    onLive(() => expect(patched.data.data).toMatchObject({ version: 2, body: '# Offline mode\nv2' }));
  });

  it('versions newest first, a label, the change feed and the list', async () => {
    const versions = expectStatus(await sdk.listDirectionDocumentVersions(d.ref), 200);
    onLive(() =>
      expect(versions.data.data!.map((v) => [v.version, v.label])).toEqual([
        [2, 'Second'],
        [1, 'First cut'],
      ]),
    );
    const renamed = expectStatus(await sdk.renameDirectionDocumentVersion(d.ref, 1, { note: '' }), 200);
    onLive(() => expect(renamed.data.data).toMatchObject({ version: 1, label: 'v1' }));
    const changes = expectStatus(await sdk.listDirectionDocumentChanges({ limit: 200 }), 200);
    onLive(() => {
      const mine = changes.data.data!.filter((c) => c.documentId === d.id);
      expect(mine.map((c) => [c.version, c.isCreation])).toEqual([
        [2, false],
        [1, true],
      ]);
    });
    const listed = expectStatus(await sdk.listDirectionDocuments({ kind: 'product_spec', limit: 200 }), 200);
    onLive(() => expect(listed.data.data!.find((x) => x.id === d.id)).toMatchObject({ version: 2, hasDraft: false }));
  });

  it('a draft discarded, the document archived (read-only), then deleted', async () => {
    expectStatus(await sdk.saveDirectionDocumentDraft(d.ref, { body: 'throwaway' }), 200);
    const discarded = expectStatus(await sdk.discardDirectionDocumentDraft(d.ref, undefined), 200);
    onLive(() => expect(discarded.data.data).toMatchObject({ hasDraft: false, version: 2 }));
    const archived = expectStatus(await sdk.archiveDirectionDocument(d.ref, undefined), 200);
    onLive(() => expect(archived.data.data).toMatchObject({ status: 'archived' }));
    if (live) expectStatus(await sdk.saveDirectionDocumentDraft(d.ref, { body: 'no' }), 409);
    const deleted = expectStatus(await sdk.deleteDirectionDocument(d.ref), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: d.id, deleted: true }));
    if (live) expectStatus(await sdk.getDirectionDocument(d.ref), 404);
  });

  it('covers every operation of its tags', () => {
    const missing = operationsCoveredBy(import.meta.url).filter((id) => !exercised.has(id));
    expect(missing, `never exercised: ${missing.join(', ')}`).toEqual([]);
    expect(splitProblems()).toEqual([]);
    expect(Object.keys(suiteTags)).toContain('direction-documents/direction-documents.test.ts');
    expect(Object.keys(operations).length).toBeGreaterThan(0);
  });
});
