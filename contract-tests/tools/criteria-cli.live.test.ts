/**
 * The admin CLI's criteria:set, run as the program `npm run --silent admin --` starts
 * (`node --import tsx src/cli/admin.ts criteria:set --org <id> --file <path> --json`, a subprocess on the test
 * database; admin-cli.test.ts runs the npm command itself), in the contract of admin-cli.test.ts: one JSON
 * line on stdout on success; on bad input exit 2 with one line on stderr (JSON with --json) and nothing written —
 * weights whose positive ones do not sum to 1 within 1e-9, empty or duplicate names, weights outside 0..1, unknown
 * fields, a file that is missing or not JSON, an org id that is not a UUID or names no org.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { ScoringCriterion } from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
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

const dir = mkdtempSync(join(tmpdir(), 'sextant-criteria-'));
let n = 0;
/** Writes `content` (JSON-encoded unless a string) to a fresh file and returns its path. */
function file(content: unknown): string {
  const path = join(dir, `criteria-${n++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

let org: Awaited<ReturnType<typeof newOrg>>;
/** The org's scoring criteria as the API lists them. */
let criteria: () => Promise<ScoringCriterion[]>;
useSdk();
beforeAll(async () => {
  org = await newOrg('Criteria CLI org');
  criteria = async () => must(await sdk.listScoringCriteria(as(org.apiKey)));
});

/** What criteria:set --json prints: the org and its new criteria, as the API lists them. */
interface CriteriaSet {
  orgId: string;
  criteria: ScoringCriterion[];
}
/** The CLI's --json refusal line on stderr. */
interface CliRefusal {
  error: { exitCode: number; message: string };
}
const refusal = (stderr: string) => JSON.parse(stderr) as CliRefusal;

describe('admin CLI criteria:set', { timeout: 180_000 }, () => {
  it('replaces the set: one JSON line, the API lists the new criteria in order, and totals follow the new weights', async () => {
    const r = await cli([
      'criteria:set',
      '--org',
      org.orgId,
      '--file',
      file([
        { name: 'Revenue', weight: 0.6 },
        { name: 'Risk', weight: 0.4, invert: true },
        { name: 'Notes', weight: 0 },
      ]),
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]) as CriteriaSet;
    expect(out.orgId).toBe(org.orgId);
    expect(out.criteria.map((c) => [c.name, c.weight, c.invert, c.order])).toEqual([
      ['Revenue', 0.6, false, 1],
      ['Risk', 0.4, true, 2],
      ['Notes', 0, false, 3],
    ]);
    const listed = await criteria();
    expect(listed).toEqual(out.criteria);

    const [revenue, risk] = out.criteria;
    const opp = must(
      await sdk.createOpportunity(
        {
          title: 'CLI scored',
          scores: [
            { criterionId: revenue.id, value: 4 },
            { criterionId: risk.id, value: 2 },
          ],
        },
        undefined,
        as(org.apiKey),
      ),
    );
    expect(opp.scoreTotal).toBe(75); // 0.6 × 0.75 + 0.4 × (5−2)/4 = 0.45 + 0.3

    // weights summing to 1 within 1e-9, and {"criteria": [...]}; without --json: name: value lines
    const plain = await cli([
      'criteria:set',
      '--org',
      org.orgId,
      '--file',
      file({
        criteria: [
          { name: 'A', weight: 1 / 3 },
          { name: 'B', weight: 1 / 3 },
          { name: 'C', weight: 1 / 3 },
        ],
      }),
    ]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^orgId: [0-9a-f-]{36}\n1\. A {2}weight 0\.333/);
    expect((await criteria()).map((c) => c.name)).toEqual(['A', 'B', 'C']);
  });

  it('refuses bad input with exit 2, one line and nothing written', async () => {
    const before = await criteria();
    const cases: [string[], RegExp][] = [
      [
        [
          '--file',
          file([
            { name: 'A', weight: 0.5 },
            { name: 'B', weight: 0.4 },
          ]),
        ],
        /positive weights sum to 0\.9, not 1/,
      ],
      [
        [
          '--file',
          file([
            { name: 'A', weight: 0.5 },
            { name: 'B', weight: 0.5 + 1e-6 },
          ]),
        ],
        /positive weights sum to .*not 1/,
      ],
      [['--file', file([{ name: '', weight: 1 }])], /empty name/],
      [['--file', file([{ name: '  ', weight: 1 }])], /empty name/],
      [
        [
          '--file',
          file([
            { name: 'Fit', weight: 0.5 },
            { name: 'fit', weight: 0.5 },
          ]),
        ],
        /repeats the name "fit"/,
      ],
      [
        [
          '--file',
          file([
            { name: 'A', weight: -0.5 },
            { name: 'B', weight: 1 },
          ]),
        ],
        /weights are between 0 and 1/,
      ],
      [['--file', file([{ name: 'A', weight: '1' }])], /numeric weight/],
      [['--file', file([{ name: 'A', weight: 1, inverted: true }])], /unknown field inverted/],
      [['--file', file([])], /names no criterion/],
      [['--file', file({ name: 'A' })], /JSON array of criteria/],
      [['--file', file('not json')], /is not JSON/],
      [['--file', join(dir, 'missing.json')], /cannot read/],
    ];
    // four at a time (each run is an npm and a tsx process on a small machine)
    const outcomes: Outcome[] = [];
    for (let i = 0; i < cases.length; i += 4) {
      outcomes.push(...(await Promise.all(cases.slice(i, i + 4).map(([args]) => cli(['criteria:set', '--org', org.orgId, ...args, '--json'])))));
    }
    outcomes.forEach((r, i) => {
      expect(r.code, `${cases[i][0].join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.split('\n');
      expect(lines).toHaveLength(1);
      const body = refusal(lines[0]);
      expect(body.error.exitCode).toBe(2);
      expect(body.error.message).toMatch(cases[i][1]);
    });
    const good = file([{ name: 'A', weight: 1 }]);
    const [notUuid, noOrg, noFile] = await Promise.all([
      cli(['criteria:set', '--org', 'acme', '--file', good, '--json']),
      cli(['criteria:set', '--org', '00000000-0000-4000-8000-000000000000', '--file', good, '--json']),
      cli(['criteria:set', '--org', org.orgId, '--json']),
    ]);
    for (const r of [notUuid, noOrg, noFile]) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n')).toHaveLength(1);
    }
    expect(refusal(notUuid.stderr).error.message).toMatch(/not an org id/);
    expect(refusal(noOrg.stderr).error.message).toMatch(/org .* not found/);
    expect(refusal(noFile.stderr).error.message).toMatch(/--file/);
    expect(await criteria()).toEqual(before);
  });
});
