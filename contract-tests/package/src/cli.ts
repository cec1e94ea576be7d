/**
 * `sextant-contract`: the contract suite against any Sextant deployment, through vitest's Node API (createVitest).
 *
 *   npx sextant-contract --url https://staging.example.com --key <org admin key> --engineer-key <engineer key>
 *       [--tags tasks,customers] [--read-only] [--reporter junit|json] [--output report.xml]
 *
 * Runs the packaged suite files (src/catalog.ts) of the chosen tags, or with --read-only the generated read-only suite
 * (every GET of the chosen tags, nothing else leaves the process); prints pass/fail per operation (src/report.ts) and
 * writes JUnit or JSON to --output (stdout when none). Exit codes: 0 passed, 1 an operation or test failed, 2 bad
 * arguments or an unreachable server.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError, Option } from 'commander';
import { closest, distance } from 'fastest-levenshtein';
import { allTags, filesFor, operationsOf, readOperationsOf, unpackagedTags } from './catalog.js';
import { formatJson, formatJunit, formatText, OperationReporter, passed } from './report.js';
import type { PackagedRun } from './types.js';

/** The package's root (dist/..): vitest's root, so the suite's paths are relative to it. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

class UsageError extends Error {}

/** Tag names from a comma list, each known, or a UsageError naming the closest known tag. */
function parseTags(value: string, known: readonly string[]): string[] {
  const tags = value
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const t of tags) {
    if (known.includes(t)) continue;
    const near = closest(t, known as string[]);
    const hint = distance(t, near) <= Math.max(2, Math.floor(t.length / 3)) ? ` Did you mean "${near}"?` : '';
    throw new UsageError(`unknown tag "${t}".${hint} Known tags: ${known.join(', ')}`);
  }
  return [...new Set(tags)];
}

export interface Options {
  url: string;
  key: string;
  engineerKey?: string;
  otherOrgKey?: string;
  tags?: string;
  readOnly?: boolean;
  reporter?: 'junit' | 'json';
  output?: string;
}

/** Checks the target answers and the key is an org's, then runs the suite; resolves to the exit code. */
export async function run(opts: Options): Promise<number> {
  const baseUrl = opts.url.replace(/\/+$/, '');
  const readOnly = Boolean(opts.readOnly);
  const tags = opts.tags ? parseTags(opts.tags, allTags) : readOnly ? allTags : allTags.filter((t) => !unpackagedTags.includes(t));
  if (!readOnly) {
    const out = tags.filter((t) => unpackagedTags.includes(t));
    if (out.length) {
      throw new UsageError(
        `tag${out.length > 1 ? 's' : ''} ${out.join(', ')}: the suite's write tests need the server's database and are not in this package; --read-only checks their reads`,
      );
    }
    if (!opts.engineerKey) {
      throw new UsageError('--engineer-key is required without --read-only: the suite checks what an engineer of the same org may not do');
    }
  }
  const health = await fetch(`${baseUrl}/healthz`).catch((e: Error) => e);
  if (health instanceof Error || !health.ok) {
    throw new UsageError(
      `${baseUrl}/healthz ${health instanceof Error ? `failed: ${health.message}` : `answered ${health.status}`}: is --url the API's base URL?`,
    );
  }
  const viewer = await fetch(`${baseUrl}/api/v1/viewer`, { headers: { authorization: `Bearer ${opts.key}` } });
  if (!viewer.ok) throw new UsageError(`GET /api/v1/viewer with --key answered ${viewer.status}: give an API key of an org admin`);
  if (!opts.otherOrgKey && readOnly) console.error("note: without --other-org-key the tenancy checks (another org reads this org's ids as 404) do not run");

  const files = readOnly ? ['dist/suite/read-only.test.mjs'] : filesFor(tags).map((f) => `dist/suite/${f.replace(/\.ts$/, '.mjs')}`);
  const chosen = readOnly ? readOperationsOf(tags) : operationsOf(tags);
  if (chosen.length === 0) throw new UsageError(`${tags.join(', ')}: no ${readOnly ? 'read ' : ''}operation to run`);
  const reporter = new OperationReporter();
  const sxct: PackagedRun = { tags, readOnly };
  console.error(`sextant-contract: ${readOnly ? 'read-only, ' : ''}${chosen.length} operations of ${tags.join(', ')} against ${baseUrl}`);
  // Loaded here, once the arguments and the server are known good: vitest's runner takes seconds to import.
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest(
    'test',
    {
      config: false,
      root: ROOT,
      watch: false,
      include: files,
      exclude: [],
      setupFiles: [join(ROOT, 'dist/intercept.mjs')],
      reporters: [reporter],
      // The suite files share one org and work in names of their own, as in the repository (two files at a time).
      maxWorkers: 2,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      provide: {
        contract: {
          target: 'live',
          baseUrl,
          adminKey: opts.key,
          engineerKey: opts.engineerKey ?? '',
          otherOrgKey: opts.otherOrgKey ?? '',
          databaseUrl: '',
          filesDir: '',
        },
        sxct,
      },
    },
    // Vite's cache goes to the temp directory: the package may be installed where the user cannot write.
    { logLevel: 'error', cacheDir: join(tmpdir(), 'sextant-contract-cache') },
  );
  try {
    await vitest.start();
  } finally {
    await vitest.close();
  }
  const report = reporter.report(chosen);
  const text = formatText(report);
  if (opts.reporter) {
    const body = opts.reporter === 'junit' ? formatJunit(report) : formatJson(report);
    if (opts.output) {
      writeFileSync(opts.output, body);
      console.log(text);
      console.log(`\n${opts.reporter} report: ${resolve(opts.output)}`);
    } else process.stdout.write(body);
  } else {
    console.log(text);
    if (opts.output) writeFileSync(opts.output, `${text}\n`);
  }
  return passed(report) ? 0 : 1;
}

const program = new Command('sextant-contract')
  .description("Run Sextant's contract suite against a deployment and report pass/fail per operation.")
  .requiredOption('--url <base>', 'the API base URL (e.g. https://staging.example.com)', process.env.SEXTANT_URL)
  .requiredOption('--key <key>', "an org admin's API key", process.env.SEXTANT_API_KEY)
  .option('--engineer-key <key>', "an engineer of the same org's API key (the permission checks; required without --read-only)")
  .option('--other-org-key <key>', "an admin of another org's API key: with --read-only, every read by id is also made with it and must answer 404")
  .option('--tags <list>', 'comma-separated tags (default: every tag the mode can run)')
  .option('--read-only', 'run only reads (every GET of the chosen tags): nothing is written')
  .addOption(
    new Option('--reporter <format>', 'also write a machine report: junit (one testcase per operation) or json').argParser((v) => {
      if (v !== 'junit' && v !== 'json') throw new InvalidArgumentError('use junit or json.');
      return v;
    }),
  )
  .option('--output <file>', 'where to write the report (default: stdout)')
  .showHelpAfterError()
  .action(async (opts: Options) => {
    try {
      process.exitCode = await run(opts);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      console.error(`sextant-contract: ${e.message}`);
      process.exitCode = 2;
    }
  });

await program.parseAsync();
