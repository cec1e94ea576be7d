/**
 * What the live template files share (spec 2 §4.13): an org of its own per file with its admin (`api`), engineer and a
 * pm ("Pat Lead"), and the helpers that make an opportunity template of the given steps, read an instance and find a
 * step of it by title. A file calls `useTemplatesOrg()` once at its top level. The suite files (templates.test.ts,
 * instances.test.ts), which run on org A on both targets, share `suiteHelpers` and the instance readers below.
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

export const isoDate = /^\d{4}-\d{2}-\d{2}T/;
export const HOUR = 3_600_000;
/** [title, status] of each step instance, in order. */
export const statuses = (steps: readonly { title: string; status: string }[]) => steps.map((s) => [s.title, s.status]);
/** The statuses the instance's actions offer for its current step (instanceActions: exactly its allowedMoves). */
export const offeredMoves = (actions: readonly { name?: string; body?: Record<string, unknown> | null }[]) =>
  actions.filter((a) => a.name === 'updateStepInstance').map((a) => a.body?.status);
/** The usage of a template nothing is on (getTemplateUsage, less templateId). */
export const noUse = { total: 0, opportunity: 0, task: 0, customer: 0, runningInstances: 0 };

/**
 * For a suite file: SDK options that send a request as Eve, org A's engineer (they override the configured admin key),
 * and the id of the step titled `title` (of a template, or of an instance). The mock's steps are the document's
 * examples, so there any step will do; a missing step is an error on both targets.
 */
export function suiteHelpers(engineerKey: string, live: boolean) {
  const asEve = { headers: { authorization: `Bearer ${engineerKey}` } };
  function stepId(steps: readonly { id: string; title: string }[] | undefined, title: string): string {
    const step = live ? steps?.find((s) => s.title === title) : steps?.[0];
    if (!step) throw new Error(`no step ${title} in ${JSON.stringify(steps)?.slice(0, 400)}`);
    return step.id;
  }
  return { asEve, stepId };
}
