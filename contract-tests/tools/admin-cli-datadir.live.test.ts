/**
 * The admin CLI and the server's data directory (SEXTANT_DATA_DIR), run as a user runs it (`npm run --silent admin`):
 *  - it never initialises a database: without DATABASE_URL, pointed at a data directory that holds none, every
 *    command exits 2 with one sentence naming the directory it looked in and how to point it at the right one, and
 *    leaves nothing behind;
 *  - the links it prints (login-link, integration:create's webhookUrl) use the port and public URL of the server
 *    running on the data directory (the server.json `npm start` writes at listen and removes when it stops), unless
 *    PORT or SEXTANT_PUBLIC_URL is given, which still win.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../src/db/connect.js';
import { newOrg } from '../lib/orgs.js';
import { startInstance, stopAll, type Started } from '../lib/processes.js';

const { databaseUrl } = inject('contract');
const scratch = mkdtempSync(join(ROOT, '.test-data', 'datadir-'));
afterAll(async () => {
  await stopAll();
  rmSync(scratch, { recursive: true, force: true });
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run --silent admin -- args` with the variables that point it at a database removed from the
 * environment (the test runner's may hold some), then `env` added. SEXTANT_SECRET_KEY stays: it is the suite
 * server's (contract-tests/setup/live.ts), which a CLI on the suite's database must share to open the keyring.
 */
function cli(args: string[], env: Record<string, string>): Promise<Outcome> {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DEBUG: '' };
  for (const name of ['DATABASE_URL', 'SEXTANT_DATA_DIR', 'PORT', 'SEXTANT_PUBLIC_URL']) delete base[name];
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...base, ...env } }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({
        code,
        stdout,
        stderr: stderr
          .split('\n')
          .filter((l) => l && !l.startsWith('npm warn'))
          .join('\n'),
      });
    });
  });
}

const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe('admin CLI without a database in its data directory', () => {
  // One command of each group, with valid arguments: the refusal comes from the data directory, not the input.
  const commands: string[][] = [
    ['org:create', '--name', 'Acme'],
    ['key:list', '--user', NO_SUCH],
    ['login-link', '--user', NO_SUCH],
    ['integration:list', '--org', NO_SUCH],
    ['export', '--org', NO_SUCH, '--out', join(scratch, 'out.json')],
  ];

  it.each(commands.map((args, i) => [args[0], args, i] as const))('%s exits 2 naming the data directory, and creates nothing', async (_name, args, i) => {
    const dir = join(scratch, `empty-${i}`);
    const json = i % 2 === 0; // both output modes
    const r = await cli(json ? [...args, '--json'] : args, { SEXTANT_DATA_DIR: dir });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    const message = json ? JSON.parse(lines[0]).error.message : lines[0].replace(/^admin: /, '');
    expect(message).toContain(join(dir, 'pg'));
    expect(message).toMatch(/SEXTANT_DATA_DIR/);
    expect(message).toMatch(/npm start/);
    expect(message.match(/\.\s/g) ?? [], 'one sentence').toHaveLength(0);
    // Nothing initialised (no cluster, no key file): the directory was never made, or is empty.
    expect(existsSync(dir) ? readdirSync(dir) : [], dir).toEqual([]);
  });
});

describe('admin CLI links follow the running server of its data directory', () => {
  const publicName = 'https://sextant.example.test';
  let org: Awaited<ReturnType<typeof newOrg>>;
  let plain: Started;
  const plainDir = join(scratch, 'plain');
  const namedDir = join(scratch, 'named');

  it('login-link and integration:create print the port the server listens on, not 3000', async () => {
    // The named instance runs only to write its data directory's state; stopAll() stops it.
    [org, plain] = await Promise.all([
      newOrg('Datadir links'),
      startInstance(databaseUrl, { SEXTANT_DATA_DIR: plainDir, SEXTANT_WORKER: '0' }),
      startInstance(databaseUrl, { SEXTANT_DATA_DIR: namedDir, SEXTANT_PUBLIC_URL: publicName, SEXTANT_WORKER: '0' }),
    ]);
    expect(existsSync(join(plainDir, 'server.json'))).toBe(true);
    const env = { DATABASE_URL: databaseUrl, SEXTANT_DATA_DIR: plainDir };
    const [link, integration] = await Promise.all([
      cli(['login-link', '--user', org.userId, '--json'], env),
      cli(['integration:create', '--org', org.orgId, '--kind', 'github', '--json'], env),
    ]);
    expect(link.code, link.stderr).toBe(0);
    expect(JSON.parse(link.stdout).url.startsWith(`${plain.base}/`), link.stdout).toBe(true);
    expect(integration.code, integration.stderr).toBe(0);
    const made = JSON.parse(integration.stdout);
    expect(made.webhookUrl).toBe(`${plain.base}/api/integrations/github/${made.id}/webhook`);
  });

  it('the public URL the server was started with is the one printed', async () => {
    const r = await cli(['login-link', '--user', org.userId, '--json'], { DATABASE_URL: databaseUrl, SEXTANT_DATA_DIR: namedDir });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).url.startsWith(`${publicName}/`), r.stdout).toBe(true);
  });

  it('PORT or SEXTANT_PUBLIC_URL given to the CLI still win', async () => {
    const env = { DATABASE_URL: databaseUrl, SEXTANT_DATA_DIR: namedDir };
    const [port, url] = await Promise.all([
      cli(['login-link', '--user', org.userId, '--json'], { ...env, PORT: '4321' }),
      cli(['login-link', '--user', org.userId, '--json'], { ...env, SEXTANT_PUBLIC_URL: 'https://elsewhere.example.test/' }),
    ]);
    expect(JSON.parse(port.stdout).url.startsWith('http://127.0.0.1:4321/'), port.stdout + port.stderr).toBe(true);
    expect(JSON.parse(url.stdout).url.startsWith('https://elsewhere.example.test/'), url.stdout + url.stderr).toBe(true);
  });

  it('a stopped server removes its state; the CLI falls back to port 3000', async () => {
    plain.child.kill('SIGTERM');
    expect((await plain.exited).code).toBe(0);
    expect(existsSync(join(plainDir, 'server.json'))).toBe(false);
    const r = await cli(['login-link', '--user', org.userId, '--json'], { DATABASE_URL: databaseUrl, SEXTANT_DATA_DIR: plainDir });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).url.startsWith('http://127.0.0.1:3000/'), r.stdout).toBe(true);
  });
});
