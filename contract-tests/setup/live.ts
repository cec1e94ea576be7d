/**
 * Global setup of the live target: a real Postgres (DATABASE_URL, else an embedded one in a throwaway
 * directory), the real server in-process on a free port, and two orgs with keys.
 */
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbedded, type EmbeddedHandle } from '../../src/db/embedded.js';
import { ROOT } from '../../src/db/connect.js';
import { startServer, type Running } from '../../src/server.js';
import { generateTestCa } from '../lib/receiver.js';
import './types.js';

/** Retry delays of the live server × this: 30 s → 60 ms, 2 min → 240 ms, 10 min → 1.2 s (src/webhooks/deliver.ts). */
const WEBHOOK_RETRY_SCALE = 0.002;

let embedded: EmbeddedHandle | undefined;
let running: Running | undefined;
let dir: string | undefined;
let filesDir: string | undefined;

export async function setup(project: TestProject) {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'pg-'));
    embedded = await startEmbedded(dir, { persistent: false });
    databaseUrl = embedded.url;
  }
  // The suite makes thousands of calls with a few keys: the limit is raised here and tested on its own (ratelimit.test.ts).
  // Uploaded files go to a directory of this run (the local object store; issue 15), removed at teardown.
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  filesDir = mkdtempSync(join(ROOT, '.test-data', 'files-'));
  // Webhook receivers (issue 18) are local HTTPS servers with a certificate of this run's test CA: the server
  // trusts it (on top of Node's roots), may deliver to loopback, and retries within seconds instead of hours.
  const ca = await generateTestCa(join(filesDir, 'tls'));
  running = await startServer({
    databaseUrl, port: 0, logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }), rateLimit: 1_000_000,
    storage: { driver: 'local', dir: join(filesDir, 'objects'), secretKeyFile: join(filesDir, 'secret.key') },
    webhooks: { extraCa: ca.caPem, allowPrivate: true, retryScale: WEBHOOK_RETRY_SCALE },
  });
  const a = await running.services.orgs.createOrg('Org A');
  const eng = await running.services.orgs.createUser({ orgId: a.orgId, name: 'Eve Engineer', email: 'eve@a.test', role: 'engineer' });
  const b = await running.services.orgs.createOrg('Org B');
  project.provide('contract', {
    target: 'live', baseUrl: `http://127.0.0.1:${running.port}`, adminKey: a.apiKey, engineerKey: eng.apiKey, otherOrgKey: b.apiKey, databaseUrl,
    filesDir: join(filesDir, 'objects'),
    tls: { caPath: ca.caPath, certPath: ca.certPath, keyPath: ca.keyPath }, webhookRetryScale: WEBHOOK_RETRY_SCALE,
  });
}

export async function teardown() {
  await running?.close();
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
}
