/**
 * What the live cycles files share (spec 2 §4.8): an org of its own per file with two teams (`teams.a` Alpha, CYA;
 * `teams.b` Beta, CYB), the per-call options of its admin and engineer (for the typed SDK; their keys are
 * `org.apiKey` and `org.engineerKey` for raw requests), a database handle, and the helpers that make teams, cycles
 * and tasks, move a task between cycles, walk a task's status and read promise_break notifications. A file calls
 * `useCyclesOrg()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import type { Team } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, must, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';

export const { baseUrl, databaseUrl } = inject('contract');
export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
/** The per-call options of the org's admin and of its engineer. */
export let admin: RequestInit;
export let eng: RequestInit;
export let me: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;
export const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);
export const team = async (name: string, prefix: string) => must(await sdk.createTeam({ name, prefix }, undefined, admin));
export const cycle = async (teamId: string, startsOn: string, endsOn: string, extra: Partial<sdk.CreateCycleBody> = {}) =>
  must(await sdk.createCycle({ teamId, startsOn, endsOn, ...extra }, undefined, admin));
export const task = async (body: Partial<sdk.CreateTaskBody>) => must(await sdk.createTask({ title: `Task ${uniq()}`, ...body }, undefined, admin));
export const move = (who: RequestInit, ref: string, body: sdk.MoveTaskCycleBody) => sdk.moveTaskCycle(ref, body, undefined, who);
/** Every task of the list with these filters, as the admin. */
export const tasksWhere = (params: sdk.ListTasksParams) => allOf((cursor) => sdk.listTasks({ ...params, cursor, limit: 200 }, admin));
/** Every cycle (of a team, when given) `who` lists, in pages of `limit`. */
export const cyclesOf = (who: RequestInit, teamId?: string, limit = 200) => allOf((cursor) => sdk.listCycles({ teamId, cursor, limit }, who));
/** The caller's promise_break notifications (the list's `types` filter does not offer that type yet). */
export const promiseBreaksOf = async (who: RequestInit) =>
  (await allOf((cursor) => sdk.listNotifications({ cursor, limit: 200 }, who))).filter((x) => x.type === 'promise_break');
export const status = async (ref: string, ...moves: sdk.SetTaskStatusBody['status'][]) => {
  for (const s of moves) must(await sdk.setTaskStatus(ref, { status: s }, undefined, admin));
};
export let teams: { a: Team; b: Team };

/** Registers the hooks that point the SDK at the server, make the org, its clients and teams Alpha (CYA) and Beta (CYB) before this file's tests, and close the database after. */
export function useCyclesOrg(): void {
  useSdk();
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Cycles org');
    admin = as(org.apiKey);
    eng = as(org.engineerKey);
    me = org.userId;
    teams = { a: await team('Alpha', 'CYA'), b: await team('Beta', 'CYB') };
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
