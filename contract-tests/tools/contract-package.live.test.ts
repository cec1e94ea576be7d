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
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../src/db/connect.js';
import { orgDigest } from '../lib/orgDigest.js';
import { operations } from '../../src/generated/operations.js';
import { newOrg } from '../lib/orgs.js';

const run = promisify(execFile);
const { baseUrl, databaseUrl, otherOrgKey } = inject('contract');

/** npm without the variables of an enclosing `npm run` (they would point npm at the repository's package). */
const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(package|lifecycle|config_(prefix|global|local))/i.test(k)));

let scratch: string;
let app: string;
let org: Awaited<ReturnType<typeof newOrg>>;

/**
 * `npx sextant-contract …` in the scratch project (`bin`: the installed bin itself, without npx's few seconds of
 * start-up, for the refusals): exit code, stdout, stderr.
 */
async function contract(args: string[], how: 'npx' | 'bin' = 'npx'): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_cache: process.env.npm_config_cache ?? join(process.env.HOME ?? '', '.npm') };
  const [cmd, pre] = how === 'npx' ? ['npx', ['--offline', '--no-install', 'sextant-contract']] : [join(app, 'node_modules/.bin/sextant-contract'), []];
  return run(cmd, [...pre, ...args], { cwd: app, env, maxBuffer: 64 << 20 }).then(
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

/**
 * What "unchanged" means for a read-only run: every table with an org_id column (the tenant's data, its audit rows,
 * idempotency records, events and notifications) → its rows of `orgId`, as a count and an md5 of their contents, and the
 * org's own row. Left out: a key's last_used_at and the rate-limit windows, the server's bookkeeping of requests.
 */
const tenantRows = (orgId: string) => orgDigest(databaseUrl, orgId, () => ['last_used_at']);

/** Every file under `dir`, relative to it. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesOf(join(dir, n)).map((f) => `${n}/${f}`) : [n]));

describe('the contract suite package (sextant-contract)', () => {
  it('holds the bundled suite only: vitest its one (peer) dependency, no TypeScript, no server source', () => {
    const pkgDir = join(app, 'node_modules/@sextant/contract-tests');
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ bin: { 'sextant-contract': './dist/cli.mjs' }, peerDependencies: { vitest: expect.any(String) }, engines: { node: '>=20' } });
    expect(pkg.dependencies ?? {}).toEqual({});
    const files = filesOf(pkgDir);
    expect(files).toEqual(
      expect.arrayContaining(['dist/cli.mjs', 'dist/intercept.mjs', 'dist/suite/read-only.test.mjs', 'dist/suite/customers/customers.test.mjs']),
    );
    expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md'].includes(f))).toEqual([]);
    expect(files.filter((f) => !f.endsWith('.mjs') && f.startsWith('dist/'))).toEqual([]);
    for (const f of files.filter((x) => x.endsWith('.mjs'))) {
      const specs = [...readFileSync(join(pkgDir, f), 'utf8').matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
      for (const spec of specs) expect(spec, `${f} imports ${spec}`).toMatch(/^(\.\.?\/|node:|vitest(\/|$))/);
    }
  });

  it('runs two tags against the server: every operation passes, the JUnit report has one testcase per operation, and what it made with a DELETE is gone', async () => {
    // categories and tags: two tags of one suite file (categories/configuration.test.ts), the quickest pair.
    const report = join(scratch, 'report.xml');
    const before = await tenantRows(org.orgId);
    const r = await contract([
      ...['--url', baseUrl, '--key', org.apiKey, '--engineer-key', org.engineerKey, '--other-org-key', otherOrgKey],
      ...['--tags', 'categories,tags', '--reporter', 'junit', '--output', report],
    ]);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    const ids = Object.values(operations)
      .filter((o) => o.tag === 'categories' || o.tag === 'tags')
      .map((o) => o.operationId);
    for (const id of ids) expect(r.stdout, r.stdout).toMatch(new RegExp(`^PASS +${id} `, 'm'));
    expect(r.stdout).toContain(`${ids.length} passed, 0 failed, 0 not run`);
    // Data: categories and tags have DELETEs, and are gone; a team has none, and the report names it.
    const after = await tenantRows(org.orgId);
    for (const t of ['categories', 'tags']) expect(after[t], t).toBe(before[t]);
    expect(r.stdout).toMatch(/^Cleanup: deleted \d+ created resources\n {2}kept \(no delete operation\): .*createTeam [0-9a-f-]{36}/m);
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
      '--other-org-key',
      otherOrgKey,
      '--tags',
      'customers,users',
      '--read-only',
      '--reporter',
      'json',
      '--output',
      join(scratch, 'ro.json'),
    ]);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    const after = await tenantRows(org.orgId);
    expect(Object.keys(before).length).toBeGreaterThan(50);
    expect(before.customers).toMatch(/^1 /);
    expect(after).toEqual(before);
    const json = JSON.parse(readFileSync(join(scratch, 'ro.json'), 'utf8')) as { passed: boolean; operations: { operationId: string; state: string }[] };
    expect(json.passed).toBe(true);
    const state = Object.fromEntries(json.operations.map((o) => [o.operationId, o.state]));
    expect(state).toMatchObject({ listCustomers: 'pass', getCustomer: 'pass', listCustomerContacts: 'pass', listUsers: 'pass', getUser: 'pass' });
    expect(Object.keys(state).every((id) => operations[id as keyof typeof operations].method === 'GET')).toBe(true);
    // The measure sees a write: a contact's phone changed is a different contacts table.
    const contacts = (await (await fetch(`${baseUrl}/api/v1/customers/${customer.id}/contacts`, { headers: auth })).json()) as { data: { id: string }[] };
    await fetch(`${baseUrl}/api/v1/customers/${customer.id}/contacts/${contacts.data[0].id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ phone: '+1 555 0199' }),
    });
    const written = await tenantRows(org.orgId);
    expect(written.customer_contacts).not.toBe(before.customer_contacts);
    expect(written.customer_contacts.split(' ')[0]).toBe(before.customer_contacts.split(' ')[0]);
  });

  it('refuses bad arguments with exit 2: an unknown tag names the closest, an unknown reporter the choices', async () => {
    const [tag, reporter, noEngineer] = await Promise.all([
      contract(['--url', baseUrl, '--key', org.apiKey, '--tags', 'custmers', '--read-only'], 'bin'),
      contract(['--url', baseUrl, '--key', org.apiKey, '--reporter', 'xml'], 'bin'),
      contract(['--url', baseUrl, '--key', org.apiKey, '--tags', 'customers'], 'bin'),
    ]);
    expect(tag.code).toBe(2);
    expect(tag.stderr).toContain('unknown tag "custmers". Did you mean "customers"?');
    expect(reporter.code).not.toBe(0);
    expect(reporter.stderr).toMatch(/--reporter.*use junit or json/);
    expect(noEngineer.code).toBe(2);
    expect(noEngineer.stderr).toContain('--engineer-key is required');
  });
});
