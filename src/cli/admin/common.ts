/**
 * What every admin command shares (src/cli/admin.ts documents the commands): the commander program, the database
 * it opens (`withOrgs`), output (`emit`), option parsers that refuse with exit 2, and the server's public URL.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import type { Knex } from 'knex';
import { dataDir, embeddedInitialised, openDatabase } from '../../db/connect.js';
import { createDb, migrate } from '../../db/knex.js';
import { readServerState } from '../../db/serverState.js';
import { idProblem, OrgService, type IdKind } from '../../services/orgs.js';
import { capabilityNameProblem, isOrgRole, ORG_ROLES, unknownRoleMessage } from '../../auth/capabilities.js';
import { publicUrlOf } from '../../core/publicUrl.js';
import { currencyOf, currencyProblem, type Currency } from '../../services/timeEntries.js';

/**
 * Refusal to create a database: the CLI never initialises one (exit 2). Run without the server's SEXTANT_DATA_DIR,
 * it used to initialise a second embedded cluster and then answer "user not found" for ids of the real one.
 */
export class NoDatabaseError extends Error {}

export const ROLE_LIST = ORG_ROLES.join(', ');
export const FOOTER = `
Output: --json prints one JSON line on stdout on success and nothing on failure; without it, name: value lines.
Errors: one line on stderr, "admin: <message>", or with --json {"error":{"message":"…","exitCode":N}} instead.
Exit codes: 0 ok; 2 bad arguments (usage, invalid values, an org/user/key that does not exist, a duplicate email);
1 failure (the database cannot be reached or started, anything unexpected; DEBUG=1 prints its stack).
Database: DATABASE_URL, else the embedded Postgres of npm start (SEXTANT_DATA_DIR, default .data/), whether or not
the server runs; exit 2 when that directory holds none (the CLI never creates one). Links use the running server's
port and public URL (read from the data directory) unless PORT or SEXTANT_PUBLIC_URL is set.`;

export const program = new Command('admin')
  .description(
    'Sextant administration: orgs, users, API keys, OAuth apps, GitHub integrations, scoring criteria, cost currencies, exports and imports (docs/guides/operators.md)',
  )
  .option(
    '--json',
    'print exactly one JSON line on stdout on success, nothing on failure; a failure is one JSON line on stderr: {"error":{"message","exitCode"}}',
  )
  .exitOverride() // commander throws CommanderError instead of exiting; the catch below prints it and picks the exit code
  .configureOutput({
    outputError: () => {}, // printed once, by fail()
    writeErr: (s) => void (program.opts().json ? undefined : process.stderr.write(s)), // help shown on a usage error
  })
  .configureHelp({ showGlobalOptions: true })
  .addHelpText('after', FOOTER);

/** Opens the database, applies migrations, runs `fn` with the org service and always closes what it opened. */
export async function withOrgs<T>(fn: (orgs: OrgService, db: Knex, url: string) => Promise<T>): Promise<T> {
  // Only `npm start` creates the embedded database: a CLI pointed at the wrong data directory says so instead of
  // initialising an empty one (where no id it is given exists).
  if (!process.env.DATABASE_URL && !embeddedInitialised()) {
    const dir = join(dataDir(), 'pg');
    throw new NoDatabaseError(
      `No Sextant database in ${dir}${existsSync(dataDir()) ? '' : ' (the directory does not exist)'}, so nothing was done: ` +
        `run the command with the server's SEXTANT_DATA_DIR (or DATABASE_URL) set as when it was started, or start the server once with npm start to create it.`,
    );
  }
  // Throws DatabaseUnavailableError (one sentence, exit 1). Starting an initialised cluster that is not running is silent.
  const database = await openDatabase(process.env);
  const db = createDb(database.url, { min: 0, max: 2 });
  // knex prefixes the query (with its bound values) to database error messages; the CLI never prints SQL.
  db.client.config.compileSqlOnError = false;
  db.on('query-error', (err: unknown, query: { sql?: string }) => {
    const prefix = `${query.sql} - `;
    if (err instanceof Error && err.message.startsWith(prefix)) err.message = err.message.slice(prefix.length);
  });
  try {
    await migrate(db);
    return await fn(new OrgService(db), db, database.url);
  } finally {
    await db.destroy();
    await database.stop();
  }
}

/** Prints a success: one JSON line with --json, else `text` (default: `name: value` lines). */
export function emit(value: object, text?: string) {
  if (program.opts().json) process.stdout.write(JSON.stringify(value) + '\n');
  else
    process.stdout.write(
      text ??
        Object.entries(value)
          .map(([k, v]) => `${k}: ${v}\n`)
          .join(''),
    );
}

/** An option parser that refuses a value with commander's InvalidArgumentError (exit 2) when `problem` names one. */
export const validated = (problem: (value: string) => string | undefined) => (value: string) => {
  const p = problem(value);
  if (p) throw new InvalidArgumentError(p);
  return value;
};
export const id = (kind: IdKind) => validated((v) => idProblem(kind, v));
export const role = validated((v) => (isOrgRole(v) ? undefined : unknownRoleMessage(v)));
/** `--currency`: one of CURRENCIES, any case, returned upper-case; a near miss is refused with the closest one. */
export function currency(value: string): Currency {
  const p = currencyProblem(value);
  if (p) throw new InvalidArgumentError(p);
  return currencyOf(value)!;
}
export function capabilityList(value: string): string[] {
  const list = [
    ...new Set(
      value
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  if (!list.length) throw new InvalidArgumentError('the list names no capability (resource:action, comma-separated)');
  const p = capabilityNameProblem(list);
  if (p) throw new InvalidArgumentError(p);
  return list;
}
export const choice = (allowed: string[]) => validated((v) => (allowed.includes(v) ? undefined : `${JSON.stringify(v)} is not one of ${allowed.join(', ')}`));

/**
 * The server's base URL for links the CLI prints: SEXTANT_PUBLIC_URL or PORT when given (http://127.0.0.1:$PORT),
 * else what the server running on the data directory wrote at start (src/db/serverState.ts), else port 3000.
 */
export function publicUrl(): string {
  if (process.env.SEXTANT_PUBLIC_URL || process.env.PORT) return publicUrlOf(process.env, process.env.PORT ?? 3000);
  return readServerState(dataDir())?.publicUrl ?? publicUrlOf(process.env, 3000);
}
