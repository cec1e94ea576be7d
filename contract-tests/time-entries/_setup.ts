/**
 * What the live time-entries files share (spec 1 §2.1, §2.10; spec 2 §4.16, §5.3): an org of its own per file with
 * an engineer, a pm and an em, categories C1–C3, an opportunity with tasks and subtasks and their hand-computed
 * costs; a database handle; and the helpers that log entries. A file calls `useTimeEntriesOrg()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import type { Category, Opportunity, Task, Team } from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { allOf, as, must, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';

export const { baseUrl, databaseUrl } = inject('contract');

export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
/** The keys of the org's admin, its engineer, a pm and an em (send one with `as(key)`). */
export let admin: string;
export let eng: string;
export let pm: string;
export let em: string;
export let me: string;
export let pmId: string;
export let emId: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;

export const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);
/** createTimeEntry as `key` (the answer, whatever its status). */
export const log = (key: string, body: sdk.TimeEntryRow) => sdk.createTimeEntry(body, undefined, as(key));
/** createTimeEntry as `key`, which must succeed: the entry. */
export const logged = async (key: string, body: sdk.TimeEntryRow) => must(await log(key, body));
/** Every entry of `key`'s own in the window (both days included). */
export const entriesIn = (key: string, from: string, to: string) => allOf((cursor) => sdk.listTimeEntries({ from, to, cursor, limit: 200 }, as(key)));
/** An entry of an issue tracker, written as the integration would: straight into the table. */
export const integrationEntry = async (userId: string, entryDate: string, taskId: string, hours = 1) =>
  (
    await db('time_entries')
      .insert({ org_id: org.orgId, user_id: userId, entry_date: entryDate, hours, task_id: taskId, source: 'integration', external_id: `JIRA-${uniq()}` })
      .returning('id')
  )[0].id as string;
export const FINANCIAL = /"(cost|currency|salaryMonthly|salaryCurrency|weeklyHours|totalCost)"/;

export let team: Team;
export let cats: { c1: Category; c2: Category; c3: Category };
export let opp: Opportunity; // category C3
export let taskA: Task; // on opp, category C2
export let taskB: Task; // on opp, no category (→ C3 through opp)
export let taskNone: Task; // no opportunity, no category
export let spareOpp: Opportunity;
export let spareTask: Task;
/** The cost example's own work (no other test logs time on it, since actual costs count every day). */
export let cost: { opp: Opportunity; taskA: Task; taskB: Task; sub: Task; none: Task };

/** Registers the hooks that make the org, its people and priced work before this file's tests, and close the database after. */
export function useTimeEntriesOrg(): void {
  useSdk();
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Time org');
    admin = org.apiKey;
    eng = org.engineerKey;
    me = org.userId;
    const p = await newUser(org.orgId, 'pm', 'Pat PM');
    pm = p.apiKey;
    pmId = p.userId;
    const e = await newUser(org.orgId, 'em', 'Emil EM');
    em = e.apiKey;
    emId = e.userId;
    const A = as(admin);
    const category = async (label: string) => must(await sdk.createCategory({ label }, undefined, A));
    const opportunity = async (body: sdk.CreateOpportunityBody) => must(await sdk.createOpportunity(body, undefined, A));
    const task = async (body: sdk.CreateTaskBody) => must(await sdk.createTask(body, undefined, A));
    team = must(await sdk.createTeam({ name: 'Timekeepers', prefix: 'TIM' }, undefined, A));
    for (const userId of [me, org.engineerId]) must(await sdk.addTeamMember(team.id, { userId }, undefined, A));
    cats = {
      c1: await category(`Hiring ${uniq()}`),
      c2: await category(`Build ${uniq()}`),
      c3: await category(`Discovery ${uniq()}`),
    };
    opp = await opportunity({ title: 'Invoice export', categoryId: cats.c3.id });
    taskA = await task({ title: 'Build export', teamId: team.id, opportunityId: opp.id, categoryId: cats.c2.id });
    taskB = await task({ title: 'Interview users', teamId: team.id, opportunityId: opp.id });
    taskNone = await task({ title: 'Unfiled chores', teamId: team.id });
    spareOpp = await opportunity({ title: 'Nothing logged' });
    spareTask = await task({ title: 'Nothing logged either', teamId: team.id });
    const costOpp = await opportunity({ title: 'Costed opportunity', categoryId: cats.c3.id });
    const costA = await task({ title: 'Costed build', teamId: team.id, opportunityId: costOpp.id, categoryId: cats.c2.id });
    cost = {
      opp: costOpp,
      taskA: costA,
      taskB: await task({ title: 'Costed interviews', teamId: team.id, opportunityId: costOpp.id }),
      sub: await task({ title: 'Costed subtask', teamId: team.id, parentTaskId: costA.id }),
      none: await task({ title: 'Costed chores', teamId: team.id }),
    };
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
