/**
 * What the live template files share (spec 2 §4.13): an org of its own per file with its admin and engineer (`A()`, `E()`:
 * the SDK's per-call options) and a pm ("Pat Lead"), and the helpers that make an opportunity template of the given steps, read an instance and find a
 * step of it by title. A file calls `useTemplatesOrg()` once at its top level. The suite files (templates.test.ts,
 * instances.test.ts), which run on org A on both targets, share `suiteHelpers` and the instance readers below.
 */
import { beforeAll, inject } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, ok, useSdk } from '../lib/sdkAs.js';

export const { baseUrl } = inject('contract');
export let org: Awaited<ReturnType<typeof newOrg>>;
export let me: string;
export let pm: { id: string; key: string };
/** The per-call options of the org's admin and of its engineer. */
export const A = () => as(org.apiKey);
export const E = () => as(org.engineerKey);
export const template = async (steps: string[], extra: Partial<sdk.CreateTemplateBody> = {}) =>
  ok(
    await sdk.createTemplate(
      {
        name: `T ${Math.random().toString(36).slice(2, 7)}`,
        defaultEntityType: 'opportunity',
        steps: steps.map((title) => ({ title })),
        ...extra,
      },
      undefined,
      A(),
    ),
    201,
  );
export const instance = async (type: sdk.TemplateEntityType, id: string) => ok(await sdk.getTemplateInstance(type, id, A()));
/** The step titled `title` of a template or an instance (an error naming the steps when there is none). */
export function stepOf<S extends { title: string }>(inst: { steps: readonly S[] }, title: string): S {
  const step = inst.steps.find((s) => s.title === title);
  if (!step) throw new Error(`no step ${title} in ${JSON.stringify(inst.steps).slice(0, 400)}`);
  return step;
}

/** Registers the hooks that point the SDK at the server and make the org, its keys and a pm before this file's tests. */
export function useTemplatesOrg(): void {
  useSdk();
  beforeAll(async () => {
    org = await newOrg('Templates org');
    me = ok(await sdk.getViewer(A())).userId;
    const u = await newUser(org.orgId, 'pm', 'Pat Lead');
    pm = { id: u.userId, key: u.apiKey };
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
