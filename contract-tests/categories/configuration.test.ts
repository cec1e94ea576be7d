/**
 * One suite, two targets, for delivery configuration (spec 2 §4.13, §4.21; spec 1 §2.10):
 * categories (the system Bug and Incident, a derived slug that never changes, sort order, refused deletes), tags
 * (names unique regardless of case) and PRD templates (org-wide and a team's, visibility, a team's default), through
 * the generated SDK. Every response is validated against the OpenAPI document (checkedFetch) on both the Prism mock
 * and the real server; behaviour is asserted on the real server only. The last test fails when an operationId of
 * the tags categories, tags or prd-templates (contract-tests/lib/suiteTags.ts) was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: names here carry a unique suffix and
 * lists are searched, not compared whole.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
/** Requests as Eve, org A's engineer (the SDK's options override the configured admin key). */
const asEve = { headers: { authorization: `Bearer ${engineerKey}` } };

describe('delivery configuration over the SDK (spec 2 §4.13, §4.21)', () => {
  let categoryId: string;
  let tagId: string;
  let teamId: string;
  let eveId: string;
  let orgWideId: string;
  let teamTemplateId: string;

  it('categories: the system ones, create with a derived slug, get, update keeps the slug, list in sort order', async () => {
    const before = expectStatus(await sdk.listCategories({ limit: 200 }), 200);
    onLive(() => {
      const system = before.data.data!.filter((c) => c.system);
      expect(system.map((c) => [c.label, c.slug])).toEqual(
        expect.arrayContaining([
          ['Bug', 'bug'],
          ['Incident', 'incident'],
        ]),
      );
    });

    const created = expectStatus(await sdk.createCategory({ label: `Tech debt ${unique}`, color: '#FBCA04' }), 201);
    categoryId = created.data.data!.id;
    onLive(() => {
      expect(created.data.data).toMatchObject({ label: `Tech debt ${unique}`, slug: `tech-debt-${unique.toLowerCase()}`, color: '#fbca04', system: false });
      const last = Math.max(...before.data.data!.map((c) => c.sortOrder));
      expect(created.data.data!.sortOrder).toBe(last + 1); // new categories go last
      expect(created.data.actions.map((a) => a.rel)).toEqual(['self', 'categories']);
    });

    const got = expectStatus(await sdk.getCategory(categoryId), 200);
    onLive(() => expect(got.data.data).toEqual(created.data.data));

    const updated = expectStatus(await sdk.updateCategory(categoryId, { label: `Cleanup ${unique}`, sortOrder: 0 }), 200);
    onLive(() => {
      expect(updated.data.data).toMatchObject({ id: categoryId, label: `Cleanup ${unique}`, sortOrder: 0, slug: `tech-debt-${unique.toLowerCase()}` });
    });

    const after = expectStatus(await sdk.listCategories({ limit: 200 }), 200);
    onLive(() => {
      const list = after.data.data!;
      const orders = list.map((c) => c.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b)); // by sort order
      expect(list.findIndex((c) => c.id === categoryId)).toBeLessThan(list.findIndex((c) => c.slug === 'incident'));
    });
    if (live) {
      expect((await sdk.createCategory({ label: 'Mine' }, undefined, asEve)).status).toBe(403); // engineers read only
      const bug = after.data.data!.find((c) => c.slug === 'bug')!;
      const refused = expectStatus(await sdk.deleteCategory(bug.id), 409);
      expect(refused.data.error.data).toEqual({ system: true });
    }
  });

  it('categories: delete an unused one', async () => {
    const deleted = expectStatus(await sdk.deleteCategory(categoryId), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: categoryId, deleted: true }));
    if (live) expect((await sdk.getCategory(categoryId)).status).toBe(404);
  });

  it('tags: create, list, rename, a duplicate name in another case, delete', async () => {
    const created = expectStatus(await sdk.createTag({ name: `Onboarding ${unique}`, color: '#1d76db' }), 201);
    tagId = created.data.data!.id;
    onLive(() => expect(created.data.data).toMatchObject({ name: `Onboarding ${unique}`, color: '#1d76db' }));

    const byEve = await sdk.createTag({ name: `onboarding ${unique}`.toLowerCase() }, undefined, asEve);
    onLive(() => {
      expect(byEve.status).toBe(409); // engineers may create tags; names are unique regardless of case
      if (byEve.status === 409) expect(byEve.data.error).toMatchObject({ code: 'ALREADY_EXISTS', details: [{ field: 'body.name' }] });
    });

    const list = expectStatus(await sdk.listTags({ limit: 200 }), 200);
    onLive(() => expect(list.data.data!.map((t) => t.id)).toContain(tagId));

    const renamed = expectStatus(await sdk.updateTag(tagId, { name: `Activation ${unique}`, color: null }), 200);
    onLive(() => expect(renamed.data.data).toMatchObject({ id: tagId, name: `Activation ${unique}`, color: null }));

    const deleted = expectStatus(await sdk.deleteTag(tagId), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: tagId, deleted: true }));
    if (live) expect((await sdk.deleteTag(tagId)).status).toBe(404);
  });

  it("PRD templates: org-wide and a team's, visibility, update, a team's default, delete", async () => {
    const eve = expectStatus(await sdk.getViewer(asEve), 200);
    eveId = eve.data.data!.userId;
    const team = expectStatus(await sdk.createTeam({ name: `PRD team ${unique}`, prefix: `P${unique.slice(-3).replace(/[^A-Z0-9]/g, 'X')}` }), 201);
    teamId = team.data.data!.id;

    const wide = expectStatus(await sdk.createPrdTemplate({ name: `Org PRD ${unique}`, content: '## Problem\n' }), 201);
    orgWideId = wide.data.data!.id;
    const mine = expectStatus(await sdk.createPrdTemplate({ name: `Team PRD ${unique}`, content: '## Team\n', teamId }), 201);
    teamTemplateId = mine.data.data!.id;
    onLive(() => {
      expect(wide.data.data).toMatchObject({ name: `Org PRD ${unique}`, content: '## Problem\n', teamId: null });
      expect(mine.data.data).toMatchObject({ teamId });
    });

    const got = expectStatus(await sdk.getPrdTemplate(teamTemplateId), 200);
    onLive(() => expect(got.data.data).toEqual(mine.data.data));

    const listed = expectStatus(await sdk.listPrdTemplates({ limit: 200 }), 200);
    const everything = expectStatus(await sdk.listPrdTemplates({ allTeams: true, limit: 200 }), 200);
    onLive(() => {
      // the admin is not a member of the new team: its template is listed only with allTeams
      expect(listed.data.data!.map((p) => p.id)).toContain(orgWideId);
      expect(listed.data.data!.map((p) => p.id)).not.toContain(teamTemplateId);
      expect(everything.data.data!.map((p) => p.id)).toEqual(expect.arrayContaining([orgWideId, teamTemplateId]));
    });
    if (live) {
      expect((await sdk.getPrdTemplate(teamTemplateId, asEve)).status).toBe(404); // not Eve's team
      expect((await sdk.listPrdTemplates({ allTeams: true }, asEve)).status).toBe(403);
      expectStatus(await sdk.addTeamMember(teamId, { userId: eveId }), 201);
      expect((await sdk.getPrdTemplate(teamTemplateId, asEve)).status).toBe(200);
    }

    const updated = expectStatus(await sdk.updatePrdTemplate(teamTemplateId, { content: '## Team\n\n## Risks\n' }), 200);
    onLive(() => expect(updated.data.data).toMatchObject({ id: teamTemplateId, content: '## Team\n\n## Risks\n', teamId }));

    const withDefault = expectStatus(await sdk.updateTeam(teamId, { defaultPrdTemplateId: teamTemplateId }), 200);
    onLive(() => expect(withDefault.data.data!.defaultPrdTemplateId).toBe(teamTemplateId));
    if (live) {
      const cleared = expectStatus(await sdk.updateTeam(teamId, { defaultPrdTemplateId: null }), 200);
      expect(cleared.data.data!.defaultPrdTemplateId).toBeNull();
    }

    const deleted = expectStatus(await sdk.deletePrdTemplate(teamTemplateId), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: teamTemplateId, deleted: true }));
    expectStatus(await sdk.deletePrdTemplate(orgWideId), 200);
  });

  it('splits the tags between the suite files: each tag in exactly one (contract-tests/lib/suiteTags.ts)', () => {
    // only this file's tags: other files' tags are checked by their own files (each suite file checks its own)
    expect(splitProblems().filter((p) => /\b(categories|tags|prd-templates|configuration\.test\.ts)\b/.test(p))).toEqual([]);
    expect(suiteTags['categories/configuration.test.ts']).toEqual(['categories', 'tags', 'prd-templates']);
  });

  it('exercises every operationId of the tags categories, tags and prd-templates (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['categories', 'tags', 'prd-templates']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
