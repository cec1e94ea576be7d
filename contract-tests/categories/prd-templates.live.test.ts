/**
 * PRD templates on the real server (spec 2 §4.13; spec 1 §2.10): visibility by team membership, allTeams, org-wide
 * writes need prd_template:update, team defaults, and the service checks (readPrdTemplate, assertCategory,
 * assertTags) answering 404 naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { newOrg, newUser } from '../lib/orgs.js';
import { OrgService } from '../../src/services/orgs.js';
import { assertCategory } from '../../src/services/categories.js';
import { assertTags } from '../../src/services/tags.js';
import { readPrdTemplate } from '../../src/services/prdTemplates.js';
import type { ApiError } from '../../src/core/errors.js';
import type { Actor } from '../../src/core/actor.js';
import * as sdk from '../../sdk/src/index';
import type { PrdTemplate } from '../../sdk/src/index';
import { allOf, as, envelope, failure as expectFailure, must as data, ok } from '../lib/sdkAs.js';
import { useConfigurationOrg, db, org, names, teamPrefix } from './_setup.js';

useConfigurationOrg();
/** The PRD templates `who` lists (every team's with allTeams). */
const templates = (who: RequestInit, allTeams?: boolean) => allOf((cursor) => sdk.listPrdTemplates({ allTeams, cursor, limit: 200 }, who));
const createPrd = (who: RequestInit, body: sdk.CreatePrdTemplateBody) => sdk.createPrdTemplate(body, undefined, who);

describe('PRD templates (spec 2 §4.13, spec 1 §2.10)', () => {
  let o: Awaited<ReturnType<typeof newOrg>>;
  let boss: RequestInit; // org admin: prd_template:update, member of no team
  let alice: RequestInit; // engineer, member of Alpha
  let alphaId: string;
  let betaId: string;
  let alphaPrefix: string;
  let pm: { userId: string; apiKey: string };
  const t = {} as Record<'wide' | 'alpha' | 'beta', PrdTemplate>;

  beforeAll(async () => {
    o = await newOrg('PRD org');
    boss = as(o.apiKey);
    alice = as(o.engineerKey);
    pm = await newUser(o.orgId, 'pm', 'Pat PM');
    alphaPrefix = teamPrefix();
    alphaId = data(await sdk.createTeam({ name: 'Alpha', prefix: alphaPrefix }, undefined, boss)).id;
    betaId = data(await sdk.createTeam({ name: 'Beta', prefix: teamPrefix() }, undefined, boss)).id;
    data(await sdk.addTeamMember(alphaId, { userId: o.engineerId }, undefined, boss));
    t.wide = ok(await createPrd(boss, { name: 'A org-wide PRD', content: '## Problem\n' }), 201);
    t.alpha = ok(await createPrd(boss, { name: 'B alpha PRD', content: '## Alpha\n', teamId: alphaPrefix }), 201);
    t.beta = ok(await createPrd(boss, { name: 'C beta PRD', teamId: betaId }), 201);
  });

  it('creates with name, markdown content and team (UUID or prefix); null teamId is org-wide', async () => {
    expect(t.wide).toMatchObject({ orgId: o.orgId, name: 'A org-wide PRD', content: '## Problem\n', teamId: null, createdBy: o.userId });
    expect(t.alpha).toMatchObject({ teamId: alphaId, content: '## Alpha\n' });
    expect(t.beta).toMatchObject({ teamId: betaId, content: '' });
    const got = envelope(await sdk.getPrdTemplate(t.alpha.id, boss));
    expect(got.data).toEqual(t.alpha);
    expect(got.actions.map((a) => a.rel)).toEqual(['self', 'prdTemplates', 'team']);
    expectFailure(await createPrd(boss, { name: 'Nowhere', teamId: 'ZZZ' }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await createPrd(boss, { name: 'Nowhere', teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
  });

  it("a member sees org-wide templates and their teams'; another team's is 404; allTeams needs prd_template:update", async () => {
    expect(names(await templates(alice))).toEqual(['A org-wide PRD', 'B alpha PRD']);
    ok(await sdk.getPrdTemplate(t.alpha.id, alice));
    const hidden = expectFailure(await sdk.getPrdTemplate(t.beta.id, alice), 404, 'NOT_FOUND', 'path.id');
    expect(JSON.stringify(hidden)).not.toContain('C beta PRD');
    const forbidden = expectFailure(await sdk.listPrdTemplates({ allTeams: true }, alice), 403, 'FORBIDDEN', 'query.allTeams');
    expect(forbidden.suggestion).toMatch(/allTeams/);
    // with prd_template:update: the default list is still org-wide plus own teams (none), allTeams lists all, any template reads
    expect(names(await templates(boss))).toEqual(['A org-wide PRD']);
    expect(names(await templates(boss, true))).toEqual(['A org-wide PRD', 'B alpha PRD', 'C beta PRD']);
    ok(await sdk.getPrdTemplate(t.beta.id, boss));
    // joining a team shows its templates; leaving hides them again
    data(await sdk.addTeamMember(betaId, { userId: o.engineerId }, undefined, boss));
    expect(names(await templates(alice))).toEqual(['A org-wide PRD', 'B alpha PRD', 'C beta PRD']);
    data(await sdk.removeTeamMember(betaId, o.engineerId, undefined, boss));
    expectFailure(await sdk.getPrdTemplate(t.beta.id, alice), 404, 'NOT_FOUND', 'path.id');
  });

  it("an org-wide template needs prd_template:update to create, edit or delete; a team's needs membership (403 with a suggestion)", async () => {
    // an engineer holds prd_template:read only
    expect(expectFailure(await createPrd(alice, { name: 'Mine' }), 403, 'FORBIDDEN').data?.missing).toEqual(['prd_template:create']);
    // a key with create but not update: org-wide refused, a team it is not in refused, its own team's allowed
    const keys = new OrgService(db);
    const creator = as((await keys.createKey({ userId: pm.userId, capabilities: ['prd_template:read', 'prd_template:create', 'team:read'] })).apiKey);
    const wide = expectFailure(await createPrd(creator, { name: 'Org-wide by creator' }), 403, 'FORBIDDEN');
    expect(wide.message).toMatch(/org-wide/);
    expect(wide.suggestion).toMatch(/teamId/);
    expect(wide.data).toEqual({ required: ['prd_template:update'], missing: ['prd_template:update'] });
    expectFailure(await createPrd(creator, { name: 'Beta by creator', teamId: betaId }), 403, 'FORBIDDEN');
    data(await sdk.addTeamMember(betaId, { userId: pm.userId }, undefined, boss));
    const own = ok(await createPrd(creator, { name: 'Beta by creator', teamId: betaId }), 201);
    expect(own).toMatchObject({ teamId: betaId, createdBy: pm.userId });

    // a key with delete but not update: its team's template yes, an org-wide one no
    const deleter = as((await keys.createKey({ userId: pm.userId, capabilities: ['prd_template:read', 'prd_template:delete'] })).apiKey);
    expectFailure(await sdk.deletePrdTemplate(t.wide.id, undefined, deleter), 403, 'FORBIDDEN');
    expectFailure(await sdk.deletePrdTemplate(t.alpha.id, undefined, deleter), 404, 'NOT_FOUND', 'path.id'); // Alpha's is invisible to a non-member
    expect(ok(await sdk.deletePrdTemplate(own.id, undefined, deleter))).toEqual({ id: own.id, deleted: true });
    data(await sdk.removeTeamMember(betaId, pm.userId, undefined, boss));

    // with prd_template:update (the pm's own key): edit, move to org-wide and back, delete
    const pmApi = as(pm.apiKey);
    const update = (body: sdk.UpdatePrdTemplateBody) => sdk.updatePrdTemplate(made.id, body, undefined, pmApi);
    const made = ok(await createPrd(pmApi, { name: 'PM org-wide', content: 'v1' }), 201);
    const edited = ok(await update({ content: 'v2', teamId: alphaId }));
    expect(edited).toMatchObject({ name: 'PM org-wide', content: 'v2', teamId: alphaId });
    expect(ok(await update({ teamId: null })).teamId).toBeNull();
    expectFailure(await update({ teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
    ok(await sdk.deletePrdTemplate(made.id, undefined, pmApi));
    expectFailure(await sdk.getPrdTemplate(made.id, pmApi), 404, 'NOT_FOUND', 'path.id');
  });

  it("a team's defaultPrdTemplateId: an org-wide template or its own; another team's or none is 404 naming the field; null clears", async () => {
    const set = (teamId: string, id: string | null) => sdk.updateTeam(teamId, { defaultPrdTemplateId: id }, undefined, boss);
    const defaultOf = async (teamId: string) => data(await sdk.getTeam(teamId, boss)).defaultPrdTemplateId;
    expect(ok(await set(alphaId, t.wide.id))).toMatchObject({ id: alphaId, defaultPrdTemplateId: t.wide.id });
    expect(ok(await set(alphaId, t.alpha.id)).defaultPrdTemplateId).toBe(t.alpha.id);
    expect(await defaultOf(alphaId)).toBe(t.alpha.id);
    const other = expectFailure(await set(alphaId, t.beta.id), 404, 'NOT_FOUND', 'body.defaultPrdTemplateId');
    expect(other.suggestion).toMatch(/teamId/);
    expectFailure(await set(alphaId, randomUUID()), 404, 'NOT_FOUND', 'body.defaultPrdTemplateId');
    expect(await defaultOf(alphaId)).toBe(t.alpha.id); // unchanged by the refusals
    expect(ok(await set(alphaId, null)).defaultPrdTemplateId).toBeNull();
    expectFailure(await set(randomUUID(), t.wide.id), 404, 'NOT_FOUND', 'path.id');

    // moving a template to another team takes it away as the old team's default; deleting one clears defaults
    const moving = ok(await createPrd(boss, { name: 'Moving', teamId: alphaId }), 201);
    data(await set(alphaId, moving.id));
    data(await sdk.updatePrdTemplate(moving.id, { teamId: betaId }, undefined, boss));
    expect(await defaultOf(alphaId)).toBeNull();
    data(await set(betaId, moving.id));
    data(await sdk.deletePrdTemplate(moving.id, undefined, boss));
    expect(await defaultOf(betaId)).toBeNull();
  });

  it('readPrdTemplate, assertCategory and assertTags (for opportunities and tasks) answer 404 naming the field', async () => {
    const actor = (userId: string, caps: string[]): Actor => ({
      orgId: o.orgId,
      userId,
      name: 'x',
      email: 'x@test.dev',
      role: 'engineer',
      orgRole: 'engineer',
      capabilities: new Set(caps),
      credential: { type: 'api_key', id: 'k' },
    });
    const aliceActor = actor(o.engineerId, ['prd_template:read']);
    expect(await readPrdTemplate(db, aliceActor, t.alpha.id, 'body.prdTemplateId')).toEqual({
      id: t.alpha.id,
      name: 'B alpha PRD',
      content: '## Alpha\n',
      teamId: alphaId,
    });
    expect((await readPrdTemplate(db, aliceActor, t.wide.id, 'body.prdTemplateId')).teamId).toBeNull();
    const caught = async (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e) => e as ApiError,
      );
    const hidden = await caught(readPrdTemplate(db, aliceActor, t.beta.id, 'body.prdTemplateId'));
    expect(hidden).toMatchObject({ code: 'NOT_FOUND', status: 404, details: [{ field: 'body.prdTemplateId', message: expect.any(String) }] });
    expect(hidden!.suggestion).toContain('/api/v1/prd-templates');
    expect((await readPrdTemplate(db, actor(o.engineerId, ['prd_template:update']), t.beta.id, 'f')).id).toBe(t.beta.id);
    expect(await caught(readPrdTemplate(db, { ...actor(org.userId, ['prd_template:update']), orgId: org.orgId }, t.wide.id, 'f'))).toMatchObject({
      code: 'NOT_FOUND',
    }); // another org

    const cats = await allOf((cursor) => sdk.listCategories({ cursor, limit: 200 }, boss));
    await expect(assertCategory(db, o.orgId, cats[0].id, 'body.categoryId')).resolves.toBeUndefined();
    const noCat = await caught(assertCategory(db, org.orgId, cats[0].id, 'body.categoryId'));
    expect(noCat).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'body.categoryId', message: expect.any(String) }] });
    expect(noCat!.suggestion).toContain('/api/v1/categories');

    const a = data(await sdk.createTag({ name: 'a-tag' }, undefined, boss));
    const b = data(await sdk.createTag({ name: 'b-tag' }, undefined, boss));
    expect(await assertTags(db, o.orgId, [a.id.toUpperCase(), b.id, a.id], 'body.tagIds')).toEqual([a.id, b.id]);
    expect(await assertTags(db, o.orgId, [], 'body.tagIds')).toEqual([]);
    const noTag = await caught(assertTags(db, o.orgId, [a.id, randomUUID()], 'body.tagIds'));
    expect(noTag).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'body.tagIds.1', message: expect.any(String) }] });
    expect(noTag!.suggestion).toContain('/api/v1/tags');
  });
});
