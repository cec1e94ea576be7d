/**
 * Global setup of the live target: a real Postgres (DATABASE_URL, else an embedded one in a throwaway
 * directory), the real server in-process on a free port, and two orgs with keys.
 *
 * With SEXTANT_TEST_URL set (a test-only name, so the CLI's SEXTANT_URL in a shell never redirects `npm test`),
 * nothing is started: the suite files (contract-tests/<tag>/*.test.ts — not *.live.test.ts, which need the
 * in-process server) run against that server with SEXTANT_TEST_API_KEY (an org
 * admin), SEXTANT_TEST_ENGINEER_KEY (an engineer of the same org) and SEXTANT_TEST_OTHER_ORG_KEY (an admin of another org);
 * DATABASE_URL, when given, is the target's database, which a few files reach directly (NEEDS_DATABASE; see
 * remoteTarget).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbedded, type EmbeddedHandle } from '../../src/db/embedded.js';
import { ROOT } from '../../src/db/connect.js';
import { startServer, type Running } from '../../src/server.js';
import { generateTestCa } from '../lib/receiver.js';
import type { ContractTarget } from './types.js';

/** Retry delays of the live server × this: 30 s → 60 ms, 2 min → 240 ms, 10 min → 1.2 s (src/webhooks/deliver.ts). */
const WEBHOOK_RETRY_SCALE = 0.002;
/** The live server serves GET /metrics to this token (a run-unique value, as an operator's secret would be). */
const METRICS_TOKEN = `metrics-${randomUUID()}`;

let embedded: EmbeddedHandle | undefined;
let running: Running | undefined;
let dir: string | undefined;
let filesDir: string | undefined;

/**
 * Suite files that reach the target's database (DATABASE_URL) besides its API; integrations also reads the server's
 * secret key file, so against a SEXTANT_TEST_URL it cannot pass: exclude it.
 */
export const NEEDS_DATABASE = [
  'direction-documents/direction-documents',
  'files/files',
  'import-runs/import-runs',
  'integrations/integrations',
  'webhooks/webhooks',
];

/**
 * The contract target given by the environment (SEXTANT_TEST_URL mode): throws when SEXTANT_TEST_API_KEY is missing or the
 * server does not answer GET /healthz, and warns about the keys whose absence fails some files.
 */
export async function remoteTarget(env: NodeJS.ProcessEnv = process.env): Promise<ContractTarget> {
  const baseUrl = env.SEXTANT_TEST_URL!.replace(/\/+$/, '');
  if (!env.SEXTANT_TEST_API_KEY) throw new Error("SEXTANT_TEST_URL is set: SEXTANT_TEST_API_KEY (an org admin's key) is required too");
  const health = await fetch(`${baseUrl}/healthz`).catch((e: Error) => e);
  if (health instanceof Error || !health.ok) {
    throw new Error(`SEXTANT_TEST_URL=${baseUrl}: GET /healthz ${health instanceof Error ? `failed (${health.message})` : `answered ${health.status}`}`);
  }
  const missing = [
    !env.SEXTANT_TEST_ENGINEER_KEY && 'SEXTANT_TEST_ENGINEER_KEY (an engineer of the same org: the permission checks of most files)',
    !env.SEXTANT_TEST_OTHER_ORG_KEY && 'SEXTANT_TEST_OTHER_ORG_KEY (an admin of another org: import-runs)',
    !env.DATABASE_URL && `DATABASE_URL (the target's database: ${NEEDS_DATABASE.join(', ')})`,
  ].filter(Boolean);
  if (missing.length) console.warn(`contract tests against ${baseUrl}: without ${missing.join('; ')} those tests fail`);
  return {
    target: 'live',
    baseUrl,
    adminKey: env.SEXTANT_TEST_API_KEY,
    engineerKey: env.SEXTANT_TEST_ENGINEER_KEY ?? '',
    otherOrgKey: env.SEXTANT_TEST_OTHER_ORG_KEY ?? '',
    databaseUrl: env.DATABASE_URL ?? '',
    filesDir: '',
    metricsToken: env.SEXTANT_TEST_METRICS_TOKEN,
  };
}

export async function setup(project: TestProject) {
  if (process.env.SEXTANT_TEST_URL) {
    project.provide('contract', await remoteTarget());
    return;
  }
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'pg-'));
    embedded = await startEmbedded(dir, { persistent: false });
    databaseUrl = embedded.url;
  }
  // The suite makes thousands of calls with a few keys: the limit is raised here and tested on its own (ratelimit.test.ts).
  // Uploaded files go to a directory of this run (the local object store), removed at teardown.
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  filesDir = mkdtempSync(join(ROOT, '.test-data', 'files-'));
  // Webhook receivers are local HTTPS servers with a certificate of this run's test CA: the server
  // trusts it (on top of Node's roots), may deliver to loopback, and retries within seconds instead of hours.
  const ca = await generateTestCa(join(filesDir, 'tls'));
  running = await startServer({
    databaseUrl,
    port: 0,
    logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
    rateLimit: 1_000_000,
    storage: { driver: 'local', dir: join(filesDir, 'objects'), secretKeyFile: join(filesDir, 'secret.key') },
    webhooks: { extraCa: ca.caPem, allowPrivate: true, retryScale: WEBHOOK_RETRY_SCALE },
    metricsToken: METRICS_TOKEN,
    prerenderDocs: false,
  });
  // The suite starts many short-lived servers: each renders /docs's first part only if a test asks for the page.
  process.env.SEXTANT_DOCS_PRERENDER ??= 'on-request';
  // Every server on the suite's database must share its secret key, or its keyring refuses to start
  // (src/storage/keyring.ts): tests that start more servers in their own process read it here, from the environment
  // the test workers inherit; spawned instances get it from contract-tests/lib/processes.ts.
  process.env.SEXTANT_SECRET_KEY ??= readFileSync(join(filesDir, 'secret.key'), 'utf8').trim();
  // Likewise its object store: any instance with workers on the suite's database may run the check of a file
  // another instance took, and must find the object where the suite server put it.
  process.env.SEXTANT_FILES_DIR ??= join(filesDir, 'objects');
  const a = await running.services.orgs.createOrg('Org A');
  const eng = await running.services.orgs.createUser({ orgId: a.orgId, name: 'Eve Engineer', email: 'eve@a.test', role: 'engineer' });
  const b = await running.services.orgs.createOrg('Org B');
  project.provide('contract', {
    target: 'live',
    baseUrl: `http://127.0.0.1:${running.port}`,
    adminKey: a.apiKey,
    engineerKey: eng.apiKey,
    otherOrgKey: b.apiKey,
    databaseUrl,
    filesDir: join(filesDir, 'objects'),
    tls: { caPath: ca.caPath, certPath: ca.certPath, keyPath: ca.keyPath },
    webhookRetryScale: WEBHOOK_RETRY_SCALE,
    metricsToken: METRICS_TOKEN,
  });
}

export async function teardown() {
  await running?.close();
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
}
