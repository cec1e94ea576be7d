/**
 * The admin CLI's currency:base and currency:rate, run as the program `npm run --silent admin --` starts
 * (`node --import tsx src/cli/admin.ts currency:rate --org <id> --currency GBP --rate 1.17 --json`, a subprocess on the
 * test database; admin-cli.test.ts runs the npm command itself), in the contract of
 * admin-cli.test.ts: one JSON line on stdout on success; on bad input exit 2 with one line on stderr (JSON with
 * --json) and nothing written. Their effect is read back through the API: a salary in a currency with a rate is
 * priced in the base currency; changing the base re-expresses the rates in it, or removes them when it had none.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { ROOT } from '../../src/db/connect.js';

const { databaseUrl } = inject('contract');
interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DEBUG: '' },
      },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({
          code,
          stdout,
          stderr: stderr
            .split('\n')
            .filter((l) => l && !l.startsWith('npm warn'))
            .join('\n'),
        });
      },
    );
  });
}
/** Runs the command with --json and returns its one JSON line (exit 0 asserted). */
async function json(args: string[]): Promise<unknown> {
  const r = await cli([...args, '--json']);
  expect(r.code, r.stderr).toBe(0);
  const lines = r.stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]);
}

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let entryId: string;
const rates = async () =>
  Object.fromEntries(
    (await db('org_currency_rates').where({ org_id: org.orgId }).orderBy('currency')).map((r: { currency: string; rate: string }) => [
      r.currency.trim(),
      Number(r.rate),
    ]),
  );
const entry = async () => must(await sdk.listTimeEntries({ from: '2042-02-02', to: '2042-02-02' }, as(org.apiKey))).find((e) => e.id === entryId);

useSdk();

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 1 });
  org = await newOrg('Currency CLI org');
  const key = as(org.apiKey);
  // 2080 GBP a month for 40 h a week: 2080 × 12 ÷ (52 × 40) = 12 GBP an hour; 2 h = 24 GBP
  must(await sdk.updateUser(org.userId, { salaryMonthly: 2080, salaryCurrency: 'GBP', weeklyHours: 40 }, undefined, key));
  const task = must(await sdk.createTask({ title: 'Priced work' }, undefined, key));
  entryId = must(await sdk.createTimeEntry({ entryDate: '2042-02-02', hours: 2, taskId: task.id }, undefined, key)).id;
});
afterAll(async () => {
  await db?.destroy();
});

describe('admin CLI currency:base and currency:rate', { timeout: 180_000 }, () => {
  it('currency:rate prices salaries in that currency: one JSON line {orgId, currency, rate}', async () => {
    expect(await entry()).toMatchObject({ cost: null, currency: 'USD' }); // GBP has no rate yet: unpriced
    expect(await json(['currency:rate', '--org', org.orgId, '--currency', 'gbp', '--rate', '1.25'])).toEqual({ orgId: org.orgId, currency: 'GBP', rate: 1.25 });
    expect(await entry()).toMatchObject({ cost: 30, currency: 'USD' }); // 24 GBP × 1.25
    // replacing a rate; EUR for the next step
    expect(await json(['currency:rate', '--org', org.orgId, '--currency', 'EUR', '--rate', '1.1'])).toEqual({ orgId: org.orgId, currency: 'EUR', rate: 1.1 });
    expect(await rates()).toEqual({ EUR: 1.1, GBP: 1.25 });
    const aggregate = must(await sdk.aggregateTimeEntriesByCategory({ from: '2042-02-01', to: '2042-02-28' }, as(org.apiKey)));
    expect(aggregate).toMatchObject({ currency: 'USD', totalCost: 30, unpricedHours: 0 });
  });

  it('currency:base re-expresses the rates in the new base when it had one, removes them when not', async () => {
    expect(await json(['currency:base', '--org', org.orgId, '--currency', 'EUR'])).toEqual({ orgId: org.orgId, baseCurrency: 'EUR' });
    // GBP: 1.25 USD ÷ 1.1 USD per EUR = 1.1363636364 EUR; USD: 1 ÷ 1.1 = 0.9090909091 EUR
    expect(await rates()).toEqual({ GBP: 1.1363636364, USD: 0.9090909091 });
    expect(await entry()).toMatchObject({ cost: 27.27, currency: 'EUR' }); // 24 × 1.1363636364 = 27.2727…
    // the same base again changes nothing; plain output is name: value lines
    const plain = await cli(['currency:base', '--org', org.orgId, '--currency', 'EUR']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toBe(`orgId: ${org.orgId}\nbaseCurrency: EUR\n`);
    expect(await rates()).toEqual({ GBP: 1.1363636364, USD: 0.9090909091 });
    // JPY had no rate: the rates cannot be re-expressed, so they go and the salary is unpriced until set again
    expect(await json(['currency:base', '--org', org.orgId, '--currency', 'JPY'])).toEqual({ orgId: org.orgId, baseCurrency: 'JPY' });
    expect(await rates()).toEqual({});
    expect(await entry()).toMatchObject({ cost: null, currency: 'JPY' });
    expect(await json(['currency:rate', '--org', org.orgId, '--currency', 'GBP', '--rate', '190.5'])).toEqual({
      orgId: org.orgId,
      currency: 'GBP',
      rate: 190.5,
    });
    expect(await entry()).toMatchObject({ cost: 4572, currency: 'JPY' }); // 24 × 190.5
  });

  it('refuses bad input with exit 2, one line and nothing written', async () => {
    const before = await rates();
    const base = (await db('orgs').select('base_currency').where({ id: org.orgId }).first()).base_currency.trim();
    const cases: [string[], RegExp][] = [
      [['currency:rate', '--org', org.orgId, '--currency', 'EUT', '--rate', '1.1'], /"EUT" is not a supported currency; did you mean EUR\?/],
      [['currency:rate', '--org', org.orgId, '--currency', 'XYZW', '--rate', '1.1'], /not a supported currency \(use one of USD, EUR/],
      [['currency:rate', '--org', org.orgId, '--currency', 'GBP', '--rate', '0'], /greater than 0/],
      [['currency:rate', '--org', org.orgId, '--currency', 'GBP', '--rate', '-1'], /not a rate/],
      [['currency:rate', '--org', org.orgId, '--currency', 'GBP', '--rate', 'abc'], /not a rate/],
      [['currency:rate', '--org', org.orgId, '--currency', 'GBP', '--rate', '1.12345678901'], /at most 10 digits/],
      [['currency:rate', '--org', org.orgId, '--currency', 'GBP'], /--rate/],
      [['currency:rate', '--org', org.orgId, '--currency', base, '--rate', '2'], /is the base currency/],
      [['currency:base', '--org', org.orgId, '--currency', 'Dollar'], /not a supported currency/],
      [['currency:base', '--org', 'acme', '--currency', 'EUR'], /not an org id/],
      [['currency:base', '--org', '00000000-0000-4000-8000-000000000000', '--currency', 'EUR'], /org .* not found/],
      [['currency:base', '--org', org.orgId], /--currency/],
    ];
    const outcomes: Outcome[] = [];
    for (let i = 0; i < cases.length; i += 4) {
      outcomes.push(...(await Promise.all(cases.slice(i, i + 4).map(([args]) => cli([...args, '--json'])))));
    }
    outcomes.forEach((r, i) => {
      expect(r.code, `${cases[i][0].join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.split('\n');
      expect(lines).toHaveLength(1);
      const body = JSON.parse(lines[0]) as { error: { exitCode: number; message: string } };
      expect(body.error.exitCode).toBe(2);
      expect(body.error.message).toMatch(cases[i][1]);
    });
    const plain = await cli(['currency:rate', '--org', org.orgId, '--currency', 'EUT', '--rate', '1.1']);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/^admin: .*did you mean EUR\?/);
    expect(await rates()).toEqual(before);
    expect((await db('orgs').select('base_currency').where({ id: org.orgId }).first()).base_currency.trim()).toBe(base);
  });
});
