/**
 * What the live customers files share (spec 2 §4.11): an org of its own per file, the per-call options of its admin
 * and engineer (for the typed SDK; their keys are `org.apiKey` and `org.engineerKey` for raw requests), a database
 * handle, dates relative to today, and the helpers that make a customer, a customer template and read its
 * onboarding, and write insights and their links.
 * A file calls `useCustomersOrg()` once at its top level.
 *
 * Insights, their links and decision rows are written through SQL on the test database (insertInsight, the same
 * repository function the services use): the rules tested hold whichever way the rows were made.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { insertInsight } from '../../src/repositories/insights.js';
import type { Actor } from '../../src/core/actor.js';

export const { baseUrl, databaseUrl } = inject('contract');
export type Org = Awaited<ReturnType<typeof newOrg>>;

export let db: Knex;
export let org: Org;
/** The per-call options of the org's admin and of its engineer. */
export let admin: RequestInit;
export let eng: RequestInit;
export let me: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;

export const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
export const today = day(0);

/** A customer made by `who` (named Acme <unique> unless the body names it). */
export const customer = async (who: RequestInit, body: Partial<sdk.CreateCustomerBody> = {}) =>
  must(await sdk.createCustomer({ name: `Acme ${uniq()}`, ...body }, undefined, who));
/** A customer template of the org: steps [title, slaHours?][], optionally the default. */
export const template = async (who: RequestInit, steps: [string, number?][], isDefault = false) =>
  must(
    await sdk.createTemplate(
      {
        name: `Onboarding ${uniq()}`,
        defaultEntityType: 'customer',
        isDefault,
        steps: steps.map(([title, slaHours]) => ({ title, ...(slaHours ? { slaHours } : {}) })),
      },
      undefined,
      who,
    ),
  );
/** The customer's onboarding (GET /customers/{id}/onboarding). */
export const onboarding = async (who: RequestInit, c: { id: string }) => must(await sdk.getCustomerOnboarding(c.id, who));
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

/** Registers the hooks that point the SDK at the server and make the org before this file's tests, and close the database after. */
export function useCustomersOrg(): void {
  useSdk();
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Customers org');
    admin = as(org.apiKey);
    eng = as(org.engineerKey);
    me = org.userId;
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
