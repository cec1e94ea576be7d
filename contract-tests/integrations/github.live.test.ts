/**
 * The GitHub inbound integration (spec 2 §4.19, §6.4) against the real server: an integration
 * registered with the real admin CLI (`integration:create --kind github --json`, a subprocess sharing the server's
 * secret key), then `pull_request` deliveries signed exactly as GitHub signs them (HMAC-SHA256 over the bytes sent):
 * a ref in the title links the pull request and starts the task; a lower-case ref in the branch alone links too;
 * the same delivery id again is a duplicate and changes nothing; merged completes the task (through in_progress
 * when it never started); closed unmerged only changes the link's state. Everything shows in the external links,
 * the task and opportunity context bundles, the activity log (as the system) and the integration's ledger. Refused:
 * a wrong or missing signature (401, nothing recorded or changed), unknown, non-GitHub and disabled integrations
 * (404), an unreadable body (400, recorded as failed). The secret is never returned and stored only encrypted.
 * An agent reads the integration and its ledger over MCP (the integrations toolset), as REST shows them.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { githubSignature } from '../../src/integrations/github.js';
import { Keyring } from '../../src/storage/keyring.js';
import { ensureWebhooksIntegration } from '../../src/webhooks/ledger.js';
import * as sdk from '../../sdk/src/index';
import type { Integration, IntegrationEvent, Task } from '../../sdk/src/index';
import { as, envelope, failure, ok, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import {
  useGithubIntegration,
  baseUrl,
  otherOrgKey,
  keyHex,
  cli,
  db,
  org,
  api,
  integration,
  opp,
  prPayload,
  deliver,
  newTask,
  statusOf,
  ledger,
  prLinks,
} from './_setup.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

useSdk();
useGithubIntegration();

describe('admin CLI integration:create and integration:list', () => {
  it('prints the id, the absolute webhook URL and the secret once, with the default moves', () => {
    expect(integration).toMatchObject({
      kind: 'github',
      name: 'acme/api',
      status: 'active',
      config: { onOpened: 'in_progress', onMerged: 'completed' },
      webhookUrl: `${baseUrl}/api/integrations/github/${integration.id}/webhook`,
      webhookSecret: expect.stringMatching(/^ghsec_[\w-]{43}$/),
    });
  });

  it('stores the secret only encrypted under the server key (AAD: the integration id)', async () => {
    const row = await db('integrations').where({ id: integration.id }).first();
    expect(row).toMatchObject({ org_id: org.orgId, kind: 'github' });
    expect(row.secret_ciphertext).toMatch(/^v2:[\w-]+:/);
    expect(row.secret_ciphertext).not.toContain(integration.webhookSecret);
    expect(row.secret_ciphertext).not.toContain(integration.webhookSecret.slice(6, 20));
    const keyring = await Keyring.load(db, Buffer.from(keyHex, 'hex'));
    expect(await keyring.decrypt(row.secret_ciphertext, integration.id)).toBe(integration.webhookSecret);
    await expect(keyring.decrypt(row.secret_ciphertext, randomUUID())).rejects.toThrow();
  });

  it('integration:list shows it without the secret; bad arguments exit 2', async () => {
    const listed = await cli(['integration:list', '--org', org.orgId]);
    expect(listed.code, listed.stderr).toBe(0);
    const body = JSON.parse(listed.stdout);
    expect(body.integrations).toEqual([expect.objectContaining({ id: integration.id, kind: 'github', webhookUrl: integration.webhookUrl })]);
    expect(listed.stdout).not.toContain(integration.webhookSecret);
    expect((await cli(['integration:create', '--org', org.orgId, '--kind', 'gitlab'])).code).toBe(2);
    expect((await cli(['integration:create', '--org', org.orgId, '--kind', 'github', '--on-merged', 'done'])).code).toBe(2);
    const missing = await cli(['integration:create', '--org', randomUUID(), '--kind', 'github']);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stderr.split('\n').filter((l) => l.startsWith('{'))[0]).error.message).toMatch(/org .* not found/);
  }, 60_000);
});

describe('the API never shows the secret', () => {
  it('GET /integrations and /integrations/{id}: the webhook URL, no secret; another org gets 404', async () => {
    const listed = await sdk.listIntegrations(undefined, api);
    expect(ok(listed).map((i) => i.id)).toContain(integration.id);
    const one = await sdk.getIntegration(integration.id, api);
    // The API's base URL is the server's (SEXTANT_PUBLIC_URL, else 127.0.0.1 and a port): the path is what GitHub needs.
    expect(new URL(ok(one).webhookUrl!).pathname).toBe(`/api/integrations/github/${integration.id}/webhook`);
    for (const r of [listed, one]) {
      expect(JSON.stringify(r.data)).not.toContain(integration.webhookSecret);
      expect(JSON.stringify(r.data)).not.toMatch(/secret|ciphertext/i);
    }
    const other = as(otherOrgKey);
    failure(await sdk.getIntegration(integration.id, other), 404, 'NOT_FOUND', 'path.id');
    failure(await sdk.listIntegrationEvents(integration.id, undefined, other), 404, 'NOT_FOUND', 'path.id');
    expect(ok(await sdk.listIntegrations({ limit: 200 }, other)).map((i) => i.id)).not.toContain(integration.id);
  });
});

describe('pull_request deliveries', () => {
  let a: Task;
  let b: Task;
  let opened: Awaited<ReturnType<typeof deliver>>;

  it('opened with ENG-n in the title: 200 processed, the PR linked, the task in_progress, as the system', async () => {
    a = await newTask('Fix the login redirect');
    expect(a.status).toBe('backlog');
    opened = await deliver(prPayload({ action: 'opened', number: 42, title: `${a.ref}: fix the login redirect`, branch: 'feature/login' }));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({
      duplicate: false,
      status: 'processed',
      summary: { pullRequest: 'acme/api#42', action: 'opened', merged: false, tasks: [a.ref], moved: [{ ref: a.ref, from: 'backlog', to: 'in_progress' }] },
    });
    expect(await statusOf(a.ref)).toBe('in_progress');
    // a system move claims no owner
    expect(ok(await sdk.getTask(a.ref, api)).ownerId).toBeNull();
    expect(await prLinks(a.ref)).toEqual([
      expect.objectContaining({
        entityType: 'task',
        entityId: a.id,
        kind: 'pull_request',
        provider: 'github',
        externalId: 'acme/api#42',
        url: 'https://github.com/acme/api/pull/42',
        title: `${a.ref}: fix the login redirect`,
        state: 'open',
        integrationId: integration.id,
      }),
    ]);
    const log = ok(await sdk.listActivities({ entityType: 'task', entityId: a.ref }, api));
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'updated',
        actorType: 'system',
        actorId: null,
        changes: expect.arrayContaining([{ field: 'status', from: 'backlog', to: 'in_progress' }]),
      }),
    );
    expect(log).toContainEqual(expect.objectContaining({ subject: 'externalLink', action: 'added', actorType: 'system' }));
  });

  it('the PR is in the task and the opportunity context bundles', async () => {
    const task = ok(await sdk.getTaskContext(a.ref, api));
    expect(task.pullRequests).toEqual([
      expect.objectContaining({
        provider: 'github',
        externalId: 'acme/api#42',
        url: 'https://github.com/acme/api/pull/42',
        state: 'open',
        taskId: a.id,
        taskRef: a.ref,
      }),
    ]);
    const bundle = ok(await sdk.getOpportunityContext(opp.ref, api));
    expect(bundle.pullRequests).toEqual([expect.objectContaining({ externalId: 'acme/api#42', taskRef: a.ref })]);
  });

  it('the ledger records it: processed, a summary, never the payload', async () => {
    const rows = await ledger();
    expect(rows).toEqual([
      expect.objectContaining({
        id: opened.body.data.id,
        integrationId: integration.id,
        direction: 'inbound',
        kind: 'pull_request',
        status: 'processed',
        dedupKey: opened.delivery,
        attemptCount: 1,
        lastError: null,
        finishedAt: expect.any(String),
        durationMs: expect.any(Number),
        summary: expect.objectContaining({ pullRequest: 'acme/api#42', tasks: [a.ref], moved: [{ ref: a.ref, from: 'backlog', to: 'in_progress' }] }),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('SECRET-PAYLOAD-TEXT');
  });

  it('the same delivery id again: 200 duplicate, no second row, nothing changed', async () => {
    const again = await deliver(prPayload({ action: 'opened', number: 42, title: `${a.ref}: fix the login redirect`, branch: 'feature/login' }), {
      delivery: opened.delivery,
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ duplicate: true, id: opened.body.data.id, status: 'processed' });
    expect(await ledger()).toHaveLength(1);
  });

  it('a lower-case ref in the branch alone links too (todo → in_progress); a ref of no task is not linked', async () => {
    b = await newTask('Tidy the session store', 'todo');
    const number = b.ref.split('-')[1];
    const r = await deliver(prPayload({ action: 'opened', number: 43, title: 'Tidy up sessions (see eng-999999)', branch: `eng-${number}-tidy-sessions` }));
    expect(r.status).toBe(200);
    expect(r.body.data.summary).toMatchObject({ tasks: [b.ref], moved: [{ ref: b.ref, from: 'todo', to: 'in_progress' }], unknownRefs: ['ENG-999999'] });
    expect(await statusOf(b.ref)).toBe('in_progress');
    expect((await prLinks(b.ref)).map((l) => l.externalId)).toEqual(['acme/api#43']);
    // not a word boundary: "xeng-<n>" names nothing
    const none = await deliver(prPayload({ action: 'opened', number: 44, title: `Refactor xeng-${number}`, branch: `teng-${number}x` }));
    expect(none.body.data).toMatchObject({ status: 'ignored', summary: { tasks: [], moved: [] } });
  });

  it('merged completes the task and marks the link merged; a never-started task goes through in_progress', async () => {
    const merged = await deliver(prPayload({ action: 'closed', number: 42, title: `${a.ref}: fix the login redirect`, branch: 'feature/login', merged: true }));
    expect(merged.body.data).toMatchObject({
      status: 'processed',
      summary: { merged: true, state: 'merged', moved: [{ ref: a.ref, from: 'in_progress', to: 'completed' }] },
    });
    expect(await statusOf(a.ref)).toBe('completed');
    expect((await prLinks(a.ref)).map((l) => l.state)).toEqual(['merged']);
    // still one link per task and PR (upserted)
    expect(ok(await sdk.getTaskContext(a.ref, api)).pullRequests).toHaveLength(1);
    const c = await newTask('Never started');
    const direct = await deliver(prPayload({ action: 'closed', number: 45, title: `Ship ${c.ref}`, branch: 'ship', merged: true }));
    expect(direct.body.data.summary.moved).toEqual([{ ref: c.ref, from: 'backlog', to: 'completed' }]);
    expect(await statusOf(c.ref)).toBe('completed');
    // merging again (a redelivery under a new id) moves nothing: already completed
    const twice = await deliver(prPayload({ action: 'closed', number: 45, title: `Ship ${c.ref}`, branch: 'ship', merged: true }));
    expect(twice.body.data).toMatchObject({ status: 'processed', summary: { moved: [] } });
  });

  it('closed without merging: the link closed, the status kept; other actions and events are ignored', async () => {
    const closed = await deliver(prPayload({ action: 'closed', number: 43, title: 'Tidy up sessions', branch: `${b.ref.toLowerCase()}-tidy-sessions` }));
    expect(closed.body.data).toMatchObject({ status: 'processed', summary: { state: 'closed', merged: false, moved: [] } });
    expect(await statusOf(b.ref)).toBe('in_progress');
    expect((await prLinks(b.ref)).map((l) => l.state)).toEqual(['closed']);
    const labeled = await deliver(prPayload({ action: 'labeled', number: 43, title: b.ref, branch: 'x' }));
    expect(labeled.body.data).toMatchObject({ status: 'ignored' });
    const issue = await deliver({ action: 'opened', issue: { title: b.ref } }, { event: 'issues' });
    expect(issue.status).toBe(200);
    expect(issue.body.data).toMatchObject({ status: 'ignored' });
    const ping = await deliver({ zen: 'Design for failure.', hook_id: 7 }, { event: 'ping' });
    expect(ping.body.data).toMatchObject({ status: 'processed', summary: { ping: true, hookId: 7 } });
    expect((await ledger({ status: 'ignored' })).map((e) => e.kind)).toEqual(expect.arrayContaining(['issues', 'pull_request']));
    expect(await ledger({ direction: 'outbound' })).toEqual([]);
  });

  it('a wrong or missing signature: 401, nothing recorded, nothing changed', async () => {
    const d = await newTask('Must not move');
    const before = (await ledger()).length;
    const payload = prPayload({ action: 'opened', number: 50, title: d.ref, branch: 'x' });
    const wrong = await deliver(payload, { secret: 'ghsec_not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    const missing = await deliver(payload, { secret: null });
    expect(missing.status).toBe(401);
    // signed, then the bytes changed on the way
    const body = JSON.stringify(payload);
    const tampered = await fetch(integration.webhookUrl, {
      method: 'POST',
      body: body.replace('"opened"', '"reopened"'),
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'pull_request',
        'x-github-delivery': randomUUID(),
        'x-hub-signature-256': githubSignature(integration.webhookSecret, body),
      },
    });
    expect(tampered.status).toBe(401);
    expect(await statusOf(d.ref)).toBe('backlog');
    expect(await prLinks(d.ref)).toEqual([]);
    expect(await ledger()).toHaveLength(before);
  });

  it('unknown, non-GitHub and disabled integrations are 404 (whatever the signature)', async () => {
    const payload = prPayload({ action: 'opened', number: 51, title: 'x', branch: 'x' });
    const unknown = await deliver(payload, { url: `${baseUrl}/api/integrations/github/${randomUUID()}/webhook` });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect((await deliver(payload, { url: `${baseUrl}/api/integrations/github/not-a-uuid/webhook` })).status).toBe(404);
    const webhooksId = await ensureWebhooksIntegration(db, org.orgId);
    expect((await deliver(payload, { url: `${baseUrl}/api/integrations/github/${webhooksId}/webhook` })).status).toBe(404);
    const other = JSON.parse((await cli(['integration:create', '--org', org.orgId, '--kind', 'github', '--on-opened', 'none'])).stdout);
    expect(other.config).toEqual({ onOpened: null, onMerged: 'completed' });
    const e = await newTask('Opened does not move it');
    const kept = await deliver(prPayload({ action: 'opened', number: 52, title: e.ref, branch: 'x' }), { url: other.webhookUrl, secret: other.webhookSecret });
    expect(kept.body.data).toMatchObject({ status: 'processed', summary: { tasks: [e.ref], moved: [] } });
    expect(await statusOf(e.ref)).toBe('backlog');
    await db('integrations').where({ id: other.id }).update({ status: 'disabled' });
    expect((await deliver(payload, { url: other.webhookUrl, secret: other.webhookSecret })).status).toBe(404);
    // the integrations list shows it disabled
    expect(ok(await sdk.getIntegration(other.id, api)).status).toBe('disabled');
  }, 60_000);

  it("another org's task refs are never touched", async () => {
    const otherOrg = await newOrg('GitHub other org');
    const otherApi = as(otherOrg.apiKey);
    const t = ok(await sdk.createTask({ title: 'Theirs' }, undefined, otherApi), 201);
    expect(t.ref).toMatch(/^TASK-\d+$/);
    const r = await deliver(prPayload({ action: 'opened', number: 60, title: `${t.ref} theirs`, branch: 'x' }));
    // every task of this org has a team (ENG-<n>), so TASK-<n> names nothing here
    expect(r.body.data).toMatchObject({ status: 'ignored', summary: { unknownRefs: [t.ref] } });
    expect(ok(await sdk.getTask(t.ref, otherApi)).status).toBe('backlog');
    expect(ok(await sdk.listExternalLinks({ entityType: 'task', entityId: t.ref }, otherApi))).toEqual([]);
  });

  it('a body that is not JSON: 400, recorded as failed; a redelivery of it after a fix is processed', async () => {
    const delivery = randomUUID();
    const bad = await deliver(undefined, { raw: '{"action": "opened", ', delivery });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(await ledger({ status: 'failed' })).toEqual([
      expect.objectContaining({ dedupKey: delivery, status: 'failed', lastError: 'the body is not JSON', attemptCount: 1 }),
    ]);
    const f = await newTask('Redelivered');
    const good = await deliver(prPayload({ action: 'opened', number: 70, title: f.ref, branch: 'x' }), { delivery });
    expect(good.body.data).toMatchObject({ duplicate: false, status: 'processed' });
    expect(await ledger({ status: 'failed' })).toEqual([]);
    expect((await ledger()).find((x) => x.dedupKey === delivery)).toMatchObject({ status: 'processed', attemptCount: 2, lastError: null });
    // an incomplete pull_request payload: 400, failed
    const incomplete = await deliver({ action: 'opened', pull_request: { title: 'no number' } });
    expect(incomplete.status).toBe(400);
    expect((await ledger({ status: 'failed' }))[0]).toMatchObject({ dedupKey: incomplete.delivery, lastError: expect.stringMatching(/pull_request.number/) });
  });

  it('the ledger is newest first and pages', async () => {
    const all = await ledger();
    const times = all.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = await sdk.listIntegrationEvents(integration.id, { limit: 2 }, api);
    expect(ok(first).map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    const next = ok(await sdk.listIntegrationEvents(integration.id, { limit: 2, cursor: envelope(first).pagination.cursor! }, api));
    expect(next.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
  });
});

describe('admin CLI integration:update: disable, enable, rotate the secret', () => {
  it('a disabled integration answers 404 and changes nothing; enabled again it works; a rotated secret refuses the old one', async () => {
    const made = JSON.parse((await cli(['integration:create', '--org', org.orgId, '--kind', 'github', '--name', 'rotating'])).stdout);
    const url = made.webhookUrl as string;
    const ping = (secret: string) => deliver({ zen: 'Keep it logically awesome.' }, { event: 'ping', url, secret });
    expect((await ping(made.webhookSecret)).status).toBe(200);

    const off = await cli(['integration:update', '--org', org.orgId, '--integration', made.id, '--status', 'disabled']);
    expect(off.code, off.stderr).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({ id: made.id, status: 'disabled' });
    expect(off.stdout).not.toContain('ghsec_');
    expect((await ping(made.webhookSecret)).status).toBe(404);
    expect(ok(await sdk.getIntegration(made.id, api)).status).toBe('disabled');

    expect((await cli(['integration:update', '--org', org.orgId, '--integration', made.id, '--status', 'active'])).code).toBe(0);
    expect((await ping(made.webhookSecret)).status).toBe(200);

    const rotated = await cli(['integration:update', '--org', org.orgId, '--integration', made.id, '--rotate-secret']);
    expect(rotated.code, rotated.stderr).toBe(0);
    const fresh = JSON.parse(rotated.stdout).webhookSecret as string;
    expect(fresh).toMatch(/^ghsec_/);
    expect(fresh).not.toBe(made.webhookSecret);
    expect((await ping(made.webhookSecret)).status).toBe(401);
    expect((await ping(fresh)).status).toBe(200);

    // nothing to change, or an id of no GitHub integration of the org: exit 2 with a reason
    const nothing = await cli(['integration:update', '--org', org.orgId, '--integration', made.id]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toMatch(/nothing to change/);
    const missing = await cli(['integration:update', '--org', org.orgId, '--integration', randomUUID(), '--status', 'disabled']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/integration:list/);
  });
});

describe('MCP (spec 2 §4.21): the integrations toolset', () => {
  it('list_integrations, get_integration and list_integration_events answer as REST does', async () => {
    const c = await mcpAs(org.apiKey, '?toolsets=integrations');
    try {
      const names = (await c.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['list_integrations', 'get_integration', 'list_integration_events']));
      const call = async <T>(name: string, args: Record<string, unknown>) => {
        const r = await callTool<T>(c, name, args);
        expect(r.isError, JSON.stringify(r.body)).toBeFalsy();
        return r.body;
      };
      const listed = await call<Integration[]>('list_integrations', {});
      expect(listed.data.map((i) => i.id)).toEqual(ok(await sdk.listIntegrations(undefined, api)).map((i) => i.id));
      const one = await call<Integration>('get_integration', { id: integration.id });
      expect(one.data).toEqual(ok(await sdk.getIntegration(integration.id, api)));
      expect(one.actions.find((a) => a.rel === 'events')).toMatchObject({ tool: 'list_integration_events', arguments: { id: integration.id } });
      const events = await call<IntegrationEvent[]>('list_integration_events', { id: integration.id, status: 'processed', limit: 200 });
      expect(events.data.map((e) => e.id)).toEqual((await ledger({ status: 'processed' })).map((e) => e.id));
      expect(JSON.stringify([listed, one, events])).not.toContain(integration.webhookSecret);
    } finally {
      await c.close();
    }
  });
});
