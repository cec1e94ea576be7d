/**
 * What the live intake files share (spec 2 §4.12): a database handle, and `setup`, which makes an org with its admin
 * and the helpers bound to it (customers, insights, the pattern board). Each describe works in its own org, so the
 * board and the stats see only what the test seeded. A file calls `useIntakeDb()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { expectReply as expectStatus } from '../lib/expect.js';

export const { baseUrl, databaseUrl } = inject('contract');
export type Api = ReturnType<typeof client>;
export let db: Knex;
/** An org with an admin and an engineer, and helpers bound to it. */
export async function setup(name: string) {
  const org = await newOrg(name);
  const admin = client(org.apiKey);
  const customer = async (n: string, arr: number | null) => data(admin, 'POST', '/api/v1/customers', { name: n, arr });
  const insight = async (verbatim: string, root: Record<string, unknown> = { stakeholderUserId: 'me' }, extra: Record<string, unknown> = {}) =>
    data(admin, 'POST', '/api/v1/insights', { verbatim, source: 'interview', ...root, ...extra });
  const board = async (api: Api = admin) => expectStatus(await api('GET', '/api/v1/insights/patterns'), 200).data;
  return { org, admin, customer, insight, board };
}
export const patternWith = (b: any, insightId: string) => b.patterns.find((p: any) => p.insightIds.includes(insightId));
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
