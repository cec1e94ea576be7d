/**
 * The sextant CLI in-process with a fake server: names and flags generated from the operation table,
 * validation before sending, the output forms, exit codes by error class, --all and the config file.
 */
import { mkdtempSync, readFileSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.js';
import { CLI_COMMANDS, cliCommandOf } from './names.js';
import { commandSpecs, firstSentence } from './model.js';
import { EXIT, exitCodeOf, main } from './main.js';
import { configPath, resolveConfig, writeConfig } from './config.js';
import { columnsFor, render } from './output.js';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fetch answering from `answer(call)`; every call recorded. */
function fakeFetch(answer: (c: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const f = (async (input: string | URL | Request, init?: RequestInit) => {
    const c: Call = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body as string | undefined,
    };
    calls.push(c);
    const a = answer(c);
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { f, calls };
}

const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';
const meta = { requestId: 'req_1', timestamp: '2030-01-01T00:00:00.000Z', version: 'v1' };
const ENV = { SEXTANT_URL: 'http://sextant.test', SEXTANT_API_KEY: 'sextant_live_x', XDG_CONFIG_HOME: '/nonexistent-sextant-test' };

async function run(argv: string[], fetchImpl?: typeof fetch, env: Record<string, string | undefined> = ENV) {
  let stdout = '';
  let stderr = '';
  const code = await main({
    argv,
    env,
    fetch:
      fetchImpl ??
      (async () => {
        throw new Error('no request expected');
      }),
    stdout: {
      write: (s: string) => {
        stdout += s;
        return true;
      },
    },
    stderr: {
      write: (s: string) => {
        stderr += s;
        return true;
      },
    },
  });
  return { code, stdout, stderr };
}

describe('names and the command model', () => {
  it("gives every operation one `sextant <tag> <command>`, unique, with the issue's examples", () => {
    expect(Object.keys(CLI_COMMANDS).sort()).toEqual(Object.keys(operations).sort());
    const all = Object.values(CLI_COMMANDS).map(([t, c]) => `${t} ${c}`);
    expect(new Set(all).size).toBe(all.length);
    expect(cliCommandOf('listTasks')).toBe('sextant tasks list');
    expect(cliCommandOf('createTask')).toBe('sextant tasks create');
    expect(cliCommandOf('setOpportunityState')).toBe('sextant opportunities set-state');
    for (const [id, [tag]] of Object.entries(CLI_COMMANDS)) expect(tag).toBe(operations[id as keyof typeof operations].tag);
  });

  it('takes path params in path order, flags from query params and body fields, the Idempotency-Key and paging', () => {
    const specs = commandSpecs();
    const create = specs.get('createTask')!;
    expect(create.args).toEqual([]);
    expect(create.flags.find((f) => f.flag === 'title')).toMatchObject({ in: 'body', required: true, kind: 'string' });
    expect(create.flags.find((f) => f.flag === 'tag-ids')).toMatchObject({ in: 'body', kind: 'array' });
    expect(create.flags.find((f) => f.flag === 'priority')?.enum).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(create).toMatchObject({ idempotent: true, paged: false, bodyFlag: 'body' });
    const list = specs.get('listTasks')!;
    expect(list).toMatchObject({ paged: true, idempotent: false, bodyFlag: undefined });
    expect(list.flags.find((f) => f.flag === 'limit')).toMatchObject({ in: 'query', kind: 'integer', maximum: 200 });
    expect(specs.get('updateTaskAssignment')!.args.map((a) => a.name)).toEqual(['taskId', 'userId']);
    // a body field named `body` keeps --body; the whole body is then --data
    expect(specs.get('createComment')!.bodyFlag).toBe('data');
    expect(firstSentence('Tasks and assignments (spec 2 §4.8, §4.20). More.')).toBe('Tasks and assignments');
  });
});

describe('running an operation', () => {
  it('sends the query flags, prints a table, and --json prints the raw envelope', async () => {
    const page = {
      ok: true,
      data: [{ id: 'u1', ref: 'ENG-1', title: 'Fix login', status: 'todo', priority: 'high', content: 'x' }],
      meta,
      pagination: { cursor: null, hasMore: false },
      actions: [],
    };
    const { f, calls } = fakeFetch(() => ({ status: 200, body: page }));
    const r = await run(['tasks', 'list', '--status', 'todo', '--limit', '5', '--unscheduled-to-cycle'], f);
    expect(r.code, r.stderr).toBe(0);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe('/api/v1/tasks');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'todo', limit: '5', 'unscheduled-to-cycle': 'true' });
    expect(calls[0].headers.authorization).toBe('Bearer sextant_live_x');
    expect(r.stdout.split('\n')[0]).toMatch(/^REF\s+TITLE\s+STATUS\s+PRIORITY$/);
    expect(r.stdout).toMatch(/ENG-1\s+Fix login\s+todo\s+high/);
    const j = await run(['tasks', 'list', '--json'], f);
    expect(JSON.parse(j.stdout)).toEqual(page);
  });

  it('builds the body from flags (numbers, JSON arrays, comma lists, null) over --body, with the path param and idempotency key', async () => {
    const { f, calls } = fakeFetch(() => ({ status: 200, body: { ok: true, data: { id: 't', ref: 'ENG-2', title: 'T' }, meta, actions: [] } }));
    const r = await run(
      [
        'tasks',
        'update',
        'ENG-2',
        '--body',
        '{"title":"Old","description":"d"}',
        '--title',
        'New',
        '--estimate-minutes',
        '90',
        '--tag-ids',
        `${U1},${U2}`,
        '--owner-id',
        'null',
        '--idempotency-key',
        'k-1',
      ],
      f,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: 'http://sextant.test/api/v1/tasks/ENG-2' });
    expect(JSON.parse(calls[0].body!)).toEqual({ title: 'New', description: 'd', estimateMinutes: 90, tagIds: [U1, U2], ownerId: null });
    expect(calls[0].headers['idempotency-key']).toBe('k-1');
    expect(r.stdout).toMatch(/^ref:\s+ENG-2$/m);
    const bad = await run(['tasks', 'update', 'ENG-2', '--tag-ids', `${U1},nope`], f);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain('--tag-ids[1] must be a valid uuid');
    const badJson = await run(['tasks', 'update', 'ENG-2', '--body', '{"title":'], f);
    expect(badJson.code).toBe(EXIT.usage);
    expect(badJson.stderr).toMatch(/^sextant: --body must be JSON: /);
    expect(calls).toHaveLength(1);
  });

  it('validates before sending: exit 2, no request, each flag named with what it accepts', async () => {
    const { f, calls } = fakeFetch(() => ({ status: 500, body: {} }));
    const r = await run(['tasks', 'create', '--priority', 'urgentt', '--estimate-minutes', 'lots'], f);
    expect(r.code).toBe(EXIT.usage);
    expect(calls).toHaveLength(0);
    expect(r.stderr).toMatch(/^sextant: invalid input: /);
    expect(r.stderr).toContain('--title is required');
    expect(r.stderr).toMatch(/--priority must be one of: low, medium, high, urgent \(did you mean urgent\?\)/);
    expect(r.stderr).toMatch(/--estimate-minutes must be (integer|number)/);
    expect(r.stderr).toMatch(/\n {2}suggestion: .*sextant tasks create --help/);
    const j = await run(['tasks', 'create', '--json'], f);
    expect(j.code).toBe(EXIT.usage);
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(j.stderr).toBe('');
    const unknown = await run(['tasks', 'list', '--statuss', 'todo'], f);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.stderr).toMatch(/unknown option '--statuss'[\s\S]*--status/);
    expect((await run(['tasks', 'list', '--limit', '0'], f)).code).toBe(EXIT.usage);
    expect(calls).toHaveLength(0);
  });

  it.each([
    [400, 'VALIDATION_FAILED', EXIT.usage],
    [401, 'UNAUTHORIZED', EXIT.auth],
    [403, 'FORBIDDEN', EXIT.auth],
    [404, 'NOT_FOUND', EXIT.notFound],
    [409, 'INVALID_STATE_TRANSITION', EXIT.conflict],
    [422, 'PLAN_LIMIT_EXCEEDED', EXIT.conflict],
    [429, 'RATE_LIMITED', EXIT.rateLimited],
    [500, 'INTERNAL_ERROR', EXIT.other],
    [405, 'METHOD_NOT_ALLOWED', EXIT.usage],
    [413, 'PAYLOAD_TOO_LARGE', EXIT.usage],
    [415, 'UNSUPPORTED_MEDIA_TYPE', EXIT.usage],
    [422, 'BUSINESS_RULE_VIOLATION', EXIT.conflict],
    [503, 'SERVICE_UNAVAILABLE', EXIT.other],
  ])('maps HTTP %i %s to exit %i with the message, details as flags and the suggestion', async (status, code, exit) => {
    expect(exitCodeOf(status)).toBe(exit);
    const envelope = {
      ok: false,
      error: { code, message: `It failed (${code})`, details: [{ field: 'body.state', message: 'is wrong' }], suggestion: 'Do the other thing.' },
      meta,
    };
    const { f } = fakeFetch(() => ({ status, body: envelope }));
    const r = await run(['opportunities', 'set-state', 'OPP-3', '--state', 'in_progress'], f);
    expect(r.code).toBe(exit);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`sextant: It failed (${code})\n  --state is wrong\n  suggestion: Do the other thing.\n`);
    const j = await run(['opportunities', 'set-state', 'OPP-3', '--state', 'in_progress', '--json'], f);
    expect(j.code).toBe(exit);
    expect(JSON.parse(j.stdout)).toEqual(envelope);
  });

  it('a network failure is exit 1 naming the server; no URL configured is exit 2', async () => {
    const down = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }) as typeof fetch;
    const r = await run(['tasks', 'list'], down);
    expect(r.code).toBe(EXIT.other);
    expect(r.stderr).toMatch(/^sextant: cannot reach http:\/\/sextant.test: ECONNREFUSED\n {2}suggestion: /);
    const none = await run(['tasks', 'list'], down, { XDG_CONFIG_HOME: '/nonexistent-sextant-test' });
    expect(none.code).toBe(EXIT.usage);
    expect(none.stderr).toMatch(/no server configured[\s\S]*SEXTANT_URL/);
  });

  it('--all follows the cursor with the maximum page size and prints every item; --json merges the pages', async () => {
    const pages: Record<string, unknown> = {
      '': {
        ok: true,
        data: [
          { ref: 'T-1', title: 'a' },
          { ref: 'T-2', title: 'b' },
        ],
        meta,
        pagination: { cursor: 'c2', hasMore: true },
        actions: [],
      },
      c2: { ok: true, data: [{ ref: 'T-3', title: 'c' }], meta, pagination: { cursor: 'c3', hasMore: true }, actions: [] },
      c3: { ok: true, data: [{ ref: 'T-4', title: 'd' }], meta, pagination: { cursor: null, hasMore: false }, actions: [] },
    };
    const { f, calls } = fakeFetch((c) => ({ status: 200, body: pages[new URL(c.url).searchParams.get('cursor') ?? ''] }));
    const r = await run(['tasks', 'list', '--all', '--json'], f);
    expect(r.code, r.stderr).toBe(0);
    expect(calls.map((c) => new URL(c.url).searchParams.get('limit'))).toEqual(['200', '200', '200']);
    const merged = JSON.parse(r.stdout);
    expect(merged.data.map((t: { ref: string }) => t.ref)).toEqual(['T-1', 'T-2', 'T-3', 'T-4']);
    expect(merged.pagination).toEqual({ cursor: null, hasMore: false });
    expect(r.stderr).toBe(''); // no progress on a non-TTY stderr
    // a terminal on stderr gets a progress line (cleared at the end); stdout stays the data
    let tty = '';
    let ttyOut = '';
    const code = await main({
      argv: ['tasks', 'list', '--all', '--json'],
      env: ENV,
      fetch: f,
      stdout: {
        write: (s: string) => {
          ttyOut += s;
          return true;
        },
      },
      stderr: {
        isTTY: true,
        columns: 80,
        write: (s: string) => {
          tty += s;
          return true;
        },
      } as never,
    });
    expect(code).toBe(0);
    expect(tty).toMatch(/fetching \d+ items \(\d+ pages\)/);
    expect(JSON.parse(ttyOut).data).toHaveLength(4);
    const plain = await run(['tasks', 'list', '--limit', '2'], f);
    expect(plain.stderr).toMatch(/More results: add --all, or --cursor c2/);
  });
});

describe('help', () => {
  it('top-level lists tags with their first sentence and the exit codes; a tag lists its commands; a command shows its summary, description and flags', async () => {
    const top = await run(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/^\s+tasks\s+Tasks and assignments$/m);
    expect(top.stdout).toMatch(/^\s+opportunities\s+Opportunities and their lifecycle$/m);
    expect(top.stdout).toMatch(/Exit codes:[\s\S]*4 {2}not found \(404\)[\s\S]*6 {2}rate limited \(429\)/);
    const tag = await run(['tasks', '--help']);
    expect(tag.stdout).toMatch(/^\s+list \[options\]\s+List tasks$/m);
    expect(tag.stdout).toMatch(/set-status \[options\] <id>\s+Move a task to a status/);
    const cmd = await run(['tasks', 'set-status', '--help']);
    expect(cmd.code).toBe(0);
    expect(cmd.stdout).toContain('Usage: sextant tasks set-status [options] <id>');
    expect(cmd.stdout).toContain(operations.setTaskStatus.summary);
    expect(cmd.stdout).toMatch(/--status <string>\s+.*One of: backlog, todo, in_progress/);
    expect(cmd.stdout).toContain('--idempotency-key <key>');
    const missing = await run(['tasks']);
    expect(missing.code).toBe(EXIT.usage);
  });
});

describe('config', () => {
  it('reads env first, then $XDG_CONFIG_HOME/sextant/config.json, written 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sextant-cfg-'));
    const env = { XDG_CONFIG_HOME: dir };
    expect(configPath(env)).toBe(join(dir, 'sextant', 'config.json'));
    expect(configPath({ HOME: '/home/x' })).toBe('/home/x/.config/sextant/config.json');
    const file = writeConfig(env, { url: 'http://a.test/', apiKey: 'k1' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'sextant')).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ url: 'http://a.test/', apiKey: 'k1' });
    expect(resolveConfig(env)).toMatchObject({ url: 'http://a.test', apiKey: 'k1', source: { url: 'file', apiKey: 'file' } });
    expect(resolveConfig({ ...env, SEXTANT_API_KEY: 'k2' })).toMatchObject({ url: 'http://a.test', apiKey: 'k2', source: { url: 'file', apiKey: 'env' } });
    // The stored key goes only to the server it was stored for: another SEXTANT_URL gets no key at all.
    expect(resolveConfig({ ...env, SEXTANT_URL: 'http://a.test' })).toMatchObject({ apiKey: 'k1', source: { apiKey: 'file' } });
    expect(resolveConfig({ ...env, SEXTANT_URL: 'http://mock.test:4010' })).toMatchObject({
      url: 'http://mock.test:4010',
      apiKey: undefined,
      source: { url: 'env', apiKey: 'none' },
    });
    expect(existsSync(file)).toBe(true);
  });
});

describe('login and logout', () => {
  it('asks for what was not given (the key without echo), verifies it with GET /api/v1/viewer, stores it 0600; logout removes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sextant-login-'));
    const env = { XDG_CONFIG_HOME: dir };
    const viewer = { ok: true, data: { userId: 'u', name: 'Ada', email: 'ada@x.test', role: 'admin' }, meta, actions: [] };
    const { f, calls } = fakeFetch((c) =>
      c.headers.authorization === 'Bearer good'
        ? { status: 200, body: viewer }
        : { status: 401, body: { ok: false, error: { code: 'UNAUTHORIZED', message: 'Invalid API key', suggestion: 'Check the key.' }, meta } },
    );
    const asked: [string, boolean][] = [];
    let out = '';
    let err = '';
    const io = (argv: string[], answer: string) => ({
      argv,
      env,
      fetch: f,
      prompt: async (q: string, secret: boolean) => {
        asked.push([q, secret]);
        return answer;
      },
      stdout: {
        write: (s: string) => {
          out += s;
          return true;
        },
      },
      stderr: {
        write: (s: string) => {
          err += s;
          return true;
        },
      },
    });
    expect(await main(io(['login', '--url', 'http://s.test'], 'bad'))).toBe(EXIT.auth);
    expect(err).toContain('sextant: Invalid API key\n  suggestion: Check the key.');
    expect(existsSync(configPath(env))).toBe(false);
    expect(await main(io(['login', '--url', 'http://s.test/'], 'good'))).toBe(0);
    expect(asked).toEqual([
      ['API key: ', true],
      ['API key: ', true],
    ]);
    expect(calls.at(-1)).toMatchObject({ url: 'http://s.test/api/v1/viewer' });
    expect(out).toContain('Logged in to http://s.test as Ada <ada@x.test> (admin)');
    expect(statSync(configPath(env)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(configPath(env), 'utf8'))).toEqual({ url: 'http://s.test', apiKey: 'good' });
    expect(await main(io(['logout'], ''))).toBe(0);
    expect(existsSync(configPath(env))).toBe(false);
    // without a terminal to ask on, a missing value is a usage error
    err = '';
    expect(await main({ ...io(['login', '--url', 'http://s.test'], ''), prompt: undefined, stdin: Readable.from([]) })).toBe(EXIT.usage);
    expect(err).toMatch(/^sextant: --api-key is required \(stdin is not a terminal to ask for it\)/);
  });
});

describe('output', () => {
  it('picks an id, a name and a status column; renders objects as key: value lines', () => {
    expect(columnsFor([{ id: '1', ref: 'OPP-1', title: 't', state: 'backlog', x: { a: 1 } }])).toEqual(['ref', 'title', 'state']);
    expect(columnsFor([{ id: '1', name: 'n', email: 'e' }])).toEqual(['id', 'name']);
    expect(render([])).toBe('(no results)\n');
    expect(render({ ref: 'OPP-1', tags: ['a'] })).toBe('ref:  OPP-1\ntags: ["a"]\n');
  });
});
