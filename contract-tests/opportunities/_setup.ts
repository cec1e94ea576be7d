/**
 * What the live scoring files share (spec 1 §2.5; spec 2 §4.7): an org of its own per file with its admin (`api`,
 * the per-call options of its key `org.apiKey`), engineer and a pm ("Pat Scorer"), the default criteria by name
 * (`crit`), and the helpers that make an opportunity, score it, vote on a risk and replace the criteria set, all
 * through the typed SDK. A file calls `useScoringOrg()` once at its top level.
 */
import { beforeAll, inject } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, ok, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { ScoringService, type CriterionInput } from '../../src/services/opportunities/scoring.js';

export const { baseUrl, databaseUrl } = inject('contract');
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
/** The per-call options of the org's admin and of its engineer. */
export let api: RequestInit;
export let eng: RequestInit;
export let me: string;
/** A pm of the org: its user id, its key (for raw requests) and per-call options. */
export let pm: { id: string; key: string; api: RequestInit };
/** criterion name → id in `org` (the default set). */
export const crit: Record<string, string> = {};
export const opportunity = async (extra: Partial<sdk.CreateOpportunityBody> = {}, who: RequestInit = api) =>
  ok(await sdk.createOpportunity({ title: `Opp ${Math.random().toString(36).slice(2, 7)}`, ...extra }, undefined, who), 201);
export const score = (who: RequestInit, opp: string, criterion: string, value: number) => sdk.setOpportunityScore(opp, criterion, { value }, undefined, who);
export type Risk = Parameters<typeof sdk.setOpportunityRiskVote>[1];
export const vote = (who: RequestInit, opp: string, risk: Risk, body: sdk.SetOpportunityRiskVoteBody, headers?: sdk.SetOpportunityRiskVoteHeaders) =>
  sdk.setOpportunityRiskVote(opp, risk, body, headers, who);

/** Registers the hook that makes the org, its clients and a pm, and reads the default criteria, before this file's tests. */
export function useScoringOrg(): void {
  useSdk();
  beforeAll(async () => {
    org = await newOrg('Scoring org');
    api = as(org.apiKey);
    eng = as(org.engineerKey);
    me = ok(await sdk.getViewer(api)).userId;
    const u = await newUser(org.orgId, 'pm', 'Pat Scorer');
    pm = { id: u.userId, key: u.apiKey, api: as(u.apiKey) };
    for (const c of ok(await sdk.listScoringCriteria(api))) crit[c.name] = c.id;
  });
}
