/**
 * What the live OAuth files share (spec 2 §5.4-5.7): an org of its own per file (`org`) with one app registered by
 * the admin CLI's path (`app`, "Roadmap Sync"), a database handle, and `cli`, the admin CLI run as the README says.
 * A file calls `useOAuthOrg()` once at its top level.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { ROOT } from '../../src/db/connect.js';
import { newOrg } from '../lib/orgs.js';
import { newApp } from '../lib/oauth.js';

export const { baseUrl, databaseUrl } = inject('contract');
/** This file's database handle: opened before its tests by the `use…Org` hooks, closed after them. */
export let db: Knex;
/** Runs the admin CLI as the README says (`npm run --silent admin -- … --json`) on the test database. */
export function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args, '--json'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DEBUG: '', SEXTANT_PUBLIC_URL: baseUrl },
      },
      (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr }),
    );
  });
}
export let org: Awaited<ReturnType<typeof newOrg>>;
export let app: Awaited<ReturnType<typeof newApp>>;

/** Registers the hooks that make the org and its app before this file's tests, and close the database after. */
export function useOAuthOrg(): void {
  afterAll(() => db.destroy());
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('OAuth org');
    app = await newApp(org.orgId, { name: 'Roadmap Sync' });
  });
}
