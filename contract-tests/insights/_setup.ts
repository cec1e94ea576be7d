/**
 * What the live insights files share (spec 1 §2.9; spec 2 §4.12): an org of its own per file with a customer, two
 * objectives, an opportunity, a team with an insight reviewer and a task; a database handle; and the helpers that
 * record an insight, make a customer and complete a task. A file calls `useInsightsOrg()` once at its top level.
 *
 * Customers are created with POST /api/v1/customers when it answers 201, else inserted with SQL (the rules tested
 * hold whichever way the customer was made).
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { nextNumber } from '../../src/repositories/counters.js';

export const { baseUrl, databaseUrl } = inject('contract');
export type Api = ReturnType<typeof client>;

export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
export let admin: Api;
export let eng: Api;
export let me: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;
export const teamPrefix = () => `I${(n++ % 900) + 100}`;

export const ids = (list: any[]) => list.map((x) => x.id);

/** A customer of the org of `key`: through the API when it answers 201, else a row inserted with SQL. */
export async function customer(api: Api, orgId: string, name: string): Promise<{ id: string; ref: string; name: string }> {
  const r = await api('POST', '/api/v1/customers', { name });
  if (r.status === 201) return { id: r.body.data.id, ref: r.body.data.ref, name };
  return db.transaction(async (trx) => {
    const number = await nextNumber(trx, orgId, 'customer');
    const [row] = await trx('customers').insert({ org_id: orgId, number, name }).returning(['id', 'number']);
    return { id: row.id, ref: `CUS-${row.number}`, name };
  });
}

/** An insight of the admin's org (a stakeholder-rooted one unless the body names a root). */
export const insight = async (body: Record<string, unknown> = {}, api: Api = admin) =>
  data(api, 'POST', '/api/v1/insights', {
    verbatim: `Ask ${uniq()}`,
    source: 'interview',
    ...(Object.keys(body).some((k) => /Id$/.test(k) && k !== 'tagIds') ? {} : { stakeholderUserId: 'me' }),
    ...body,
  });

export let fixture: {
  acme: { id: string; ref: string; name: string };
  objective: any;
  objective2: any;
  opp: any;
  task: any;
  team: any;
};

/** A task moved along its workflow (backlog → in_progress → completed). */
export async function completeTask(ref: string) {
  await data(admin, 'POST', `/api/v1/tasks/${ref}/set-status`, { status: 'in_progress' });
  await data(admin, 'POST', `/api/v1/tasks/${ref}/set-status`, { status: 'completed' });
}

/** Registers the hooks that make the org and its fixture (a customer, two objectives, an opportunity, a team and its task) before this file's tests, and close the database after. */
export function useInsightsOrg(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Insights org');
    admin = client(org.apiKey);
    eng = client(org.engineerKey);
    me = org.userId;
    const vision = await data(admin, 'POST', '/api/v1/visions', { name: 'Insights vision', kind: 'product', narrative: 'n' });
    const metric = await data(admin, 'POST', '/api/v1/metrics', { name: 'Invoices matched', unit: 'count' });
    const objective = await data(admin, 'POST', '/api/v1/objectives', {
      title: 'Automate billing',
      visionId: vision.id,
      driId: me,
      metric: { metricId: metric.id, operator: 'gte', target: 100 },
    });
    const objective2 = await data(admin, 'POST', '/api/v1/objectives', { title: 'Grow usage', visionId: vision.id, driId: me });
    const team = await data(admin, 'POST', '/api/v1/teams', { name: 'Billing', prefix: 'BIL', insightReviewerId: org.engineerId });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Invoice matching' });
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Match invoices', teamId: team.id });
    fixture = { acme: await customer(admin, org.orgId, 'Acme'), objective, objective2, opp, task, team };
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
