/**
 * PRD templates on the real server (spec 2 §4.13; spec 1 §2.10): visibility by team membership, allTeams, org-wide
 * writes need prd_template:update, team defaults, and the service checks (readPrdTemplate, assertCategory,
 * assertTags) answering 404 naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { all, client, data } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { OrgService } from '../../src/services/orgs.js';
import { assertCategory } from '../../src/services/categories.js';
import { assertTags } from '../../src/services/tags.js';
import { readPrdTemplate } from '../../src/services/prdTemplates.js';
import type { ApiError } from '../../src/core/errors.js';
import type { Actor } from '../../src/core/actor.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { useConfigurationOrg, type Api, db, org, names, teamPrefix } from './_setup.js';

useConfigurationOrg();

describe('PRD templates (spec 2 §4.13, spec 1 §2.10)', () => {
  let o: Awaited<ReturnType<typeof newOrg>>;
  let boss: Api; // org admin: prd_template:update, member of no team
  let alice: Api; // engineer, member of Alpha
  let alphaId: string;
  let betaId: string;
  let alphaPrefix: string;
  let pm: { userId: string; apiKey: string };
  const t: Record<'wide' | 'alpha' | 'beta', any> = {} as any;

  beforeAll(async () => {
    o = await newOrg('PRD org');
    boss = client(o.apiKey);
    alice = client(o.engineerKey);
    pm = await newUser(o.orgId, 'pm', 'Pat PM');
    alphaPrefix = teamPrefix();
    alphaId = (await data(boss, 'POST', '/api/v1/teams', { name: 'Alpha', prefix: alphaPrefix })).id;
    betaId = (await data(boss, 'POST', '/api/v1/teams', { name: 'Beta', prefix: teamPrefix() })).id;
    await data(boss, 'POST', `/api/v1/teams/${alphaId}/members`, { userId: o.engineerId });
    t.wide = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'A org-wide PRD', content: '## Problem\n' }), 201).data;
    t.alpha = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'B alpha PRD', content: '## Alpha\n', teamId: alphaPrefix }), 201).data;
    t.beta = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'C beta PRD', teamId: betaId }), 201).data;
  });

  it('creates with name, markdown content and team (UUID or prefix); null teamId is org-wide', async () => {
    expect(t.wide).toMatchObject({ orgId: o.orgId, name: 'A org-wide PRD', content: '## Problem\n', teamId: null, createdBy: o.userId });
    expect(t.alpha).toMatchObject({ teamId: alphaId, content: '## Alpha\n' });
    expect(t.beta).toMatchObject({ teamId: betaId, content: '' });
    const got = expectStatus(await boss('GET', `/api/v1/prd-templates/${t.alpha.id}`), 200);
    expect(got.data).toEqual(t.alpha);
    expect(got.actions.map((a: any) => a.rel)).toEqual(['self', 'prdTemplates', 'team']);
    expectFailure(await boss('POST', '/api/v1/prd-templates', { name: 'Nowhere', teamId: 'ZZZ' }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await boss('POST', '/api/v1/prd-templates', { name: 'Nowhere', teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
  });

  it("a member sees org-wide templates and their teams'; another team's is 404; allTeams needs prd_template:update", async () => {
    expect(names(await all(alice, '/api/v1/prd-templates'))).toEqual(['A org-wide PRD', 'B alpha PRD']);
    expectStatus(await alice('GET', `/api/v1/prd-templates/${t.alpha.id}`), 200);
    const hidden = expectFailure(await alice('GET', `/api/v1/prd-templates/${t.beta.id}`), 404, 'NOT_FOUND', 'path.id');
    expect(JSON.stringify(hidden)).not.toContain('C beta PRD');
    const forbidden = expectFailure(await alice('GET', '/api/v1/prd-templates?allTeams=true'), 403, 'FORBIDDEN', 'query.allTeams');
    expect(forbidden.suggestion).toMatch(/allTeams/);
    // with prd_template:update: the default list is still org-wide plus own teams (none), allTeams lists all, any template reads
    expect(names(await all(boss, '/api/v1/prd-templates'))).toEqual(['A org-wide PRD']);
    expect(names(await all(boss, '/api/v1/prd-templates?allTeams=true'))).toEqual(['A org-wide PRD', 'B alpha PRD', 'C beta PRD']);
    expectStatus(await boss('GET', `/api/v1/prd-templates/${t.beta.id}`), 200);
    // joining a team shows its templates; leaving hides them again
    await data(boss, 'POST', `/api/v1/teams/${betaId}/members`, { userId: o.engineerId });
    expect(names(await all(alice, '/api/v1/prd-templates'))).toEqual(['A org-wide PRD', 'B alpha PRD', 'C beta PRD']);
    await data(boss, 'DELETE', `/api/v1/teams/${betaId}/members/${o.engineerId}`);
    expectFailure(await alice('GET', `/api/v1/prd-templates/${t.beta.id}`), 404, 'NOT_FOUND', 'path.id');
  });

  it("an org-wide template needs prd_template:update to create, edit or delete; a team's needs membership (403 with a suggestion)", async () => {
    // an engineer holds prd_template:read only
    expect(expectFailure(await alice('POST', '/api/v1/prd-templates', { name: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['prd_template:create']);
    // a key with create but not update: org-wide refused, a team it is not in refused, its own team's allowed
    const keys = new OrgService(db);
    const creator = client((await keys.createKey({ userId: pm.userId, capabilities: ['prd_template:read', 'prd_template:create', 'team:read'] })).apiKey);
    const wide = expectFailure(await creator('POST', '/api/v1/prd-templates', { name: 'Org-wide by creator' }), 403, 'FORBIDDEN');
    expect(wide.message).toMatch(/org-wide/);
    expect(wide.suggestion).toMatch(/teamId/);
    expect(wide.data).toEqual({ required: ['prd_template:update'], missing: ['prd_template:update'] });
    expectFailure(await creator('POST', '/api/v1/prd-templates', { name: 'Beta by creator', teamId: betaId }), 403, 'FORBIDDEN');
    await data(boss, 'POST', `/api/v1/teams/${betaId}/members`, { userId: pm.userId });
    const own = expectStatus(await creator('POST', '/api/v1/prd-templates', { name: 'Beta by creator', teamId: betaId }), 201).data;
    expect(own).toMatchObject({ teamId: betaId, createdBy: pm.userId });

    // a key with delete but not update: its team's template yes, an org-wide one no
    const deleter = client((await keys.createKey({ userId: pm.userId, capabilities: ['prd_template:read', 'prd_template:delete'] })).apiKey);
    expectFailure(await deleter('DELETE', `/api/v1/prd-templates/${t.wide.id}`), 403, 'FORBIDDEN');
    expectFailure(await deleter('DELETE', `/api/v1/prd-templates/${t.alpha.id}`), 404, 'NOT_FOUND', 'path.id'); // Alpha's is invisible to a non-member
    expect(expectStatus(await deleter('DELETE', `/api/v1/prd-templates/${own.id}`), 200).data).toEqual({ id: own.id, deleted: true });
    await data(boss, 'DELETE', `/api/v1/teams/${betaId}/members/${pm.userId}`);

    // with prd_template:update (the pm's own key): edit, move to org-wide and back, delete
    const pmApi = client(pm.apiKey);
    const made = expectStatus(await pmApi('POST', '/api/v1/prd-templates', { name: 'PM org-wide', content: 'v1' }), 201).data;
    const edited = expectStatus(await pmApi('PATCH', `/api/v1/prd-templates/${made.id}`, { content: 'v2', teamId: alphaId }), 200).data;
    expect(edited).toMatchObject({ name: 'PM org-wide', content: 'v2', teamId: alphaId });
    expect(expectStatus(await pmApi('PATCH', `/api/v1/prd-templates/${made.id}`, { teamId: null }), 200).data.teamId).toBeNull();
    expectFailure(await pmApi('PATCH', `/api/v1/prd-templates/${made.id}`, { teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
    expectStatus(await pmApi('DELETE', `/api/v1/prd-templates/${made.id}`), 200);
    expectFailure(await pmApi('GET', `/api/v1/prd-templates/${made.id}`), 404, 'NOT_FOUND', 'path.id');
  });

  it("a team's defaultPrdTemplateId: an org-wide template or its own; another team's or none is 404 naming the field; null clears", async () => {
    const set = (teamId: string, id: string | null) => boss('PATCH', `/api/v1/teams/${teamId}`, { defaultPrdTemplateId: id });
    expect(expectStatus(await set(alphaId, t.wide.id), 200).data).toMatchObject({ id: alphaId, defaultPrdTemplateId: t.wide.id });
    expect(expectStatus(await set(alphaId, t.alpha.id), 200).data.defaultPrdTemplateId).toBe(t.alpha.id);
    expect((await data(boss, 'GET', `/api/v1/teams/${alphaId}`)).defaultPrdTemplateId).toBe(t.alpha.id);
    const other = expectFailure(await set(alphaId, t.beta.id), 404, 'NOT_FOUND', 'body.defaultPrdTemplateId');
    expect(other.suggestion).toMatch(/teamId/);
    expectFailure(await set(alphaId, randomUUID()), 404, 'NOT_FOUND', 'body.defaultPrdTemplateId');
    expect((await data(boss, 'GET', `/api/v1/teams/${alphaId}`)).defaultPrdTemplateId).toBe(t.alpha.id); // unchanged by the refusals
    expect(expectStatus(await set(alphaId, null), 200).data.defaultPrdTemplateId).toBeNull();
    expectFailure(await boss('PATCH', `/api/v1/teams/${randomUUID()}`, { defaultPrdTemplateId: t.wide.id }), 404, 'NOT_FOUND', 'path.id');

    // moving a template to another team takes it away as the old team's default; deleting one clears defaults
    const moving = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'Moving', teamId: alphaId }), 201).data;
    await data(boss, 'PATCH', `/api/v1/teams/${alphaId}`, { defaultPrdTemplateId: moving.id });
    await data(boss, 'PATCH', `/api/v1/prd-templates/${moving.id}`, { teamId: betaId });
    expect((await data(boss, 'GET', `/api/v1/teams/${alphaId}`)).defaultPrdTemplateId).toBeNull();
    await data(boss, 'PATCH', `/api/v1/teams/${betaId}`, { defaultPrdTemplateId: moving.id });
    await data(boss, 'DELETE', `/api/v1/prd-templates/${moving.id}`);
    expect((await data(boss, 'GET', `/api/v1/teams/${betaId}`)).defaultPrdTemplateId).toBeNull();
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

    const cats = await all(boss, '/api/v1/categories');
    await expect(assertCategory(db, o.orgId, cats[0].id, 'body.categoryId')).resolves.toBeUndefined();
    const noCat = await caught(assertCategory(db, org.orgId, cats[0].id, 'body.categoryId'));
    expect(noCat).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'body.categoryId', message: expect.any(String) }] });
    expect(noCat!.suggestion).toContain('/api/v1/categories');

    const a = await data(boss, 'POST', '/api/v1/tags', { name: 'a-tag' });
    const b = await data(boss, 'POST', '/api/v1/tags', { name: 'b-tag' });
    expect(await assertTags(db, o.orgId, [a.id.toUpperCase(), b.id, a.id], 'body.tagIds')).toEqual([a.id, b.id]);
    expect(await assertTags(db, o.orgId, [], 'body.tagIds')).toEqual([]);
    const noTag = await caught(assertTags(db, o.orgId, [a.id, randomUUID()], 'body.tagIds'));
    expect(noTag).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'body.tagIds.1', message: expect.any(String) }] });
    expect(noTag!.suggestion).toContain('/api/v1/tags');
  });
});
