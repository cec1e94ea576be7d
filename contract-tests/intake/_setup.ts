/**
 * What the live intake files share (spec 2 §4.12): a database handle, and `setup`, which makes an org with its admin
 * and the helpers bound to it (customers, insights, the pattern board), through the typed SDK. Each describe works in
 * its own org, so the board and the stats see only what the test seeded. A file calls `useIntakeDb()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import type { InsightPatternBoard } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { as, must, ok } from '../lib/sdkAs.js';

export const { baseUrl, databaseUrl } = inject('contract');
export let db: Knex;
/** The demand root and the optional fields of an insight (everything but its verbatim). */
type InsightRest = Partial<Omit<sdk.CreateInsightBody, 'verbatim'>>;
/** An org with an admin (`admin` is `as(org.apiKey)`) and an engineer, and helpers bound to it (through the typed SDK). */
export async function setup(name: string) {
  const org = await newOrg(name);
  const admin = as(org.apiKey);
  const customer = async (n: string, arr: number | null) => must(await sdk.createCustomer({ name: n, arr }, undefined, admin));
  const insight = async (verbatim: string, root: InsightRest = { stakeholderUserId: 'me' }, extra: InsightRest = {}) =>
    must(await sdk.createInsight({ verbatim, source: 'interview', ...root, ...extra }, undefined, admin));
  const board = async (who: RequestInit = admin) => ok(await sdk.getInsightPatterns(who));
  return { org, admin, customer, insight, board };
}
export const patternWith = (b: InsightPatternBoard, insightId: string) => b.patterns.find((p) => p.insightIds.includes(insightId));
export const sorted = (ids: string[]) => [...ids].sort();

/** Registers the hooks that open the database handle before this file's tests and close it after. */
export function useIntakeDb(): void {
  beforeAll(() => {
    db = createDb(databaseUrl, { min: 0, max: 3 });
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
