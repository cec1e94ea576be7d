/**
 * The contract suite as a QA team gets it: `npm pack` in contract-tests/package (its prepack bundles dist/), the tarball
 * installed into a scratch project in the OS temp directory, and `npx sextant-contract` run there against the live
 * server, in a fresh org of its own:
 *  - two tags: exit 0, a PASS line for every operation of both, and a JUnit file (one testcase per operation) that parses;
 *  - `--read-only`: every tenant table's rows of the org (count and contents) are the same before and after;
 *  - bad arguments: an unknown tag is refused with the closest known one, exit 2.
 * Offline: the package's only dependency is vitest, a peer dependency, installed with --legacy-peer-deps and found,
 * as Node resolves packages, in a node_modules beside the project that links to the repository's vitest.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../src/db/connect.js';
import { createDb } from '../../src/db/knex.js';
import { operations } from '../../src/generated/operations.js';
import { newOrg } from '../lib/orgs.js';

const run = promisify(execFile);
const { baseUrl, databaseUrl, otherOrgKey } = inject('contract');

/** npm without the variables of an enclosing `npm run` (they would point npm at the repository's package). */
const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(package|lifecycle|config_(prefix|global|local))/i.test(k)));

let scratch: string;
let app: string;
let org: Awaited<ReturnType<typeof newOrg>>;

/** `npx sextant-contract …` in the scratch project: exit code, stdout, stderr. */
async function contract(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_cache: process.env.npm_config_cache ?? join(process.env.HOME ?? '', '.npm') };
  return run('npx', ['--offline', '--no-install', 'sextant-contract', ...args], { cwd: app, env, maxBuffer: 64 << 20 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sextant-contract-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: join(ROOT, 'contract-tests/package'),
    env: npmEnv(),
    maxBuffer: 64 << 20,
  });
  const tarball = join(scratch, JSON.parse(stdout)[0].filename);
  mkdirSync(join(scratch, 'node_modules'));
  symlinkSync(realpathSync(join(ROOT, 'node_modules/vitest')), join(scratch, 'node_modules/vitest'), 'dir');
  app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'qa-scratch', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--legacy-peer-deps', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', tarball], {
    cwd: app,
    env: npmEnv(),
  });
  org = await newOrg('Contract package');
}, 300_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Every table with an org_id column → its rows of `orgId`: count and an md5 of their contents, the keys' last use aside. */
async function tenantRows(orgId: string): Promise<Record<string, string>> {
  const db = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    const tables = (
      await db('information_schema.columns').where({ table_schema: 'public', column_name: 'org_id' }).select<{ table_name: string }[]>('table_name')
    ).map((r) => r.table_name);
    const out: Record<string, string> = {};
    for (const t of tables.sort()) {
      // last_used_at is the server's bookkeeping of a key's use (spec 2 §3), not tenant data: a read may move it.
      const { rows } = await db.raw<{ rows: { n: string; h: string | null }[] }>(
        `select count(*) as n, md5(string_agg((to_jsonb(t) - 'last_used_at')::text, '|' order by (to_jsonb(t) - 'last_used_at')::text)) as h from ?? t where org_id = ?`,
        [t, orgId],
      );
      out[t] = `${rows[0].n} ${rows[0].h ?? '-'}`;
    }
    return out;
  } finally {
    await db.destroy();
  }
}

describe('the contract suite package (sextant-contract)', () => {
  it('runs two tags against the server: every operation passes, and the JUnit report has one testcase per operation', async () => {
    const report = join(scratch, 'report.xml');
    const r = await contract([
      ...['--url', baseUrl, '--key', org.apiKey, '--engineer-key', org.engineerKey, '--other-org-key', otherOrgKey],
      ...['--tags', 'customers,cycles', '--reporter', 'junit', '--output', report],
    ]);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    const ids = Object.values(operations)
      .filter((o) => o.tag === 'customers' || o.tag === 'cycles')
      .map((o) => o.operationId);
    for (const id of ids) expect(r.stdout, r.stdout).toMatch(new RegExp(`^PASS +${id} `, 'm'));
    expect(r.stdout).toContain(`${ids.length} passed, 0 failed, 0 not run`);
    const xml = readFileSync(report, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const cases = [parsed.testsuites.testsuite].flat().flatMap((s: { testcase: unknown }) => [s.testcase].flat()) as { name: string; classname: string }[];
    expect(cases.map((c) => c.name).sort()).toEqual([...ids].sort());
    expect(parsed.testsuites).toMatchObject({ tests: String(ids.length), failures: '0' });
  });

  it('--read-only reads every GET of its tags it can find ids for, and leaves every tenant table of the org as it was', async () => {
    // Something to read: a customer with a contact (the write run above deleted what it made).
    const auth = { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json' };
    const made = await fetch(`${baseUrl}/api/v1/customers`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Read-only Co' }) });
    const customer = ((await made.json()) as { data: { id: string } }).data;
    await fetch(`${baseUrl}/api/v1/customers/${customer.id}/contacts`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Ro Reader' }) });
    const before = await tenantRows(org.orgId);
    const r = await contract([
      '--url',
      baseUrl,
      '--key',
      org.apiKey,
      '--tags',
      'customers,platform',
      '--read-only',
      '--reporter',
      'json',
      '--output',
      join(scratch, 'ro.json'),
    ]);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    const after = await tenantRows(org.orgId);
    expect(after).toEqual(before);
    const json = JSON.parse(readFileSync(join(scratch, 'ro.json'), 'utf8')) as { passed: boolean; operations: { operationId: string; state: string }[] };
    expect(json.passed).toBe(true);
    const state = Object.fromEntries(json.operations.map((o) => [o.operationId, o.state]));
    expect(state).toMatchObject({ listCustomers: 'pass', getCustomer: 'pass', listCustomerContacts: 'pass', getViewer: 'pass' });
    expect(Object.keys(state).every((id) => operations[id as keyof typeof operations].method === 'GET')).toBe(true);
  });

  it('refuses bad arguments with exit 2: an unknown tag names the closest, an unknown reporter the choices', async () => {
    const tag = await contract(['--url', baseUrl, '--key', org.apiKey, '--tags', 'custmers', '--read-only']);
    expect(tag.code).toBe(2);
    expect(tag.stderr).toContain('unknown tag "custmers". Did you mean "customers"?');
    const reporter = await contract(['--url', baseUrl, '--key', org.apiKey, '--reporter', 'xml']);
    expect(reporter.code).not.toBe(0);
    expect(reporter.stderr).toMatch(/--reporter.*use junit or json/);
    const noEngineer = await contract(['--url', baseUrl, '--key', org.apiKey, '--tags', 'customers']);
    expect(noEngineer.code).toBe(2);
    expect(noEngineer.stderr).toContain('--engineer-key is required');
  });
});
