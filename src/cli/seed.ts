/**
 * Data generator: fills an existing org with a realistic hierarchy — users, teams, visions, metrics,
 * objectives, opportunities and up to millions of tasks — for the scale bench and for anyone evaluating Sextant.
 *
 *   npm run --silent seed -- --org <orgId> --tasks 1000000 [--visions N] [--metrics N] [--objectives N]
 *                            [--opportunities N] [--teams N] [--users N] [--concurrency N] [--json]
 *
 * Text: titles and descriptions are drawn from plausible product and engineering phrases ("Fix the onboarding flow
 * for the alpha cohort", "Customers on larger workspaces report that …"), skewed so some words are common and
 * most are rare, so full-text and trigram search meet the same term frequencies as in real data. "alpha" and
 * "onboarding" are among the common words (each in several percent of tasks).
 *
 * What it makes and how (consistency, speed, no activity rows): src/cli/seedOrg.ts.
 *
 *
 * Database: DATABASE_URL, else the embedded Postgres of `npm start` (openDatabase, src/db/connect.ts), whether or
 * not the server runs; migrations are applied first.
 * Output: progress lines on stderr; then one summary line on stdout (with --json, one JSON line:
 * {"orgId","users","teams","visions","metrics","objectives","opportunities","tasks","taskNumbers":{"first","last"},"seconds"}).
 * Exit codes: 0 ok; 2 bad arguments (including an org that does not exist, or children asked for without any
 * parent to hang them on); 1 the database cannot be reached, anything unexpected.
 */
import { pathToFileURL } from 'node:url';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { Knex } from 'knex';
import { DatabaseUnavailableError, openDatabase } from '../db/connect.js';
import { createDb, migrate } from '../db/knex.js';
import { DEFAULT_CONCURRENCY, MAX_OTHER, MAX_TASKS, SeedArgumentError, seedOrg } from './seedOrg.js';
import { isUuid } from '../core/uuid.js';
export { CUSTOMERS } from './seedWords.js';
// The generator is its own module; re-exported so the benches and tests keep importing this one.
export { CHUNK, MAX_TASKS, SeedArgumentError, seedOrg, type SeedOptions, type SeedSummary } from './seedOrg.js';

// ---- CLI -------------------------------------------------------------------------------------------------------

const uuid = (v: string) => {
  if (!isUuid(v)) throw new InvalidArgumentError(`${JSON.stringify(v)} is not an org id: use the orgId that \`npm run admin -- org:create\` prints (a UUID)`);
  return v;
};
const upTo = (max: number) => (v: string) => {
  if (!/^\d+$/.test(v) || Number(v) > max) throw new InvalidArgumentError(`${JSON.stringify(v)} is not a whole number from 0 to ${max.toLocaleString('en')}`);
  return Number(v);
};

async function main(): Promise<void> {
  const program = new Command('seed')
    .description('fill an existing org with generated users, teams, visions, metrics, objectives, opportunities and tasks')
    .requiredOption('--org <orgId>', 'the org to fill (its orgId from `npm run admin -- org:create`)', uuid)
    .requiredOption('--tasks <n>', 'tasks to make', upTo(MAX_TASKS))
    .option('--visions <n>', 'visions (default 3)', upTo(MAX_OTHER))
    .option('--metrics <n>', 'metrics (default 12)', upTo(MAX_OTHER))
    .option('--objectives <n>', 'objectives (default 24)', upTo(MAX_OTHER))
    .option('--opportunities <n>', 'opportunities (default tasks/200, 5 to 5000)', upTo(MAX_OTHER))
    .option('--teams <n>', 'teams (default 8)', upTo(1000))
    .option('--users <n>', 'users (default 40)', upTo(MAX_OTHER))
    .option('--concurrency <n>', 'connections inserting tasks in parallel (default: cores + 1, at most 4)', upTo(16))
    .option('--seed <n>', 'seed of the random choices (default 1)', upTo(2 ** 31))
    .option('--json', 'print the summary as one JSON line')
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .addHelpText(
      'after',
      '\nProgress goes to stderr, the one-line summary to stdout. Exit codes: 0 ok; 2 bad arguments or an org that does not exist; 1 failure.\nDatabase: DATABASE_URL, else the embedded Postgres of npm start (.data/).',
    );
  const json = process.argv.includes('--json');
  const fail = (message: string, exitCode: number, err?: unknown): never => {
    const line = message
      .replace(/^error: /, '')
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    process.stderr.write(json ? JSON.stringify({ error: { message: line, exitCode } }) + '\n' : `seed: ${line}\n`);
    if (process.env.DEBUG && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
    process.exit(exitCode);
  };
  let o: {
    org: string;
    tasks: number;
    visions?: number;
    metrics?: number;
    objectives?: number;
    opportunities?: number;
    teams?: number;
    users?: number;
    concurrency?: number;
    seed?: number;
    json?: boolean;
  };
  try {
    o = program.parse(process.argv).opts();
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) process.exit(0); // --help
      fail(err.message, 2);
    }
    throw err;
  }
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let db: Knex | undefined;
  let failure: [message: string, exitCode: number, err?: unknown] | undefined;
  try {
    database = await openDatabase(process.env, (m, event) => {
      if (event === 'initialising') process.stderr.write(`seed: ${m}\n`);
    });
    db = createDb(database.url, { min: 0, max: (o.concurrency ?? DEFAULT_CONCURRENCY) + 1 });
    db.client.config.compileSqlOnError = false;
    await migrate(db);
    const summary = await seedOrg(
      db,
      {
        orgId: o.org,
        tasks: o.tasks,
        visions: o.visions,
        metrics: o.metrics,
        objectives: o.objectives,
        opportunities: o.opportunities,
        teams: o.teams,
        users: o.users,
        concurrency: o.concurrency,
        seed: o.seed,
      },
      (line) => process.stderr.write(`${line}\n`),
    );
    const range = summary.taskNumbers ? ` (numbers ${summary.taskNumbers.first}-${summary.taskNumbers.last})` : '';
    process.stdout.write(
      json
        ? `${JSON.stringify(summary)}\n`
        : `seeded org ${summary.orgId}: ${summary.tasks} tasks${range}, ${summary.opportunities} opportunities, ${summary.objectives} objectives, ${summary.metrics} metrics, ${summary.visions} visions, ${summary.teams} teams, ${summary.users} users in ${summary.seconds} s\n`,
    );
  } catch (err) {
    if (err instanceof SeedArgumentError) failure = [err.message, 2];
    else if (err instanceof DatabaseUnavailableError) failure = [err.message, 1];
    else failure = [err instanceof Error ? err.message : String(err), 1, err];
  } finally {
    await db?.destroy();
    await database?.stop();
  }
  if (failure) fail(...failure);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
