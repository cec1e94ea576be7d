/**
 * The admin CLI contract, run as a user runs it (`npm run --silent admin -- … --json`, a
 * subprocess on the test database): with --json, stdout is exactly one JSON line on success and empty on
 * failure, where stderr is one JSON line {"error":{"message","exitCode"}} (without --json, one `admin: …` line);
 * exit 2 for bad arguments and missing orgs/users/keys, 1 when the database cannot be reached; refusals write
 * nothing; key:list and key:revoke, with revocation effective at once on the in-process server and on a second
 * server process (`tsx src/main.ts`).
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { as, errorOf, must, useSdk } from '../lib/sdkAs.js';
import { startInstance, stopAll } from '../lib/processes.js';
import { ROOT } from '../../src/db/connect.js';
import { createDb } from '../../src/db/knex.js';
import { hashKey } from '../../src/auth/keys.js';
import type { KeySummary } from '../../src/services/orgs.js';

const { databaseUrl } = inject('contract');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as the README says; never throws, resolves with the exit code and both streams. */
function cli(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DEBUG: '', ...env },
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

/** What org:create prints. */
interface CreatedOrg {
  orgId: string;
  userId: string;
  apiKey: string;
}
/** What user:create prints. */
interface CreatedUser {
  userId: string;
  apiKey: string;
}
/** What key:revoke prints. */
interface RevokedKey {
  keyId: string;
  revokedAt: string;
}
/** The CLI's --json refusal line on stderr. */
interface CliRefusal {
  error: { exitCode: number; message: string };
}

/** Runs with --json and expects success: exactly one JSON line on stdout, typed T by the caller (the command's output). */
async function admin<T>(...args: string[]): Promise<T> {
  const r = await cli([...args, '--json']);
  expect(r, r.stderr).toMatchObject({ code: 0 });
  const lines = r.stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]) as T;
}

/** A refusal: the exit code, nothing on stdout, and one line on stderr (JSON with --json) whose message matches. */
function expectRefusal(r: Outcome, exitCode: number, message: RegExp, json: boolean) {
  expect(r.stdout).toBe('');
  expect(r.code, r.stderr).toBe(exitCode);
  const lines = r.stderr.split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at |insert into|select |TypeError/i);
  if (json) {
    const body = JSON.parse(lines[0]) as CliRefusal;
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.exitCode).toBe(exitCode);
    expect(body.error.message).toMatch(message);
  } else {
    expect(lines[0].startsWith('admin: '), lines[0]).toBe(true);
    expect(lines[0].slice('admin: '.length)).toMatch(message);
  }
}

const db = createDb(databaseUrl, { min: 0, max: 2 });
let second: Promise<string>;
useSdk();
beforeAll(() => {
  second = startInstance(databaseUrl).then((s) => s.base);
  second.catch(() => {}); // awaited in the test that needs it
});
afterAll(async () => {
  await stopAll();
  await db.destroy();
});

const NO_SUCH = '00000000-0000-4000-8000-000000000000';
const viewer = async (key: string) => must(await sdk.getViewer(as(key)));

describe('admin CLI', () => {
  let org: { orgId: string; userId: string; apiKey: string };
  let pm: { userId: string; apiKey: string };
  let narrowKey: string;

  it('org:create, user:create and key:create print one JSON line with working keys; a sales user gets a sales key', async () => {
    org = await admin<CreatedOrg>('org:create', '--name', 'CLI org');
    expect(Object.keys(org).sort()).toEqual(['apiKey', 'orgId', 'userId']);
    expect(org.apiKey).toMatch(/^sextant_live_[A-Za-z0-9_-]{43}$/);
    expect([(await viewer(org.apiKey)).orgId, (await viewer(org.apiKey)).role]).toEqual([org.orgId, 'admin']);

    const [pmUser, sales] = await Promise.all([
      admin<CreatedUser>('user:create', '--org', org.orgId, '--name', 'Pat PM', '--email', 'Pat@CLI.test', '--role', 'pm'),
      admin<CreatedUser>('user:create', '--org', org.orgId, '--name', 'Sam Sales', '--email', 'sam@cli.test', '--role', 'sales'),
    ]);
    pm = pmUser;
    expect(Object.keys(pm).sort()).toEqual(['apiKey', 'userId']);
    expect((await viewer(pm.apiKey)).role).toBe('pm');
    const salesView = await viewer(sales.apiKey);
    expect(salesView.role).toBe('sales');
    expect(
      salesView.capabilities.every(
        (c: string) =>
          c.endsWith(':read') ||
          /^(room|message|comment):|^(customer|insight):(create|update)$|^file:manage$|^notification:update$|^time_entry:(create|update|delete)$/.test(c),
      ),
    ).toBe(true); // reads, talks, comments, keeps accounts and evidence
    expect(salesView.capabilities).toEqual(expect.arrayContaining(['customer:create', 'customer:update', 'insight:create']));
    expect(salesView.capabilities).not.toContain('customer:delete');

    const narrow = await admin<{ apiKey: string }>(
      'key:create',
      '--user',
      pm.userId,
      '--role',
      'engineer',
      '--capabilities',
      'vision:read, task:read,vision:read',
    );
    expect(Object.keys(narrow)).toEqual(['apiKey']);
    narrowKey = narrow.apiKey;
    const narrowView = await viewer(narrow.apiKey);
    expect([narrowView.role, narrowView.capabilities]).toEqual(['engineer', ['task:read', 'vision:read']]);
    expect((await sdk.listMetrics(undefined, as(narrow.apiKey))).status).toBe(403);
  }, 120_000);

  it('refuses bad arguments with exit 2, one clear line and nothing written', async () => {
    const user = (over: Record<string, string>) => {
      const o = { '--org': org.orgId, '--name': 'Refused', '--email': 'refused@cli.test', '--role': 'engineer', ...over };
      return ['user:create', ...Object.entries(o).flat()];
    };
    const keysBefore = await db('api_keys').where({ user_id: pm.userId }).count('* as n').first();
    const cases: [args: string[], exitCode: number, message: RegExp][] = [
      [user({ '--org': 'nope' }), 2, /'nope' is invalid\. "nope" is not an org id: use the orgId that org:create prints \(a UUID\)$/],
      [user({ '--org': NO_SUCH }), 2, new RegExp(`^org ${NO_SUCH} not found: use the orgId that org:create prints$`)],
      [user({ '--role': 'adimn' }), 2, /unknown role "adimn" \(did you mean admin\?\); roles: engineer, pm, em, executive, admin, sales, operations$/],
      [user({ '--email': 'refused-at-cli.test' }), 2, /"refused-at-cli\.test" is not an email address \(name@domain\.tld\)$/],
      [user({ '--name': '   ' }), 2, /the name is empty$/],
      [user({ '--name': 'x'.repeat(201) }), 2, /the name has 201 characters; at most 200 are allowed$/],
      [user({ '--email': 'PAT@cli.test' }), 2, new RegExp(`^org ${org.orgId} already has a user with email pat@cli\\.test \\(userId ${pm.userId}\\)$`)],
      [
        ['key:create', '--user', pm.userId, '--capabilities', 'task:fly'],
        2,
        /unknown capability task:fly; known capabilities: allocation:read, audit:read, category:create, .*task:read/,
      ],
      [['key:create', '--user', pm.userId, '--capabilities', 'tsk:read'], 2, /unknown capability tsk:read; did you mean task:read\?$/],
      [['key:create', '--user', pm.userId, '--capabilities', 'task:read,compensation:read'], 2, /compensation:read is never granted to a key/],
      [['key:create', '--user', pm.userId, '--capabilities', 'org:manage'], 2, /org:manage is never granted to a key/],
      [['key:create', '--user', pm.userId, '--capabilities', ' , '], 2, /the list names no capability/],
      [
        ['key:create', '--user', pm.userId, '--role', 'admin'],
        2,
        /^a pm user cannot have an admin key \(admin grants .+, which a pm lacks\); the keys of a pm user may have role engineer, pm, sales, operations$/,
      ],
      [
        ['key:create', '--user', pm.userId, '--capabilities', 'team:create'],
        2,
        /^team:create is not available to a pm key; it can hold category:create, .*vision:update$/,
      ],
      [
        ['key:create', '--user', pm.userId, '--role', 'engineer', '--capabilities', 'objective:delete'],
        2,
        /^objective:delete is not available to an engineer key; it can hold /,
      ],
      [['key:create', '--user', NO_SUCH], 2, new RegExp(`^user ${NO_SUCH} not found: use a userId that org:create or user:create prints$`)],
      [['key:list', '--user', 'x'], 2, /"x" is not a user id/],
      [['key:revoke', '--key-id', NO_SUCH], 2, new RegExp(`^key ${NO_SUCH} not found: use a keyId that key:list --user <userId> prints$`)],
      [['key:revoke'], 2, /required option '--key-id <keyId>' not specified/],
      [['key:list', '--user', pm.userId, '--all'], 2, /unknown option '--all'/],
      [['key:lsit'], 2, /unknown command 'key:lsit'.*Did you mean key:list\?/],
      [['org:create', 'Acme', '--name', 'Acme'], 2, /too many arguments for 'org:create'/],
    ];
    // Half with --json (a JSON line on stderr), half without (an `admin: …` line), all at once.
    const outcomes = await Promise.all(cases.map(([args], i) => cli(i % 2 ? args : [...args, '--json'])));
    outcomes.forEach((r, i) => expectRefusal(r, cases[i][1], cases[i][2], i % 2 === 0));

    expect(await db('users').where({ email: 'refused@cli.test' }).first()).toBeUndefined();
    expect(await db('users').where({ org_id: org.orgId }).count('* as n').first()).toEqual({ n: 3 });
    expect(await db('api_keys').where({ user_id: pm.userId }).count('* as n').first()).toEqual(keysBefore);
  }, 120_000);

  it('exits 1 with one sentence when the database cannot be reached', async () => {
    const r = await cli(['key:list', '--user', NO_SUCH, '--json'], { DATABASE_URL: 'postgres://sextant:secret@127.0.0.1:1/sextant' });
    expectRefusal(r, 1, /127\.0\.0\.1:1/, true);
    expect(r.stderr).not.toContain('secret');
  }, 60_000);

  it("key:list shows a user's keys newest first without the key; key:revoke stops the key on every instance at once, idempotently", async () => {
    const first = await admin<{ apiKey: string }>('key:create', '--user', pm.userId, '--role', 'engineer');
    const second_ = await admin<{ apiKey: string }>('key:create', '--user', pm.userId, '--capabilities', 'vision:read');

    const listed = await admin<{ keys: KeySummary[] }>('key:list', '--user', pm.userId);
    expect(Object.keys(listed)).toEqual(['keys']);
    // user:create's key, the narrow key of the first test, then the two above: newest first.
    expect(listed.keys.map((k) => k.hint)).toEqual([second_.apiKey, first.apiKey, narrowKey, pm.apiKey].map((key) => key.slice(-4)));
    for (const k of listed.keys) {
      expect(Object.keys(k)).toEqual(['keyId', 'role', 'capabilities', 'hint', 'createdAt', 'revokedAt']);
      expect(k.revokedAt).toBeNull();
      expect(new Date(k.createdAt).toISOString()).toBe(k.createdAt);
    }
    const createdAt = listed.keys.map((k) => k.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    expect(listed.keys[0]).toMatchObject({ role: 'pm', capabilities: ['vision:read'] });
    expect(listed.keys[1].role).toBe('engineer');
    expect(listed.keys[3].capabilities).toEqual((await viewer(pm.apiKey)).capabilities);
    const raw = JSON.stringify(listed);
    for (const key of [first.apiKey, second_.apiKey, narrowKey, pm.apiKey]) {
      expect(raw).not.toContain(key);
      expect(raw).not.toContain(hashKey(key));
    }

    const other = await second;
    const onOther = (key: string) => fetch(`${other}/api/v1/viewer`, { headers: { authorization: `Bearer ${key}` } });
    expect((await sdk.getViewer(as(first.apiKey))).status).toBe(200);
    expect((await onOther(first.apiKey)).status).toBe(200);

    const keyId = listed.keys[1].keyId;
    const revoked = await admin<RevokedKey>('key:revoke', '--key-id', keyId);
    expect(Object.keys(revoked)).toEqual(['keyId', 'revokedAt']);
    expect(revoked.keyId).toBe(keyId);
    expect(Math.abs(Date.parse(revoked.revokedAt) - Date.now())).toBeLessThan(60_000);

    const [here, there] = await Promise.all([sdk.getViewer(as(first.apiKey)), onOther(first.apiKey)]);
    expect([here.status, there.status]).toEqual([401, 401]);
    expect(errorOf(here).code).toBe('UNAUTHORIZED');
    // The user's other keys still work.
    expect((await onOther(second_.apiKey)).status).toBe(200);

    // Idempotent: exit 0, the same revokedAt, alreadyRevoked (here without --json: name: value lines).
    const again = await cli(['key:revoke', '--key-id', keyId]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(`keyId: ${keyId}\nrevokedAt: ${revoked.revokedAt}\nalreadyRevoked: true\n`);
    const after = await admin<{ keys: KeySummary[] }>('key:list', '--user', pm.userId);
    expect(after.keys.map((k) => k.revokedAt)).toEqual([null, revoked.revokedAt, null, null]);
    expect((await onOther(first.apiKey)).status).toBe(401);
  }, 120_000);
});
