/**
 * What the live time-entries files share (spec 1 §2.1, §2.10; spec 2 §4.16, §5.3): an org of its own per file with
 * an engineer, a pm and an em, categories C1–C3, an opportunity with tasks and subtasks and their hand-computed
 * costs; a database handle; and the helpers that log entries. A file calls `useTimeEntriesOrg()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { all, client, data } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';

export const { baseUrl, databaseUrl } = inject('contract');
export type Api = ReturnType<typeof client>;

export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
export let admin: Api;
export let eng: Api;
export let pm: Api;
export let em: Api;
export let me: string;
export let pmId: string;
export let emId: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;

export const ids = (list: any[]) => list.map((x) => x.id);
export const log = (api: Api, body: Record<string, unknown>) => api('POST', '/api/v1/time-entries', body);
export const logged = (api: Api, body: Record<string, unknown>) => data(api, 'POST', '/api/v1/time-entries', body);
export const entriesIn = (api: Api, from: string, to: string) => all(api, `/api/v1/time-entries?from=${from}&to=${to}`);
/** An entry of an issue tracker, written as the integration would: straight into the table. */
export const integrationEntry = async (userId: string, entryDate: string, taskId: string, hours = 1) =>
  (
    await db('time_entries')
      .insert({ org_id: org.orgId, user_id: userId, entry_date: entryDate, hours, task_id: taskId, source: 'integration', external_id: `JIRA-${uniq()}` })
      .returning('id')
  )[0].id as string;
export const FINANCIAL = /"(cost|currency|salaryMonthly|salaryCurrency|weeklyHours|totalCost)"/;

export let team: any;
export let cats: { c1: any; c2: any; c3: any };
export let opp: any; // category C3
export let taskA: any; // on opp, category C2
export let taskB: any; // on opp, no category (→ C3 through opp)
export let taskNone: any; // no opportunity, no category
export let spareOpp: any;
export let spareTask: any;
/** The cost example's own work (no other test logs time on it, since actual costs count every day). */
export let cost: { opp: any; taskA: any; taskB: any; sub: any; none: any };

/** Registers the hooks that make the org, its people and priced work before this file's tests, and close the database after. */
export function useTimeEntriesOrg(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Time org');
    admin = client(org.apiKey);
    eng = client(org.engineerKey);
    me = org.userId;
    const p = await newUser(org.orgId, 'pm', 'Pat PM');
    pm = client(p.apiKey);
    pmId = p.userId;
    const e = await newUser(org.orgId, 'em', 'Emil EM');
    em = client(e.apiKey);
    emId = e.userId;
    team = await data(admin, 'POST', '/api/v1/teams', { name: 'Timekeepers', prefix: 'TIM' });
    for (const userId of [me, org.engineerId]) await data(admin, 'POST', `/api/v1/teams/${team.id}/members`, { userId });
    cats = {
      c1: await data(admin, 'POST', '/api/v1/categories', { label: `Hiring ${uniq()}` }),
      c2: await data(admin, 'POST', '/api/v1/categories', { label: `Build ${uniq()}` }),
      c3: await data(admin, 'POST', '/api/v1/categories', { label: `Discovery ${uniq()}` }),
    };
    opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Invoice export', categoryId: cats.c3.id });
    taskA = await data(admin, 'POST', '/api/v1/tasks', { title: 'Build export', teamId: team.id, opportunityId: opp.id, categoryId: cats.c2.id });
    taskB = await data(admin, 'POST', '/api/v1/tasks', { title: 'Interview users', teamId: team.id, opportunityId: opp.id });
    taskNone = await data(admin, 'POST', '/api/v1/tasks', { title: 'Unfiled chores', teamId: team.id });
    spareOpp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Nothing logged' });
    spareTask = await data(admin, 'POST', '/api/v1/tasks', { title: 'Nothing logged either', teamId: team.id });
    const costOpp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Costed opportunity', categoryId: cats.c3.id });
    const costA = await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed build', teamId: team.id, opportunityId: costOpp.id, categoryId: cats.c2.id });
    cost = {
      opp: costOpp,
      taskA: costA,
      taskB: await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed interviews', teamId: team.id, opportunityId: costOpp.id }),
      sub: await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed subtask', teamId: team.id, parentTaskId: costA.id }),
      none: await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed chores', teamId: team.id }),
    };
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
