import { createInterface } from 'node:readline';
import { Command, CommanderError, Option } from 'commander';
import cliProgress from 'cli-progress';
import * as paramValidators from '../../generated/validators-params.js';
import * as bodyValidators from '../../generated/validators-body.js';
import { commandSpecs, firstSentence, plain, tags, type CommandSpec, type FlagSpec } from './model.js';
import { configPath, removeConfig, resolveConfig, writeConfig } from './config.js';
import { render } from './output.js';
import type { Json } from '../../core/json.js';
import {
  CliFailure,
  EXIT,
  placeholder,
  flagHelp,
  textArg,
  parseJson,
  convert,
  pick,
  describeErrors,
  serverField,
  type CliIo,
  type Validator,
} from './input.js';
export { EXIT, type CliIo } from './input.js';

/**
 * The exit code of an HTTP error status. Each error code has one status (STATUS_BY_CODE), so this is also the
 * exit code by error code: a request that is itself wrong (400, 405, 413, 415, 431) is a usage error.
 */
export function exitCodeOf(status: number): number {
  if (status === 400 || status === 405 || status === 413 || status === 415 || status === 431) return EXIT.usage;
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  if (status === 409 || status === 422) return EXIT.conflict;
  if (status === 429) return EXIT.rateLimited;
  return EXIT.other;
}

const EXIT_HELP = `
Exit codes:
  0  ok
  1  server, network or other error
  2  usage or validation error (bad flags, invalid values, 400 VALIDATION_FAILED, 405, 413, 415, 431)
  3  authentication or permission (401, 403)
  4  not found (404)
  5  conflict, state or business rule (409, 422 e.g. BUSINESS_RULE_VIOLATION)
  6  rate limited (429)`;

const CONFIG_HELP = `
Configuration:
  SEXTANT_URL and SEXTANT_API_KEY from the environment, else the file written by \`sextant login\`
  ($XDG_CONFIG_HOME/sextant/config.json, default ~/.config/sextant/config.json, mode 0600).`;

const USAGE_HELP = `
Usage of an operation:
  sextant <tag> <command> [<path params>] [--<field> <value> ...] [--json] [--all]
  sextant tasks list --status todo
  sextant tasks create --title "Fix login" --priority high
  sextant opportunities set-state OPP-3 --state in_progress
Flags are the operation's query parameters and body fields in kebab case; objects and arrays take JSON text,
booleans are --flag / --no-flag, \`null\` clears a nullable field, --body '<json>' | @file | @- sends a whole body.
Errors print "sextant: <message>" and the server's suggestion on stderr; --json prints the error envelope instead.`;

interface Sent {
  status: number;
  body: Json;
  text: string;
  headers: Headers;
}

async function send(io: CliIo, url: string, init: RequestInit): Promise<Sent> {
  const f = io.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await f(url, init);
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new CliFailure(
      EXIT.other,
      `cannot reach ${new URL(url).origin}: ${cause?.code ?? cause?.message ?? (e as Error).message}`,
      'Check SEXTANT_URL (or run sextant login) and that the server is running.',
    );
  }
  const text = await res.text();
  let body: Json;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** Turns a non-2xx answer into a CliFailure carrying the envelope, its message, details and suggestion. */
function failureOf(spec: CommandSpec | undefined, r: Sent): CliFailure {
  const err = r.body?.error;
  const message = err?.message ?? `HTTP ${r.status}${r.text ? `: ${r.text.slice(0, 200)}` : ''}`;
  const details = Array.isArray(err?.details)
    ? err.details.map((d: { field?: string; message?: string }) =>
        `${spec && d.field ? serverField(spec, d.field) : (d.field ?? '')} ${d.message ?? ''}`.trim(),
      )
    : [];
  return new CliFailure(exitCodeOf(r.status), message, err?.suggestion, r.body ?? { ok: false, error: { code: `HTTP_${r.status}`, message } }, details);
}

function connection(io: CliIo, spec?: CommandSpec): { url: string; apiKey?: string } {
  const env = io.env ?? process.env;
  let c: ReturnType<typeof resolveConfig>;
  try {
    c = resolveConfig(env);
  } catch (e) {
    throw new CliFailure(EXIT.usage, (e as Error).message);
  }
  if (!c.url) throw new CliFailure(EXIT.usage, 'no server configured', 'Set SEXTANT_URL and SEXTANT_API_KEY, or run sextant login.');
  if (!c.apiKey && spec && !spec.public)
    throw new CliFailure(
      EXIT.auth,
      c.url ? `no API key configured for ${c.url}` : 'no API key configured',
      'Set SEXTANT_API_KEY, or run sextant login (a stored key is used only with the URL it was stored for).',
    );
  return { url: c.url, apiKey: c.apiKey };
}

/** Runs one operation with the parsed positional values and options. */
async function runOperation(spec: CommandSpec, positional: string[], opts: Record<string, unknown>, attr: Map<FlagSpec, string>, io: CliIo): Promise<void> {
  const out = io.stdout ?? process.stdout;
  const errOut = io.stderr ?? process.stderr;
  const json = Boolean(opts.json);
  const path: Record<string, string> = {};
  spec.args.forEach((a, i) => {
    path[a.name] = positional[i];
  });
  const query: Record<string, unknown> = {};
  let body: Record<string, unknown> | undefined;
  const wholeBody = spec.bodyFlag ? (opts[spec.bodyFlag === 'data' ? 'data' : 'body'] ?? (spec.bodyFlag === 'body' ? opts.data : undefined)) : undefined;
  if (typeof wholeBody === 'string') {
    const parsed = parseJson(await textArg(wholeBody, io), `--${spec.bodyFlag}`);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new CliFailure(EXIT.usage, `--${spec.bodyFlag} must be a JSON object`);
    body = { ...(parsed as Record<string, unknown>) };
  }
  for (const f of spec.flags) {
    const raw = opts[attr.get(f)!];
    if (raw === undefined) continue;
    const value = await convert(f, raw, io);
    if (f.in === 'query') query[f.name] = value;
    else (body ??= {})[f.name] = value;
  }
  if (spec.hasBody && spec.bodyRequired) body ??= {};
  if (opts.all && spec.paged && query.limit === undefined) {
    const limit = spec.flags.find((f) => f.in === 'query' && f.name === 'limit');
    query.limit = limit?.maximum ?? 200;
  }

  // Validation before anything is sent: the same generated validators as the server's (on copies: they fill defaults).
  const problems: string[] = [];
  const check = (v: Validator | undefined, value: unknown, where: 'path' | 'query' | 'body') => {
    if (v && !v(structuredClone(value))) problems.push(...describeErrors(spec, where, v.errors ?? []));
  };
  check(pick(paramValidators, `${spec.operationId}_path`), path, 'path');
  check(
    pick(paramValidators, `${spec.operationId}_query`),
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : v])),
    'query',
  );
  if (body !== undefined) check(pick(bodyValidators, `${spec.operationId}_body`), body, 'body');
  const idempotencyKey = opts.idempotencyKey as string | undefined;
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey))
    problems.push('--idempotency-key must be 1-255 printable ASCII characters without spaces');
  if (problems.length) {
    const cmd = `sextant ${spec.tag} ${spec.command}`;
    throw new CliFailure(
      EXIT.usage,
      `invalid input: ${problems.join('; ')}`,
      `Fix the flags named above; \`${cmd} --help\` lists each with its type and allowed values.`,
      {
        ok: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: `Invalid input: ${problems.join('; ')}`,
          details: problems.map((p) => ({ field: p.split(' ')[0], message: p.split(' ').slice(1).join(' ') })),
          suggestion: `See ${cmd} --help.`,
        },
      },
    );
  }

  const { url, apiKey } = connection(io, spec);
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'sextant-cli' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const target = (cursor?: string) => {
    const p = spec.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(path[n]));
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) q.set(k, v === null ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v));
    if (cursor) q.set('cursor', cursor);
    const qs = q.toString();
    return `${url}${p}${qs ? `?${qs}` : ''}`;
  };
  const call = (cursor?: string) => send(io, target(cursor), { method: spec.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

  let r = await call(query.cursor as string | undefined);
  if (r.status >= 400) throw failureOf(spec, r);
  if (!opts.all || !spec.paged || !Array.isArray(r.body?.data)) {
    if (json) out.write(`${r.body === undefined ? r.text : JSON.stringify(r.body, null, 2)}\n`);
    else {
      out.write(render(r.body && typeof r.body === 'object' && 'ok' in r.body && 'data' in r.body ? r.body.data : (r.body ?? r.text)));
      const p = r.body?.pagination;
      if (spec.paged && p?.hasMore && p.cursor) errOut.write(`More results: add --all, or --cursor ${p.cursor}\n`);
    }
    return;
  }

  // --all: follow pagination.cursor until hasMore is false; a progress line on a TTY stderr.
  const items: unknown[] = [...r.body.data];
  const bar = errOut.isTTY
    ? new cliProgress.SingleBar(
        { format: 'fetching {value} items ({pages} pages)', stream: errOut as NodeJS.WritableStream, clearOnComplete: true, hideCursor: true },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(0, items.length, { pages: 1 });
  const seen = new Set<string>();
  let pages = 1;
  try {
    while (r.body?.pagination?.hasMore && r.body.pagination.cursor) {
      const cursor = r.body.pagination.cursor as string;
      if (seen.has(cursor)) throw new CliFailure(EXIT.other, `the server returned the cursor ${cursor} twice; stopping`);
      seen.add(cursor);
      r = await call(cursor);
      if (r.status >= 400) throw failureOf(spec, r);
      items.push(...(r.body?.data ?? []));
      pages++;
      bar?.update(items.length, { pages });
    }
  } finally {
    bar?.stop();
  }
  if (json) out.write(`${JSON.stringify({ ...r.body, data: items, pagination: { cursor: null, hasMore: false } }, null, 2)}\n`);
  else out.write(render(items));
}

/** Default prompt: a readline question on stderr; `secret` input is not echoed. */
async function ask(question: string, secret: boolean): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: Boolean(process.stdin.isTTY) });
  if (secret && process.stdin.isTTY) {
    const write = rl as unknown as { _writeToOutput: (s: string) => void };
    write._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stderr.write(question);
    };
  }
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    if (secret && process.stdin.isTTY) process.stderr.write('\n');
    rl.close();
  }
}

async function login(opts: { url?: string; apiKey?: string; json?: boolean }, io: CliIo): Promise<void> {
  const env = io.env ?? process.env;
  const out = io.stdout ?? process.stdout;
  const prompt = (io.prompt ?? ((io.stdin ?? process.stdin) as { isTTY?: boolean }).isTTY) ? (io.prompt ?? ask) : undefined;
  const need = async (value: string | undefined, question: string, secret: boolean, flag: string) => {
    if (value) return value;
    if (!prompt) throw new CliFailure(EXIT.usage, `${flag} is required (stdin is not a terminal to ask for it)`, `Run sextant login ${flag} <value>.`);
    const answer = (await prompt(question, secret)).trim();
    if (!answer) throw new CliFailure(EXIT.usage, `${flag} is required`);
    return answer;
  };
  const url = (await need(opts.url ?? env.SEXTANT_URL, 'Sextant URL (e.g. https://sextant.example.com): ', false, '--url')).replace(/\/+$/, '');
  try {
    if (!/^https?:$/.test(new URL(url).protocol)) throw new Error('not http(s)');
  } catch {
    throw new CliFailure(EXIT.usage, `--url must be an http(s) URL, not ${url}`);
  }
  const apiKey = await need(opts.apiKey, 'API key: ', true, '--api-key');
  const r = await send(io, `${url}/api/v1/viewer`, { headers: { accept: 'application/json', authorization: `Bearer ${apiKey}`, 'user-agent': 'sextant-cli' } });
  if (r.status >= 400) throw failureOf(undefined, r);
  if (!r.body?.ok || !r.body.data)
    throw new CliFailure(
      EXIT.other,
      `${url} did not answer GET /api/v1/viewer with a Sextant envelope`,
      "Check the URL: it is the server's base URL, without /api/v1.",
    );
  const file = writeConfig(env, { url, apiKey });
  const v = r.body.data;
  if (opts.json) out.write(`${JSON.stringify({ ok: true, data: { url, configFile: file, viewer: v } }, null, 2)}\n`);
  else out.write(`Logged in to ${url} as ${v.name} <${v.email}> (${v.role}); saved to ${file}\n`);
}

function logout(opts: { json?: boolean }, io: CliIo): void {
  const env = io.env ?? process.env;
  const out = io.stdout ?? process.stdout;
  const file = configPath(env);
  const removed = removeConfig(env);
  if (opts.json) out.write(`${JSON.stringify({ ok: true, data: { configFile: file, removed } })}\n`);
  else out.write(removed ? `Logged out: removed ${file}\n` : `Not logged in (no ${file})\n`);
  if (env.SEXTANT_API_KEY) (io.stderr ?? process.stderr).write('Note: SEXTANT_API_KEY is still set in the environment and is still used.\n');
}

/**
 * Builds the commander program. Only the tag named first in `argv` gets its subcommands (the others are listed
 * for `sextant --help`), so a call does not build ~280 commands.
 */
export function buildProgram(io: CliIo): Command {
  const out = io.stdout ?? process.stdout;
  const err = io.stderr ?? process.stderr;
  const program = new Command('sextant')
    .description('Sextant from the command line: one command per API operation, grouped by tag, generated from the OpenAPI document.')
    .usage('<tag> <command> [args] [flags]')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => out.write(s),
      writeErr: (s) => err.write(s),
      getOutHelpWidth: () => (out.isTTY ? (process.stdout.columns ?? 100) : 100),
      getErrHelpWidth: () => 100,
    })
    .showSuggestionAfterError(true)
    .addHelpText('after', `${USAGE_HELP}\n${CONFIG_HELP}\n${EXIT_HELP}\n`);
  program.helpCommand(false);

  const specs = [...commandSpecs().values()];
  const selected = io.argv.find((a) => !a.startsWith('-'));
  for (const t of tags()) {
    const tagCmd = program.command(t.name).description(firstSentence(t.description)).usage('<command> [args] [flags]');
    tagCmd.helpCommand(false);
    if (t.name !== selected) continue;
    const more = plain(t.description).replace(/\.$/, '') === firstSentence(t.description) ? '' : `\n${plain(t.description)}\n`;
    tagCmd.addHelpText('after', `${more}\nRun \`sextant ${t.name} <command> --help\` for a command's flags.\n`);
    for (const spec of specs.filter((s) => s.tag === t.name)) addOperation(tagCmd, spec, io);
  }

  program
    .command('login')
    .description('Store the server URL and API key in the config file (verified with GET /api/v1/viewer)')
    .option('--url <url>', "the server's base URL, e.g. https://sextant.example.com (asked when missing)")
    .option('--api-key <key>', 'an API key (asked when missing, without echo)')
    .option('--json', 'print the result as JSON')
    .action(async (opts) => login(opts, io));
  program
    .command('logout')
    .description('Remove the stored config file')
    .option('--json', 'print the result as JSON')
    .action((opts) => logout(opts, io));
  return program;
}

function addOperation(tagCmd: Command, spec: CommandSpec, io: CliIo): void {
  const description = [spec.summary, plain(spec.description)].filter(Boolean).join('\n\n') + `\n\n${spec.method} ${spec.path} (operation ${spec.operationId})`;
  const cmd = tagCmd.command(spec.command).summary(spec.summary).description(description);
  for (const a of spec.args) cmd.argument(`<${a.name}>`, a.description ?? `${a.name} (path parameter)`);
  const attr = new Map<FlagSpec, string>();
  for (const f of spec.flags) {
    if (f.kind === 'boolean') {
      const on = new Option(`--${f.flag}`, flagHelp(f));
      cmd.addOption(on);
      cmd.addOption(new Option(`--no-${f.flag}`, `send ${f.name}: false`));
      attr.set(f, on.attributeName());
    } else {
      const o = new Option(`--${f.flag} ${placeholder(f)}`, flagHelp(f));
      cmd.addOption(o);
      attr.set(f, o.attributeName());
    }
  }
  if (spec.bodyFlag) {
    cmd.addOption(
      new Option(`--${spec.bodyFlag} <json|@file|@->`, 'the whole request body as JSON (text, a file, or - for stdin); the flags above override its fields'),
    );
    if (spec.bodyFlag === 'body') cmd.addOption(new Option('--data <json|@file|@->', 'same as --body').hideHelp());
  }
  if (spec.idempotent) cmd.option('--idempotency-key <key>', 'makes a retry safe: the same key within 24 h replays the first answer (e.g. a UUID)');
  if (spec.paged) cmd.option('--all', 'follow pagination cursors and print every item (progress on stderr when a terminal)');
  cmd.option('--json', 'print the raw JSON envelope (errors too, on stdout)');
  cmd.action(async (...args: unknown[]) => {
    const positional = args.slice(0, spec.args.length) as string[];
    const opts = (args[spec.args.length] ?? {}) as Record<string, unknown>;
    await runOperation(spec, positional, opts, attr, io);
  });
}

/**
 * Runs the CLI on `io.argv` and resolves with its exit code (never throws, never calls process.exit): output and
 * errors go to `io.stdout` / `io.stderr` as described in the module header.
 */
export async function main(io: CliIo): Promise<number> {
  const out = io.stdout ?? process.stdout;
  const err = io.stderr ?? process.stderr;
  const json = io.argv.includes('--json');
  const program = buildProgram(io);
  try {
    if (!io.argv.length) {
      program.outputHelp();
      return EXIT.usage;
    }
    await program.parseAsync(io.argv, { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof CommanderError) {
      // help shown on request: 0; a tag without a command (help shown as an error) or bad flags/arguments: 2
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (e instanceof CliFailure) {
      if (json)
        out.write(
          `${JSON.stringify(e.envelope ?? { ok: false, error: { code: 'CLI_ERROR', message: e.message, ...(e.suggestion ? { suggestion: e.suggestion } : {}) } }, null, 2)}\n`,
        );
      else {
        err.write(`sextant: ${e.message}\n`);
        for (const d of e.details) err.write(`  ${d}\n`);
        if (e.suggestion) err.write(`  suggestion: ${e.suggestion}\n`);
      }
      return e.exitCode;
    }
    err.write(`sextant: ${(e as Error).stack ?? String(e)}\n`);
    return EXIT.other;
  }
}
