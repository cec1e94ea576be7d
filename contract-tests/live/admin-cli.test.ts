/** The admin CLI contract (issue 2 §4): with --json, stdout is exactly one JSON line, and the keys work. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { client } from '../lib/http.js';
import { ROOT } from '../../src/db/connect.js';

const run = promisify(execFile);
const admin = async (...args: string[]) => {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args, '--json'], {
    cwd: ROOT, env: { ...process.env, DATABASE_URL: inject('contract').databaseUrl, LOG_LEVEL: 'silent' },
  });
  const lines = stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]);
};

describe('admin CLI', () => {
  it('org:create, user:create and key:create print one JSON line with working keys', async () => {
    const org = await admin('org:create', '--name', 'CLI org');
    expect(Object.keys(org).sort()).toEqual(['apiKey', 'orgId', 'userId']);
    expect(org.apiKey).toMatch(/^sextant_live_[A-Za-z0-9_-]{43}$/);
    const viewer = await client(org.apiKey)('GET', '/api/v1/viewer');
    expect([viewer.body.data.orgId, viewer.body.data.role]).toEqual([org.orgId, 'admin']);

    const user = await admin('user:create', '--org', org.orgId, '--name', 'Pat PM', '--email', 'pat@cli.test', '--role', 'pm');
    expect(Object.keys(user).sort()).toEqual(['apiKey', 'userId']);
    expect((await client(user.apiKey)('GET', '/api/v1/viewer')).body.data.role).toBe('pm');

    const narrow = await admin('key:create', '--user', user.userId, '--role', 'engineer', '--capabilities', 'vision:read,task:read');
    expect(Object.keys(narrow)).toEqual(['apiKey']);
    const grants = (await client(narrow.apiKey)('GET', '/api/v1/viewer')).body.data.capabilities;
    expect(grants).toEqual(['task:read', 'vision:read']);
    expect((await client(narrow.apiKey)('GET', '/api/v1/metrics')).status).toBe(403);
  }, 120_000);

  it('refuses capabilities beyond the role and never grants compensation:read to a key', async () => {
    const org = await admin('org:create', '--name', 'CLI org 2');
    await expect(run('npm', ['run', '--silent', 'admin', '--', 'key:create', '--user', org.userId, '--capabilities', 'compensation:read', '--json'], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: inject('contract').databaseUrl },
    })).rejects.toMatchObject({ code: 1 });
  }, 120_000);
});
