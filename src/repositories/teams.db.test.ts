/**
 * The teams and team_members query modules against Postgres: teams by name with member counts, paged; members by
 * name, paged; adding twice and removing; org scoping; the mappers.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findTeam, insertTeam, listTeams, toTeam, updateTeam } from './teams.js';
import { deleteTeamMember, findTeamMember, insertTeamMember, listTeamMembers, toTeamMember } from './teamMembers.js';

const t = useTestDb();

describe('teams and team_members', () => {
  it('lists by name with member counts, paged; members by name; scoped by org', async () => {
    const a = await t.newOrg('Teams A');
    const b = await t.newOrg('Teams B');
    const users = [a.userId, (await t.newUser(a.orgId, 'engineer', 'Zed')).userId, (await t.newUser(a.orgId, 'pm', 'Amy')).userId];
    const ids = await t.db.transaction(async (trx) => {
      const out: string[] = [];
      for (const [name, prefix] of [
        ['Web', 'WEB'],
        ['Core', 'CORE'],
        ['Mobile', 'MOB'],
      ])
        out.push(await insertTeam(trx, a.orgId, { name, description: '', prefix, insight_reviewer_id: null }));
      for (const u of users) expect(await insertTeamMember(trx, a.orgId, out[1], u)).toBe(true);
      expect(await insertTeamMember(trx, a.orgId, out[1], users[0])).toBe(false);
      expect(await insertTeamMember(trx, a.orgId, out[0], users[1])).toBe(true);
      return out;
    });
    await insertTeam(t.db, b.orgId, { name: 'B', description: '', prefix: 'BB', insight_reviewer_id: null });
    const first = await listTeams(t.db, a.orgId, { limit: 2 });
    const rest = await listTeams(t.db, a.orgId, { limit: 2, cursor: first.nextCursor! });
    expect([...first.rows, ...rest.rows].map((r) => [r.name, Number(r.member_count)])).toEqual([
      ['Core', 3],
      ['Mobile', 0],
      ['Web', 1],
    ]);
    expect((await listTeams(t.db, b.orgId, { limit: 10 })).rows.map((r) => r.name)).toEqual(['B']);
    expect(await findTeam(t.db, b.orgId, ids[0])).toBeUndefined();
    expect(toTeam((await findTeam(t.db, a.orgId, ids[1]))!)).toEqual({
      id: ids[1],
      orgId: a.orgId,
      name: 'Core',
      description: '',
      prefix: 'CORE',
      defaultPrdTemplateId: null,
      insightReviewerId: null,
      memberCount: 3,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    const page1 = await listTeamMembers(t.db, a.orgId, ids[1], { limit: 2 });
    const page2 = await listTeamMembers(t.db, a.orgId, ids[1], { limit: 2, cursor: page1.nextCursor! });
    const names = [...page1.rows, ...page2.rows].map((r) => r.name);
    expect(names).toEqual([...names].sort());
    expect(names).toHaveLength(3);
    expect((await listTeamMembers(t.db, b.orgId, ids[1], { limit: 10 })).rows).toEqual([]);
    const zed = (await findTeamMember(t.db, a.orgId, ids[1], users[1]))!;
    expect(toTeamMember(zed)).toEqual({ userId: users[1], name: 'Zed', email: expect.any(String), orgRole: 'engineer', joinedAt: expect.stringMatching(/Z$/) });
    expect(await findTeamMember(t.db, b.orgId, ids[1], users[1])).toBeUndefined();
    await t.db.transaction(async (trx) => {
      expect(await deleteTeamMember(trx, b.orgId, ids[1], users[1])).toBe(0);
      expect(await deleteTeamMember(trx, a.orgId, ids[1], users[1])).toBe(1);
      expect(await updateTeam(trx, b.orgId, ids[1], { name: 'x' })).toBe(0);
      expect(await updateTeam(trx, a.orgId, ids[1], { name: 'Kernel' })).toBe(1);
    });
    expect((await findTeam(t.db, a.orgId, ids[1]))?.name).toBe('Kernel');
  });
});

describe('teams lookups', () => {
  it("existence, reviewer, default template clearing and a user's teams stay in the org", async () => {
    const { teamExists, findTeamReviewer, clearDefaultPrdTemplate } = await import('./teams.js');
    const { listUserTeams, teamMemberIdsQuery } = await import('./teamMembers.js');
    const a = await t.newOrg('Teams C');
    const b = await t.newOrg('Teams D');
    const [web, core] = await t.db.transaction(async (trx) => [
      await insertTeam(trx, a.orgId, { name: 'Web', description: '', prefix: 'WEB', insight_reviewer_id: a.userId }),
      await insertTeam(trx, a.orgId, { name: 'Core', description: '', prefix: 'CORE', insight_reviewer_id: null }),
    ]);
    expect([await teamExists(t.db, a.orgId, web), await teamExists(t.db, b.orgId, web)]).toEqual([true, false]);
    expect(await findTeamReviewer(t.db, a.orgId, web)).toEqual({ id: web, name: 'Web', insight_reviewer_id: a.userId });
    expect(await findTeamReviewer(t.db, b.orgId, web)).toBeUndefined();
    await t.db.transaction(async (trx) => {
      await insertTeamMember(trx, a.orgId, web, a.userId);
      await insertTeamMember(trx, a.orgId, core, a.userId);
    });
    expect((await listUserTeams(t.db, a.orgId, a.userId)).map((r) => r.name)).toEqual(['Core', 'Web']);
    expect(await listUserTeams(t.db, b.orgId, a.userId)).toEqual([]);
    expect((await teamMemberIdsQuery(t.db, a.orgId, web)).map((r: { user_id: string }) => r.user_id)).toEqual([a.userId]);
    const [tpl] = await t.db('prd_templates').insert({ org_id: a.orgId, name: 'T' }).returning('id');
    await updateTeam(t.db, a.orgId, web, { default_prd_template_id: tpl.id });
    await updateTeam(t.db, a.orgId, core, { default_prd_template_id: tpl.id });
    await clearDefaultPrdTemplate(t.db, a.orgId, tpl.id, core);
    expect([(await findTeam(t.db, a.orgId, web))?.default_prd_template_id, (await findTeam(t.db, a.orgId, core))?.default_prd_template_id]).toEqual([
      null,
      tpl.id,
    ]);
  });
});
