/**
 * What the live insights files share (spec 1 §2.9; spec 2 §4.12): an org of its own per file with a customer, two
 * objectives, an opportunity, a team with an insight reviewer and a task; a database handle; and the helpers that
 * record an insight, make a customer and complete a task, through the typed SDK (`admin` and `eng` are `as(key)`). A file calls `useInsightsOrg()` once at its top level.
 *
 * Customers are created with POST /api/v1/customers when it answers 201, else inserted with SQL (the rules tested
 * hold whichever way the customer was made).
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import type { Objective, Opportunity, Task, Team } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, must } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { nextNumber } from '../../src/repositories/counters.js';

export const { baseUrl, databaseUrl } = inject('contract');

export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
/** Per-call options of the org's admin and of its engineer (`as(key)`). */
export let admin: RequestInit;
export let eng: RequestInit;
export let me: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;
export const teamPrefix = () => `I${(n++ % 900) + 100}`;

export const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

/** A customer of the org of `who`: through the API when it answers 201, else a row inserted with SQL. */
export async function customer(who: RequestInit, orgId: string, name: string): Promise<{ id: string; ref: string; name: string }> {
  const r = await sdk.createCustomer({ name }, undefined, who);
  if (r.status === 201) return { id: r.data.data.id, ref: r.data.data.ref, name };
  return db.transaction(async (trx) => {
    const number = await nextNumber(trx, orgId, 'customer');
    const [row] = await trx('customers').insert({ org_id: orgId, number, name }).returning(['id', 'number']);
    return { id: row.id, ref: `CUS-${row.number}`, name };
  });
}

/** An insight of the admin's org (a stakeholder-rooted one unless the body names a root). */
export const insight = async (body: Partial<sdk.CreateInsightBody> = {}, who: RequestInit = admin) =>
  must(
    await sdk.createInsight(
      {
        verbatim: `Ask ${uniq()}`,
        source: 'interview',
        ...(Object.keys(body).some((k) => /Id$/.test(k) && k !== 'tagIds') ? {} : { stakeholderUserId: 'me' }),
        ...body,
      },
      undefined,
      who,
    ),
  );

export let fixture: {
  acme: { id: string; ref: string; name: string };
  objective: Objective;
  objective2: Objective;
  opp: Opportunity;
  task: Task;
  team: Team;
};

/** A task moved along its workflow (backlog → in_progress → completed). */
export async function completeTask(ref: string) {
  must(await sdk.setTaskStatus(ref, { status: 'in_progress' }, undefined, admin));
  must(await sdk.setTaskStatus(ref, { status: 'completed' }, undefined, admin));
}

/** Registers the hooks that make the org and its fixture (a customer, two objectives, an opportunity, a team and its task) before this file's tests, and close the database after. */
export function useInsightsOrg(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Insights org');
    admin = as(org.apiKey);
    eng = as(org.engineerKey);
    me = org.userId;
    const vision = must(await sdk.createVision({ name: 'Insights vision', kind: 'product', narrative: 'n' }, undefined, admin));
    const metric = must(await sdk.createMetric({ name: 'Invoices matched', unit: 'count' }, undefined, admin));
    const objective = must(
      await sdk.createObjective(
        { title: 'Automate billing', visionId: vision.id, driId: me, metric: { metricId: metric.id, operator: 'gte', target: 100 } },
        undefined,
        admin,
      ),
    );
    const objective2 = must(await sdk.createObjective({ title: 'Grow usage', visionId: vision.id, driId: me }, undefined, admin));
    const team = must(await sdk.createTeam({ name: 'Billing', prefix: 'BIL', insightReviewerId: org.engineerId }, undefined, admin));
    const opp = must(await sdk.createOpportunity({ title: 'Invoice matching' }, undefined, admin));
    const task = must(await sdk.createTask({ title: 'Match invoices', teamId: team.id }, undefined, admin));
    fixture = { acme: await customer(admin, org.orgId, 'Acme'), objective, objective2, opp, task, team };
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
