/**
 * One suite, two targets, for strategies (spec 1 §2.7, §3.2; spec 2 §4.9): create a draft,
 * read it by ref, edit it (a new version with its change note, and an edit that changes nothing), its versions newest
 * first, label a version and clear the label, publish, list by status, archive — through the generated SDK. Every
 * response is validated against the OpenAPI document (checkedFetch) on both the Prism mock and the real server;
 * behaviour is asserted on the real server only (owner-only rules, notifications, search, MCP and tenancy are in
 * contract-tests/strategies/strategies.live.test.ts). The last test fails when an operationId of the tag strategies was never
 * exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: the strategy here is this file's own
 * (its name carries a unique word), and lists are only checked to contain it.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { engineerKey, live, onLive, unique } = suiteFixtures();

describe('strategies over the SDK (spec 2 §4.9, spec 1 §2.7, §3.2)', () => {
  let s: sdk.Strategy;
  let me: string;

  it('create: a draft at version 1, owned by the caller, with publish and archive offered', async () => {
    me = expectStatus(await sdk.getViewer(), 200).data.data!.userId;
    const made = expectStatus(await sdk.createStrategy({ name: `Win the mid-market ${unique}`, content: '## Where we play\nMid-market teams.' }), 201);
    s = made.data.data!;
    onLive(() => {
      expect(s).toMatchObject({
        name: `Win the mid-market ${unique}`,
        content: '## Where we play\nMid-market teams.',
        version: 1,
        status: 'draft',
        ownerId: me,
        versionLabel: 'v1',
      });
      expect(s.ref).toBe(`STR-${s.number}`);
      expect(made.data.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'versions', 'publishStrategy', 'archiveStrategy']);
    });
    if (live) {
      // name and content are required; name is at most 200 characters; engineers read but do not write
      expectStatus(await sdk.createStrategy({ name: 'No content' } as sdk.CreateStrategyBody), 400);
      expectStatus(await sdk.createStrategy({ name: 'x'.repeat(201), content: 'c' }), 400);
      expectStatus(await sdk.createStrategy({ name: 'Engineer', content: 'c' }, undefined, { headers: { authorization: `Bearer ${engineerKey}` } }), 403);
    }
  });

  it('get: by ref and by UUID, the same strategy', async () => {
    const byRef = expectStatus(await sdk.getStrategy(s.ref), 200);
    onLive(() => expect(byRef.data.data).toEqual(s));
    const byId = expectStatus(await sdk.getStrategy(s.id), 200);
    onLive(() => expect(byId.data.data).toEqual(s));
    if (live) expectStatus(await sdk.getStrategy('STR-999999'), 404);
  });

  it('update: a content edit makes version 2 labelled with its change note; an edit that changes nothing makes none', async () => {
    const edited = expectStatus(
      await sdk.updateStrategy(s.ref, { content: '## Where we play\nMid-market teams of 50-1000.', changeNote: 'Widened the segment' }),
      200,
    );
    onLive(() =>
      expect(edited.data.data).toMatchObject({
        id: s.id,
        version: 2,
        versionLabel: 'Widened the segment',
        content: '## Where we play\nMid-market teams of 50-1000.',
      }),
    );
    const same = expectStatus(await sdk.updateStrategy(s.ref, { name: s.name, changeNote: 'Nothing really' }), 200);
    onLive(() => expect(same.data.data).toMatchObject({ version: 2, versionLabel: 'Widened the segment' }));
  });

  it('versions: newest first, paged; labels set and cleared', async () => {
    const versions = expectStatus(await sdk.listStrategyVersions(s.ref, { limit: 10 }), 200);
    onLive(() => {
      expect(versions.data.data!.map((v) => [v.version, v.label, v.changeNote, v.createdBy])).toEqual([
        [2, 'Widened the segment', 'Widened the segment', me],
        [1, 'v1', '', me],
      ]);
      expect(versions.data.data![1]).toMatchObject({ strategyId: s.id, name: s.name, content: '## Where we play\nMid-market teams.' });
    });
    const page = expectStatus(await sdk.listStrategyVersions(s.ref, { limit: 1 }), 200);
    onLive(() => expect(page.data.pagination).toMatchObject({ hasMore: true }));
    const renamed = expectStatus(await sdk.renameStrategyVersion(s.ref, 1, { note: 'First draft' }), 200);
    onLive(() => expect(renamed.data.data).toMatchObject({ version: 1, label: 'First draft', changeNote: 'First draft' }));
    const cleared = expectStatus(await sdk.renameStrategyVersion(s.ref, 2, { note: '' }), 200);
    onLive(() => expect(cleared.data.data).toMatchObject({ version: 2, label: 'v2', changeNote: '' }));
    if (live) {
      expect(expectStatus(await sdk.getStrategy(s.ref), 200).data.data!.versionLabel).toBe('v2');
      expectStatus(await sdk.renameStrategyVersion(s.ref, 3, { note: 'Future' }), 404);
    }
  });

  it('publish: draft → active; publishing again is 409', async () => {
    const published = expectStatus(await sdk.publishStrategy(s.ref), 200);
    onLive(() => {
      expect(published.data.data).toMatchObject({ status: 'active', version: 2 });
      expect(published.data.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'versions', 'archiveStrategy']);
    });
    if (live) {
      const again = expectStatus(await sdk.publishStrategy(s.ref), 409);
      expect(again.data.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { status: 'active' } });
    }
  });

  it('list: by status, containing this strategy', async () => {
    const active = expectStatus(await sdk.listStrategies({ status: 'active', limit: 200 }), 200);
    onLive(() => {
      expect(active.data.data!.every((x) => x.status === 'active')).toBe(true);
      expect(active.data.data!.map((x) => x.ref)).toContain(s.ref);
    });
    const drafts = expectStatus(await sdk.listStrategies({ status: 'draft', limit: 200 }), 200);
    onLive(() => expect(drafts.data.data!.map((x) => x.ref)).not.toContain(s.ref));
  });

  it('archive: read-only afterwards (edits are 409)', async () => {
    const archived = expectStatus(await sdk.archiveStrategy(s.ref), 200);
    onLive(() => {
      expect(archived.data.data).toMatchObject({ status: 'archived', version: 2 });
      expect(archived.data.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'versions']);
    });
    if (live) {
      expectStatus(await sdk.updateStrategy(s.ref, { content: 'Too late' }), 409);
      expectStatus(await sdk.archiveStrategy(s.ref), 409);
    }
  });

  it("the tag strategies is this file's", () => {
    expect(splitProblems().filter((p) => /strategies/.test(p))).toEqual([]);
    expect(suiteTags['strategies/strategies.test.ts']).toEqual(['strategies']);
  });

  it('exercises every operationId of the tag strategies (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toHaveLength(8);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['strategies']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
