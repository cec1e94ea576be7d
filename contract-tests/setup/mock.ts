/**
 * Global setup of the mock target: `npm run mock` (bin/mock.mjs: Prism serving the bundled document's own examples,
 * behind the proxy that pages lists, points recorded URLs at the mock and answers bad input with a 400 envelope) on a
 * free port — the mock QA engineers run. With SEXTANT_TEST_URL set, nothing is started: the suite runs against that
 * mock (e.g. `npm run mock`), with SEXTANT_TEST_API_KEY or any bearer value.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../../src/db/connect.js';
import './types.js';

let mock: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function setup(project: TestProject) {
  if (process.env.SEXTANT_TEST_URL) {
    const baseUrl = process.env.SEXTANT_TEST_URL.replace(/\/+$/, '');
    const fake = process.env.SEXTANT_TEST_API_KEY ?? 'sextant_live_mock';
    const health = await fetch(`${baseUrl}/healthz`).catch((e: Error) => e);
    if (health instanceof Error) throw new Error(`SEXTANT_TEST_URL=${baseUrl}: the mock does not answer (${health.message}); start it with \`npm run mock\``);
    project.provide('contract', { target: 'mock', baseUrl, adminKey: fake, engineerKey: fake, otherOrgKey: fake, databaseUrl: '', filesDir: '' });
    return;
  }
  const port = await freePort();
  mock = spawn(process.execPath, [join(ROOT, 'bin/mock.mjs'), '--port', String(port), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The mock did not start:\n${log}`)), 90_000);
    const onData = (b: Buffer) => {
      log += b.toString();
      if (log.includes('mock: listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    mock!.stdout!.on('data', onData);
    mock!.stderr!.on('data', onData);
    mock!.on('exit', (code) => reject(new Error(`The mock exited (${code}):\n${log}`)));
  });
  const fake = 'sextant_live_mock';
  project.provide('contract', {
    target: 'mock',
    baseUrl: `http://127.0.0.1:${port}`,
    adminKey: fake,
    engineerKey: fake,
    otherOrgKey: fake,
    databaseUrl: '',
    filesDir: '',
  });
}

export async function teardown() {
  mock?.kill('SIGTERM');
}
