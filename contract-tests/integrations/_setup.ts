/**
 * What the live GitHub integration tests share (spec 2 §4.19, §6.4): an org with a team (ENG) and an opportunity, a
 * GitHub integration registered with the real admin CLI (`integration:create --kind github --json`, a subprocess
 * sharing the server's secret key), and the helpers that build a `pull_request` payload, deliver it signed exactly as
 * GitHub signs it (HMAC-SHA256 over the bytes sent), make a task and read its status, the integration's ledger and a
 * task's pull-request links. A file calls `useGithubIntegration()` once at its top level.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { ROOT } from '../../src/db/connect.js';
import { createDb } from '../../src/db/knex.js';
import { githubSignature } from '../../src/integrations/github.js';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelopeError } from '../../sdk/src/index';
import type { operations } from '../../src/generated/api.js';
import { as, ok } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { assertConformsAt } from '../lib/contract.js';

export const { baseUrl, databaseUrl, filesDir, otherOrgKey } = inject('contract');
/** The live server's secret key file (contract-tests/setup/live.ts), handed to the CLI as SEXTANT_SECRET_KEY. */
export const keyHex = readFileSync(join(dirname(filesDir), 'secret.key'), 'utf8').trim();
export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}
/** The admin CLI as an admin runs it, on the test database, with the server's key and port. */
export function cli(args: string[]): Promise<Outcome> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SEXTANT_SECRET_KEY: keyHex,
    PORT: new URL(baseUrl).port,
    LOG_LEVEL: 'silent',
    DEBUG: '',
  };
  delete env.SEXTANT_PUBLIC_URL;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args, '--json'], { cwd: ROOT, env }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr });
    });
  });
}
export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
/** The per-call options of the org's admin (`as(org.apiKey)`). */
export let api: RequestInit;
export let integration: { id: string; kind: string; name: string; webhookUrl: string; webhookSecret: string; config: Record<string, unknown> };
export let team: { id: string; prefix: string };
export let opp: { id: string; ref: string };
/** A pull_request payload as GitHub sends it (the fields Sextant reads, and a few it does not). */
export const prPayload = (o: { action: string; number: number; title: string; branch: string; merged?: boolean; state?: 'open' | 'closed' }) => ({
  action: o.action,
  number: o.number,
  pull_request: {
    number: o.number,
    title: o.title,
    state: o.state ?? (o.action === 'closed' ? 'closed' : 'open'),
    merged: o.merged ?? false,
    merged_at: o.merged ? new Date().toISOString() : null,
    html_url: `https://github.com/acme/api/pull/${o.number}`,
    head: { ref: o.branch, sha: 'abc123' },
    base: { ref: 'main' },
    body: 'SECRET-PAYLOAD-TEXT should never be stored',
    user: { login: 'octocat' },
  },
  repository: { full_name: 'acme/api', private: true },
  sender: { login: 'octocat' },
});
/** What receiveGithubWebhook does with a delivery (its 200 `data`); `summary` is free-form by the document. */
type Receipt = operations['receiveGithubWebhook']['responses'][200]['content']['application/json']['data'];
/**
 * The body receiveGithubWebhook answers: the 200 envelope or the failure envelope. The webhook is no SDK operation (it
 * is GitHub's call, signed over raw bytes), so the answer is typed here: `summary` is free-form, read as `unknown` values.
 */
export interface WebhookBody {
  ok: boolean;
  data: Omit<Receipt, 'summary'> & { summary: Record<string, unknown> };
  error?: ErrorEnvelopeError;
}

/** POSTs `payload` to the integration's webhook as GitHub does: the signature is over exactly the bytes sent. */
export async function deliver(payload: unknown, o: { event?: string; delivery?: string; secret?: string | null; url?: string; raw?: string } = {}) {
  const body = o.raw ?? JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'GitHub-Hookshot/test',
    'x-github-event': o.event ?? 'pull_request',
    'x-github-delivery': o.delivery ?? randomUUID(),
    'x-github-hook-id': '1',
  };
  if (o.secret !== null) headers['x-hub-signature-256'] = githubSignature(o.secret ?? integration.webhookSecret, body);
  const res = await fetch(o.url ?? integration.webhookUrl, { method: 'POST', headers, body });
  const text = await res.text();
  const parsed: WebhookBody = text ? JSON.parse(text) : undefined;
  // Every answer is what the document says receiveGithubWebhook answers (x-served-by: integrations).
  assertConformsAt('/api/integrations/github/{integrationId}/webhook', 'post', res.status, parsed);
  return { status: res.status, body: parsed, delivery: headers['x-github-delivery'] };
}
export const newTask = async (title: string, status?: sdk.CreateTaskBody['status']) =>
  ok(await sdk.createTask({ title, teamId: team.id, opportunityId: opp.id, ...(status ? { status } : {}) }, undefined, api), 201);
export const statusOf = async (ref: string) => ok(await sdk.getTask(ref, api)).status;
/** The integration's ledger (one page of 200), filtered by `params`. */
export const ledger = async (params: sdk.ListIntegrationEventsParams = {}) =>
  ok(await sdk.listIntegrationEvents(integration.id, { limit: 200, ...params }, api));
export const prLinks = async (ref: string) =>
  ok(await sdk.listExternalLinks({ entityType: 'task', entityId: ref }, api)).filter((l) => l.kind === 'pull_request');

/** Registers the hooks that make the org, its team ENG, an opportunity and the GitHub integration (through the admin CLI, once per file) before this file's tests, and close the database after. */
export function useGithubIntegration(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('GitHub org');
    api = as(org.apiKey);
    team = ok(await sdk.createTeam({ name: 'Engineering', prefix: 'ENG' }, undefined, api), 201);
    opp = ok(await sdk.createOpportunity({ title: 'Faster login' }, undefined, api), 201);
    const made = await cli(['integration:create', '--org', org.orgId, '--kind', 'github', '--name', 'acme/api']);
    expect(made.code, made.stderr).toBe(0);
    const lines = made.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    integration = JSON.parse(lines[0]);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
  });
}
