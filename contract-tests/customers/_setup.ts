/**
 * What the live customers files share (spec 2 §4.11): an org of its own per file, its admin and engineer clients, a
 * database handle, dates relative to today, and the helpers that make a customer, a customer template and read its
 * onboarding, and write insights and their links.
 * A file calls `useCustomersOrg()` once at its top level.
 *
 * Insights, their links and decision rows are written through SQL on the test database (insertInsight, the same
 * repository function the services use): the rules tested hold whichever way the rows were made.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { insertInsight } from '../../src/repositories/insights.js';
import type { Actor } from '../../src/core/actor.js';

export const { baseUrl, databaseUrl } = inject('contract');
export type Api = ReturnType<typeof client>;
export type Org = Awaited<ReturnType<typeof newOrg>>;

export let db: Knex;
export let org: Org;
export let admin: Api;
export let eng: Api;
export let me: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;

export const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
export const today = day(0);

export const customer = (api: Api, body: Record<string, unknown> = {}) => data(api, 'POST', '/api/v1/customers', { name: `Acme ${uniq()}`, ...body });
/** A customer template of the org: steps [title, slaHours?][], optionally the default. */
export const template = (api: Api, steps: [string, number?][], isDefault = false) =>
  data(api, 'POST', '/api/v1/templates', {
    name: `Onboarding ${uniq()}`,
    defaultEntityType: 'customer',
    isDefault,
    steps: steps.map(([title, slaHours]) => ({ title, ...(slaHours ? { slaHours } : {}) })),
  });
/** The customer's onboarding (GET /customers/{id}/onboarding). */
export const onboarding = (api: Api, c: { id: string }) => data(api, 'GET', `/api/v1/customers/${c.id}/onboarding`);
/** An insight recorded in `o` by its admin, through the repository function the services use. */
export async function insight(o: { orgId: string; userId: string }, input: Parameters<typeof insertInsight>[2], status?: string) {
  const made = await db.transaction((trx) => insertInsight(trx, { orgId: o.orgId, userId: o.userId } as Actor, input));
  if (status) await db('insights').where({ org_id: o.orgId, id: made.id }).update({ status });
  return made;
}
export const linkWork = (orgId: string, insightId: string, work: { task?: string; opportunity?: string }) =>
  db('insight_links').insert({
    org_id: orgId,
    insight_id: insightId,
    entity_type: work.task ? 'task' : 'opportunity',
    task_id: work.task ?? null,
    opportunity_id: work.opportunity ?? null,
  });

/** Registers the hooks that make the org and its clients before this file's tests, and close the database after. */
export function useCustomersOrg(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Customers org');
    admin = client(org.apiKey);
    eng = client(org.engineerKey);
    me = org.userId;
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
