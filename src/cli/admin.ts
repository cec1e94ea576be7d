/**
 * Admin CLI (exact contract, other tools depend on it).
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
 *       → {"orgId","criteria":[{"id","name","weight","invert","order"}]}  replaces the org's scoring criteria
 *         with the file's JSON array [{"name","weight","invert"?}, …] (or {"criteria":[…]}), in order: names
 *         unique and non-empty, weights 0..1 whose positive ones sum to 1 within 1e-9 (exit 2 otherwise, before the
 *         database is opened). A criterion named as an existing one keeps its id and values; others left out are
 *         deactivated (their values stay stored, counting nowhere).
 *   npm run --silent admin -- currency:base --org <orgId> --currency <EUR> --json
 *       → {"orgId","baseCurrency"}  the currency time-entry costs are summed in (default USD). Rates set
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
 *       registers an OAuth 2.0 app of the org. The secret is shown once (only its SHA-256 is stored); the
 *       app authenticates at POST /api/oauth/token with HTTP Basic or client_id/client_secret in the body. --scopes
 *       limits what it may ever ask for (never compensation:read or org:manage).
 *   npm run --silent admin -- login-link --user <userId> [--next /oauth/interaction/<uid>] --json → {"url","expiresAt"}
 *       a one-time sign-in link to the OAuth consent page for an org admin, valid 15 minutes. Its base is
 *       the server's public URL (see Links below).
 *   npm run --silent admin -- app:list --org <orgId> --json
 *       → {"orgId","apps":[{"clientId","name","registeredBy","redirectUris","activeGrants","grants":[…]}]}  what the org
 *         has connected: apps registered to it and self-registered clients its admins approved, with live grants.
 *   npm run --silent admin -- app:revoke --org <orgId> --client <clientId> [--delete] --json
 *       → {"orgId","clientId","revokedGrants"}  ends every grant of the app in the org (actor=app grants included);
 *         --delete also unregisters an app registered to the org. Exit 2 for an app the org never connected.
 *   npm run --silent admin -- integration:create --org <orgId> --kind github [--name <name>]
 *       [--on-opened in_progress|none] [--on-merged completed|none] --json
 *       → {"id","kind","name","status","config","webhookUrl","createdAt","webhookSecret"}  registers a GitHub integration
 *        : paste webhookUrl (the server's public URL, see Links, + /api/integrations/github/
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
 *         data set as versioned Sextant JSON (format in src/import/export.ts), streamed from one snapshot.
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
 *   npm run --silent admin -- secrets:status --json
 *       → {"keys":[{"id","state","createdAt","retiredAt","ciphertexts"}],"underServerKey","columns":{"<table>.<column>":{"<keyId>":n}}}
 *         the keyring of secrets at rest (src/storage/keyring.ts): its data keys oldest first (state active, retiring or
 *         retired) with how many secrets each encrypts; underServerKey counts those still under the server key (v1).
 *   npm run --silent admin -- secrets:rotate [--wait <seconds>] [--batch-size <rows>] --json
 *       → {"activeKeyId","retiredKeyIds","reencrypted","resumed","unreadable":[{"column","row","reason"}]}  while servers run (src/storage/rotation.ts): a new
 *         data key becomes active, the run waits --wait seconds (default 10: the servers reload their keyring every
 *         5 s) for every instance to use it, re-encrypts every secret under an older key in batches (one short
 *         transaction each), then retires the old key and wipes it. Interrupted, the next run resumes it ("resumed":true).
 *         Secrets no key opens (written under another server key, or damaged) are listed in "unreadable" and left
 *         as they are (they were unreadable already). Exit 1, having changed nothing, when the server key does not open
 *         the keyring.
 *         Progress on stderr as for import.
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
 * Database: DATABASE_URL, else the same embedded Postgres as `npm start` (src/db/connect.ts: SEXTANT_DATA_DIR,
 * default .data/), whether or not the server is running; migrations are applied first. All database access goes
 * through `withOrgs` (src/cli/admin/common.ts). The CLI never initialises a database: when the data directory holds
 * none (run without the server's SEXTANT_DATA_DIR, say), every command exits 2 with one sentence naming the
 * directory it looked in and how to point it at the right one, having created nothing.
 * Links (login-link, integration webhook URLs): SEXTANT_PUBLIC_URL, else http://127.0.0.1:$PORT when PORT is set,
 * else the public URL the server running on the data directory wrote at start (src/db/serverState.ts), else
 * http://127.0.0.1:3000.
 *
 * Commands by group: src/cli/admin/accounts.ts (orgs, users, keys, criteria, currencies), connections.ts (OAuth
 * apps, login links, integrations, user:deactivate), data.ts (export, import), secrets.ts (secrets:status, secrets:rotate).
 */
import { CommanderError } from 'commander';
import { DatabaseUnavailableError } from '../db/connect.js';
import { ApiError } from '../core/errors.js';
import { LoginLinkError } from '../oauth/sessions.js';
import { FOOTER, NoDatabaseError, program } from './admin/common.js';
import { registerAccountCommands } from './admin/accounts.js';
import { AppInputError, registerConnectionCommands } from './admin/connections.js';
import { registerDataCommands } from './admin/data.js';
import { registerSecretsCommands } from './admin/secrets.js';
import { SecretKeyError } from '../storage/keyring.js';

// In this order: `--help` and the "no command given" message list the commands as registered.
registerAccountCommands();
registerConnectionCommands();
registerDataCommands();
registerSecretsCommands();

for (const command of program.commands) command.addHelpText('after', FOOTER);

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
    const message =
      err.code === 'commander.help'
        ? `no command given; the commands are ${program.commands.map((c) => c.name()).join(', ')} (add --help for usage)`
        : err.code === 'admin.invalidArgument' || err.code === 'commander.invalidArgument'
          ? err.message.replace(/^error: /, '')
          : `${err.message.replace(/^error: /, '')} (add --help for usage)`;
    fail(message, 2);
  }
  if (err instanceof ApiError && err.status < 500) fail(err.message, 2);
  if (err instanceof AppInputError || err instanceof LoginLinkError) fail(err.message, 2);
  if (err instanceof NoDatabaseError) fail(err.message, 2);
  if (err instanceof DatabaseUnavailableError || err instanceof SecretKeyError) fail(err.message, 1);
  fail(err instanceof Error ? err.message : `unexpected failure: ${String(err)}`, 1, err);
}
