/**
 * What the live delivery configuration files share (spec 2 §4.13, §4.21): an org of its own per file with its admin
 * and engineer clients, a database handle, the names of a list (of categories or tags) and unique team prefixes. A file calls
 * `useConfigurationOrg()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { client } from '../lib/http.js';
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
export const names = (list: any[]) => list.map((x) => x.name ?? x.label);
export const teamPrefix = () => `C${(n++ % 900) + 100}`;

/** Registers the hooks that make the org and its clients before this file's tests, and close the database after. */
export function useConfigurationOrg(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Configuration org');
    admin = client(org.apiKey);
    eng = client(org.engineerKey);
    me = org.userId;
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
