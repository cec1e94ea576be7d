/**
 * What the live scoring files share (spec 1 §2.5; spec 2 §4.7): an org of its own per file with its admin (`api`),
 * engineer and a pm ("Pat Scorer"), the default criteria by name (`crit`), and the helpers that make an opportunity,
 * score it, vote on a risk and replace the criteria set. A file calls `useScoringOrg()` once at its top level.
 */
import { beforeAll, expect, inject } from 'vitest';
import { client, type Reply } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { ScoringService, type CriterionInput } from '../../src/services/opportunities/scoring.js';

export type Api = ReturnType<typeof client>;
export const { baseUrl, databaseUrl } = inject('contract');
export function ok(r: Reply, status = 200): any {
  expect(r.status, JSON.stringify(r.body)?.slice(0, 800)).toBe(status);
  expect(r.body.ok).toBe(true);
  return r.body.data;
}
/** Replaces an org's criteria as the admin CLI's criteria:set does (the same service call, on the test database). */
export async function setCriteria(orgId: string, criteria: CriterionInput[]) {
  const db = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    return await new ScoringService(db).replaceCriteria(orgId, criteria);
  } finally {
    await db.destroy();
  }
}
export const DEFAULTS = [
  { name: 'Customer value', weight: 0.35, invert: false, order: 1 },
  { name: 'Strategic fit', weight: 0.25, invert: false, order: 2 },
  { name: 'Confidence', weight: 0.2, invert: false, order: 3 },
  { name: 'Effort', weight: 0.2, invert: true, order: 4 },
];
export let org: Awaited<ReturnType<typeof newOrg>>;
export let api: Api;
export let eng: Api;
export let me: string;
export let pm: { id: string; api: Api };
/** criterion name → id in `org` (the default set). */
export const crit: Record<string, string> = {};
export const opportunity = async (extra: Record<string, unknown> = {}, as: Api = api) =>
  ok(await as('POST', '/api/v1/opportunities', { title: `Opp ${Math.random().toString(36).slice(2, 7)}`, ...extra }), 201);
export const score = (as: Api, opp: string, criterion: string, value: number) => as('PATCH', `/api/v1/opportunities/${opp}/scores/${criterion}`, { value });
export const vote = (as: Api, opp: string, risk: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  as('POST', `/api/v1/opportunities/${opp}/risks/${risk}`, body, headers);

/** Registers the hook that makes the org, its clients and a pm, and reads the default criteria, before this file's tests. */
export function useScoringOrg(): void {
  beforeAll(async () => {
    org = await newOrg('Scoring org');
    api = client(org.apiKey);
    eng = client(org.engineerKey);
    me = ok(await api('GET', '/api/v1/viewer')).userId;
    const u = await newUser(org.orgId, 'pm', 'Pat Scorer');
    pm = { id: u.userId, api: client(u.apiKey) };
    for (const c of ok(await api('GET', '/api/v1/opportunities/scoring-criteria'))) crit[c.name] = c.id;
  });
}
