/**
 * What the live cycles files share (spec 2 §4.8): an org of its own per file with two teams (`teams.a` Alpha, CYA;
 * `teams.b` Beta, CYB), its admin and engineer clients, a database handle, and the helpers that make teams, cycles
 * and tasks, move a task between cycles, walk a task's status and read promise_break notifications. A file calls
 * `useCyclesOrg()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';

export const { baseUrl, databaseUrl } = inject('contract');
export type Api = ReturnType<typeof client>;
export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
export let admin: Api;
export let eng: Api;
export let me: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;
export const ids = (list: any[]) => list.map((x) => x.id);
export const team = (name: string, prefix: string) => data(admin, 'POST', '/api/v1/teams', { name, prefix });
export const cycle = (teamId: string, startsOn: string, endsOn: string, extra: Record<string, unknown> = {}) =>
  data(admin, 'POST', '/api/v1/cycles', { teamId, startsOn, endsOn, ...extra });
export const task = (body: Record<string, unknown>) => data(admin, 'POST', '/api/v1/tasks', { title: `Task ${uniq()}`, ...body });
export const move = (api: Api, ref: string, body: Record<string, unknown>) => api('POST', `/api/v1/tasks/${ref}/move-cycle`, body);
/** The caller's promise_break notifications (the list's `types` filter does not offer that type yet). */
export const promiseBreaksOf = async (api: Api) => (await all(api, '/api/v1/notifications')).filter((x) => x.type === 'promise_break');
export const status = async (ref: string, ...moves: string[]) => {
  for (const s of moves) await data(admin, 'POST', `/api/v1/tasks/${ref}/set-status`, { status: s });
};
export let teams: { a: any; b: any };

/** Registers the hooks that make the org, its clients and teams Alpha (CYA) and Beta (CYB) before this file's tests, and close the database after. */
export function useCyclesOrg(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Cycles org');
    admin = client(org.apiKey);
    eng = client(org.engineerKey);
    me = org.userId;
    teams = { a: await team('Alpha', 'CYA'), b: await team('Beta', 'CYB') };
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
