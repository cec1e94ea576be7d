/**
 * What the live template files share (spec 2 §4.13): an org of its own per file with its admin (`api`), engineer and a
 * pm ("Pat Lead"), and the helpers that make an opportunity template of the given steps, read an instance and find a
 * step of it by title. A file calls `useTemplatesOrg()` once at its top level.
 */
import { beforeAll, inject } from 'vitest';
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { okData as ok } from '../lib/expect.js';

export type Api = ReturnType<typeof client>;
export let org: Awaited<ReturnType<typeof newOrg>>;
export let api: Api;
export let eng: Api;
export let me: string;
export let pm: { id: string; api: Api };
export const { baseUrl } = inject('contract');
export const template = async (steps: string[], extra: Record<string, unknown> = {}) =>
  ok(
    await api('POST', '/api/v1/templates', {
      name: `T ${Math.random().toString(36).slice(2, 7)}`,
      defaultEntityType: 'opportunity',
      steps: steps.map((title) => ({ title })),
      ...extra,
    }),
    201,
  );
export const instance = async (type: string, id: string) => ok(await api('GET', `/api/v1/templates/instances/${type}/${id}`));
export const stepOf = (inst: any, title: string) => inst.steps.find((s: any) => s.title === title);

/** Registers the hook that makes the org, its clients and a pm before this file's tests. */
export function useTemplatesOrg(): void {
  beforeAll(async () => {
    org = await newOrg('Templates org');
    api = client(org.apiKey);
    eng = client(org.engineerKey);
    me = ok(await api('GET', '/api/v1/viewer')).userId;
    const u = await newUser(org.orgId, 'pm', 'Pat Lead');
    pm = { id: u.userId, api: client(u.apiKey) };
  });
}
