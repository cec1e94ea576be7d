/**
 * Global setup of the mock target: Prism mocking the bundled document (src/generated/openapi.json), with the
 * document's own examples. With SEXTANT_TEST_URL set, nothing is started: the suite runs against that
 * mock (e.g. `npm run mock -- --static`, bin/mock.mjs), with SEXTANT_TEST_API_KEY or any bearer value.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../../src/db/connect.js';
import './types.js';

let prism: ChildProcess | undefined;

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
  prism = spawn(join(ROOT, 'node_modules/.bin/prism'), ['mock', join(ROOT, 'src/generated/openapi.json'), '-p', String(port), '-h', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${log}`)), 90_000);
    const onData = (b: Buffer) => {
      log += b.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism!.stdout!.on('data', onData);
    prism!.stderr!.on('data', onData);
    prism!.on('exit', (code) => reject(new Error(`Prism exited (${code}):\n${log}`)));
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
  prism?.kill('SIGTERM');
}
