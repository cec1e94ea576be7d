/**
 * The prd_templates query module against Postgres: the list's visibility (every team's, or org-wide plus a user's
 * teams') over generated template sets at several page sizes against an in-memory filter of the inserted rows,
 * lookups by UUID only (visible or not, locked), the team-default check, writes scoped by org and the mapper's shape.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  deletePrdTemplate,
  findPrdTemplate,
  insertPrdTemplate,
  isOrgWideOrTeamPrdTemplate,
  listPrdTemplates,
  toPrdTemplate,
  updatePrdTemplate,
} from './prdTemplates.js';

const t = useTestDb();
const NAMES = ['alpha', 'beta', 'gamma'];

/** An org with teams X and Y; `member` belongs to X only, `loner` to none. */
interface Org {
  orgId: string;
  userId: string;
  teams: [string, string];
  member: string;
  loner: string;
}
let other: Org;

async function org(name: string): Promise<Org> {
  const o = await t.newOrg(name);
  const teams = (
    await t
      .db('teams')
      .insert([
        { org_id: o.orgId, name: 'X', prefix: 'X' },
        { org_id: o.orgId, name: 'Y', prefix: 'Y' },
      ])
      .returning('id')
  ).map((r) => r.id as string);
  const member = (await t.newUser(o.orgId, 'engineer')).userId;
  const loner = (await t.newUser(o.orgId, 'engineer')).userId;
  await t.db('team_members').insert({ org_id: o.orgId, team_id: teams[0], user_id: member });
  return { ...o, teams: [teams[0], teams[1]], member, loner };
}

async function all(orgId: string, visibleTo: string | undefined, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await listPrdTemplates(t.db, orgId, { visibleTo }, { cursor, limit });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    ids.push(...page.rows.map((r) => r.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

beforeAll(async () => {
  other = await org('PRD other');
  await insertPrdTemplate(t.db, other.orgId, { name: 'alpha', content: '', team_id: null, created_by: other.userId });
});

describe('prd_templates query module', () => {
  it("listPrdTemplates: every team's, or org-wide plus the user's teams', at every page size, by name then id", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.constantFrom(...NAMES), team: fc.constantFrom(null, 0, 1) }), { maxLength: 7 }),
        fc.constantFrom('all', 'member', 'loner', 'admin'),
        fc.integer({ min: 1, max: 4 }),
        async (specs, who, limit) => {
          const o = await org('PRD list');
          const rows = [];
          for (const s of specs) {
            const team_id = s.team === null ? null : o.teams[s.team];
            rows.push(await insertPrdTemplate(t.db, o.orgId, { name: s.name, content: '', team_id, created_by: o.userId }));
          }
          const visibleTo = who === 'all' ? undefined : who === 'member' ? o.member : who === 'loner' ? o.loner : o.userId;
          const sees = (team: string | null) => visibleTo === undefined || team === null || (visibleTo === o.member && team === o.teams[0]);
          const want = rows
            .filter((r) => sees(r.team_id))
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
            .map((r) => r.id);
          expect(await all(o.orgId, visibleTo, limit)).toEqual(want);
        },
      ),
      { seed: 30213, numRuns: 12 },
    );
  });

  it("findPrdTemplate by UUID (any case) within the visibility; never another org's, never a non-UUID", async () => {
    const o = await org('PRD find');
    const row = await insertPrdTemplate(t.db, o.orgId, { name: 'Spec', content: '# Hi', team_id: o.teams[1], created_by: o.userId });
    expect((await findPrdTemplate(t.db, o.orgId, row.id.toUpperCase()))?.id).toBe(row.id);
    expect(await findPrdTemplate(t.db, o.orgId, row.id, { visibleTo: o.member })).toBeUndefined();
    expect(await findPrdTemplate(t.db, o.orgId, 'PRD-1')).toBeUndefined();
    expect(await findPrdTemplate(t.db, other.orgId, row.id)).toBeUndefined();
    await t.db('team_members').insert({ org_id: o.orgId, team_id: o.teams[1], user_id: o.member });
    await t.db.transaction(async (trx) => expect((await findPrdTemplate(trx, o.orgId, row.id, { visibleTo: o.member, forUpdate: true }))?.id).toBe(row.id));
    expect(toPrdTemplate(row)).toEqual({
      id: row.id,
      orgId: o.orgId,
      name: 'Spec',
      content: '# Hi',
      teamId: o.teams[1],
      createdBy: o.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("isOrgWideOrTeamPrdTemplate: org-wide or that team's only", async () => {
    const o = await org('PRD default');
    const wide = await insertPrdTemplate(t.db, o.orgId, { name: 'W', content: '', team_id: null, created_by: o.userId });
    const x = await insertPrdTemplate(t.db, o.orgId, { name: 'X', content: '', team_id: o.teams[0], created_by: o.userId });
    expect(await isOrgWideOrTeamPrdTemplate(t.db, o.orgId, o.teams[1], wide.id.toUpperCase())).toBe(true);
    expect(await isOrgWideOrTeamPrdTemplate(t.db, o.orgId, o.teams[0], x.id)).toBe(true);
    expect(await isOrgWideOrTeamPrdTemplate(t.db, o.orgId, o.teams[1], x.id)).toBe(false);
    expect(await isOrgWideOrTeamPrdTemplate(t.db, other.orgId, o.teams[0], wide.id)).toBe(false);
    expect(await isOrgWideOrTeamPrdTemplate(t.db, o.orgId, o.teams[0], 'nope')).toBe(false);
  });

  it("updatePrdTemplate and deletePrdTemplate touch only their org's row", async () => {
    const o = await org('PRD write');
    const row = await insertPrdTemplate(t.db, o.orgId, { name: 'A', content: '', team_id: null, created_by: o.userId });
    expect(await updatePrdTemplate(t.db, other.orgId, row.id, { name: 'Stolen' })).toBeUndefined();
    expect(await updatePrdTemplate(t.db, o.orgId, row.id, { name: 'B', content: 'c', team_id: o.teams[0] })).toMatchObject({
      id: row.id,
      name: 'B',
      content: 'c',
      team_id: o.teams[0],
    });
    expect(await updatePrdTemplate(t.db, o.orgId, row.id, {})).toMatchObject({ name: 'B' });
    expect(await deletePrdTemplate(t.db, other.orgId, row.id)).toBe(0);
    expect(await deletePrdTemplate(t.db, o.orgId, row.id)).toBe(1);
    expect(await findPrdTemplate(t.db, o.orgId, row.id)).toBeUndefined();
  });
});
