/**
 * Server processes for tests that need more than the in-process server (a second instance on the test database,
 * `npm start` itself): spawned, resolved once they log "Sextant listening", and stopped by `stopAll` at the end of
 * the file even when a test failed half-way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { ROOT } from '../../src/db/connect.js';

export interface Started {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Everything the process printed so far (stdout and stderr). */
  out: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ChildProcess[] = [];

/** Spawns `command args` in the checkout with `env` and resolves when it listens; rejects if it exits first. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.on('exit', (code, signal) => r({ code, signal })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not listen: ${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /"port":(\d+)[^\n]*Sextant listening/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${m[1]}`, out: () => out, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${out}`)));
  });
}

/**
 * The suite server's secret key (contract-tests/setup/live.ts keeps it beside the object store) as SEXTANT_SECRET_KEY:
 * an instance on the suite's database must share it, or it refuses to start (its key does not open the keyring,
 * src/storage/keyring.ts). Nothing outside a live run.
 */
function suiteSecretKey(): Record<string, string> {
  try {
    const { filesDir } = inject('contract');
    const hex = filesDir ? readFileSync(join(dirname(filesDir), 'secret.key'), 'utf8').trim() : '';
    return /^[0-9a-f]{64}$/.test(hex) ? { SEXTANT_SECRET_KEY: hex } : {};
  } catch {
    return {};
  }
}

/** Another server instance (`npm start`'s entry, bin/start.mjs) on `databaseUrl`, on a free port, with the suite server's secret key unless `env` gives one. */
export const startInstance = (databaseUrl: string, env: Record<string, string> = {}) =>
  startProcess(process.execPath, ['bin/start.mjs'], { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'info', ...suiteSecretKey(), ...env });

/** SIGTERM to every process this file started that still runs; resolves when they have exited. */
export async function stopAll(): Promise<void> {
  await Promise.all(started.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : (c.once('exit', r), c.kill('SIGTERM'))))));
}
