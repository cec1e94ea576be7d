/**
 * What the live delivery configuration files share (spec 2 §4.13, §4.21): an org of its own per file with the
 * per-call options of its admin and engineer (for the typed SDK; their keys are `org.apiKey` and `org.engineerKey`
 * for raw requests), a database handle, the names of a list (of categories or tags) and unique team prefixes. A file
 * calls `useConfigurationOrg()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { newOrg } from '../lib/orgs.js';
import { as, useSdk } from '../lib/sdkAs.js';
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
/** The names of a list's items: a tag's name, a category's label. */
export const names = (list: readonly { name?: string; label?: string }[]) => list.map((x) => x.name ?? x.label);
export const teamPrefix = () => `C${(n++ % 900) + 100}`;

/** Registers the hooks that point the SDK at the server and make the org before this file's tests, and close the database after. */
export function useConfigurationOrg(): void {
  useSdk();
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Configuration org');
    admin = as(org.apiKey);
    eng = as(org.engineerKey);
    me = org.userId;
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
