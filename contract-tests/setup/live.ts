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
import './types.js';

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
  running = await startServer({
    databaseUrl, port: 0, logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }), rateLimit: 1_000_000,
    storage: { driver: 'local', dir: join(filesDir, 'objects'), secretKeyFile: join(filesDir, 'secret.key') },
  });
  const a = await running.services.orgs.createOrg('Org A');
  const eng = await running.services.orgs.createUser({ orgId: a.orgId, name: 'Eve Engineer', email: 'eve@a.test', role: 'engineer' });
  const b = await running.services.orgs.createOrg('Org B');
  project.provide('contract', {
    target: 'live', baseUrl: `http://127.0.0.1:${running.port}`, adminKey: a.apiKey, engineerKey: eng.apiKey, otherOrgKey: b.apiKey, databaseUrl,
    filesDir: join(filesDir, 'objects'),
  });
}

export async function teardown() {
  await running?.close();
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
}
