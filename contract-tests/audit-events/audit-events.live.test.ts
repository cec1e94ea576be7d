/**
 * The audit log on the real server (spec 2 §5): one row per recorded action, written with the action, read back
 * through GET /api/v1/audit-events with its filters, never holding a secret; append-only; a rolled-back write leaves
 * no row; admins only; another org's rows never appear; failed authentications sampled per credential.
 *
 * The table ACTIONS is the test: each entry triggers one action the way its users do (the SDK for API operations;
 * the functions the admin CLI commands call, for the CLI's actions; the consent page and token endpoint over HTTP
 * for OAuth) and says which row it must leave. Filter combinations are generated over the rows this file created.
 */
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { IntegrationService } from '../../src/services/integrations.js';
import { Keyring } from '../../src/storage/keyring.js';
import { loadSecretKey } from '../../src/storage/secretKey.js';
import { recordAudit, SECRET_PREFIXES, type AuditEvent } from '../../src/services/audit.js';
import { deactivateUser, registerApp, revokeApp } from '../../src/oauth/apps.js';
import { allOf, as, must, ok, refusedBy, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { authorizeAndExchange, CALLBACK, consent, pkce, token } from '../lib/oauth.js';

useSdk();
const { baseUrl, databaseUrl } = inject('contract');
const db = createDb(databaseUrl, { min: 0, max: 2 });
const orgs = new OrgService(db);
let org: Awaited<ReturnType<typeof newOrg>>;
let other: Awaited<ReturnType<typeof newOrg>>;

/** What an action left: its target's id (when the trigger knows it), the request id (API calls) and the secrets it returned. */
interface Left {
  targetId?: string;
  requestId?: string | null;
  secrets: string[];
}
interface Expected {
  action: string;
  credentialKind: AuditEvent['actor']['credentialKind'];
  targetKind: string | null;
  outcome: AuditEvent['outcome'];
  /** The acting user, when the row names one (the admin's id for API calls as the admin). */
  actor?: () => string;
}

const requestIdOf = (res: { headers: Headers }) => res.headers.get('x-request-id');
const secrets: string[] = [];
/** State the triggers share (a key to revoke, an app to approve then revoke, a subscription, an integration). */
const s: Record<string, string> = {};

const ACTIONS: [Expected, () => Promise<Left>][] = [
  [
    { action: 'api_key.created', credentialKind: 'cli', targetKind: 'api_key', outcome: 'success' },
    async () => {
      const { apiKey } = await orgs.createKey({ userId: org.engineerId });
      s.deadKey = apiKey;
      const [k] = (await orgs.listKeys(org.engineerId)).keys;
      s.deadKeyId = k.keyId;
      return { targetId: k.keyId, secrets: [apiKey] };
    },
  ],
  [
    { action: 'api_key.revoked', credentialKind: 'cli', targetKind: 'api_key', outcome: 'success' },
    async () => {
      await orgs.revokeKey(s.deadKeyId);
      return { targetId: s.deadKeyId, secrets: [] };
    },
  ],
  [
    { action: 'user.created', credentialKind: 'cli', targetKind: 'user', outcome: 'success' },
    async () => {
      const u = await orgs.createUser({ orgId: org.orgId, name: 'Audited', email: `audited-${randomUUID().slice(0, 8)}@test.dev`, role: 'engineer' });
      s.userId = u.userId;
      return { targetId: u.userId, secrets: [u.apiKey] };
    },
  ],
  [
    { action: 'user.role_changed', credentialKind: 'api_key', targetKind: 'user', outcome: 'success', actor: () => org.userId },
    async () => {
      const res = await sdk.updateUser(s.userId, { orgRole: 'pm' }, undefined, as(org.apiKey));
      ok(res);
      return { targetId: s.userId, requestId: requestIdOf(res), secrets: [] };
    },
  ],
  [
    { action: 'user.deactivated', credentialKind: 'cli', targetKind: 'user', outcome: 'success' },
    async () => {
      await deactivateUser(db, s.userId);
      return { targetId: s.userId, secrets: [] };
    },
  ],
  [
    { action: 'oauth_app.registered', credentialKind: 'cli', targetKind: 'oauth_app', outcome: 'success' },
    async () => {
      const app = await registerApp(db, { orgId: org.orgId, name: 'Audited app', redirectUris: [CALLBACK] });
      s.clientId = app.clientId;
      s.clientSecret = app.clientSecret;
      return { targetId: app.clientId, secrets: [app.clientSecret] };
    },
  ],
  [
    { action: 'oauth_app.approved', credentialKind: 'session', targetKind: 'oauth_app', outcome: 'success', actor: () => org.userId },
    async () => {
      const t = await authorizeAndExchange(baseUrl, { clientId: s.clientId, clientSecret: s.clientSecret }, org.apiKey, { scope: 'task:read' });
      s.refresh = t.refresh_token;
      return { targetId: s.clientId, secrets: [t.access_token, t.refresh_token] };
    },
  ],
  [
    { action: 'oauth_token.reuse_detected', credentialKind: 'system', targetKind: 'oauth_app', outcome: 'denied' },
    async () => {
      const app = { clientId: s.clientId, clientSecret: s.clientSecret };
      const first = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: s.refresh });
      expect(first.status).toBe(200);
      const again = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: s.refresh });
      expect(again.status).toBe(400);
      return { targetId: s.clientId, secrets: [first.body.access_token, first.body.refresh_token] };
    },
  ],
  [
    { action: 'oauth_app.denied', credentialKind: 'session', targetKind: 'oauth_app', outcome: 'denied', actor: () => org.userId },
    async () => {
      const { redirect } = await consent(
        baseUrl,
        { client_id: s.clientId, scope: 'task:read', state: 'st', code_challenge: pkce().challenge },
        { adminKey: org.apiKey, decision: 'deny' },
      );
      expect(redirect.searchParams.get('error')).toBe('access_denied');
      return { targetId: s.clientId, secrets: [] };
    },
  ],
  [
    { action: 'oauth_app.revoked', credentialKind: 'cli', targetKind: 'oauth_app', outcome: 'success' },
    async () => {
      await revokeApp(db, org.orgId, s.clientId);
      return { targetId: s.clientId, secrets: [] };
    },
  ],
  [
    { action: 'webhook_subscription.created', credentialKind: 'api_key', targetKind: 'webhook_subscription', outcome: 'success', actor: () => org.userId },
    async () => {
      const res = await sdk.createWebhookSubscription(
        { url: 'https://hooks.example.com/in?token=abc', eventTypes: ['task.created'] },
        undefined,
        as(org.apiKey),
      );
      const sub = must(res);
      s.subId = sub.id;
      return { targetId: sub.id, requestId: requestIdOf(res), secrets: [(sub as { secret?: string }).secret!] };
    },
  ],
  [
    { action: 'webhook_subscription.updated', credentialKind: 'api_key', targetKind: 'webhook_subscription', outcome: 'success', actor: () => org.userId },
    async () => {
      const res = await sdk.updateWebhookSubscription(s.subId, { description: 'audited' }, undefined, as(org.apiKey));
      ok(res);
      return { targetId: s.subId, requestId: requestIdOf(res), secrets: [] };
    },
  ],
  [
    { action: 'webhook_subscription.deleted', credentialKind: 'api_key', targetKind: 'webhook_subscription', outcome: 'success', actor: () => org.userId },
    async () => {
      const res = await sdk.deleteWebhookSubscription(s.subId, undefined, as(org.apiKey));
      ok(res);
      return { targetId: s.subId, requestId: requestIdOf(res), secrets: [] };
    },
  ],
  [
    { action: 'integration.connected', credentialKind: 'cli', targetKind: 'integration', outcome: 'success' },
    async () => {
      const created = await (await integrations()).createGithub(org.orgId, { name: 'Audited GitHub' });
      s.integrationId = created.id;
      return { targetId: created.id, secrets: [created.webhookSecret] };
    },
  ],
  [
    { action: 'integration.changed', credentialKind: 'cli', targetKind: 'integration', outcome: 'success' },
    async () => {
      await (await integrations()).updateGithub(org.orgId, s.integrationId, { status: 'disabled' });
      return { targetId: s.integrationId, secrets: [] };
    },
  ],
  [
    { action: 'integration.secret_rotated', credentialKind: 'cli', targetKind: 'integration', outcome: 'success' },
    async () => {
      const updated = await (await integrations()).updateGithub(org.orgId, s.integrationId, { rotateSecret: true });
      return { targetId: s.integrationId, secrets: [updated.webhookSecret!] };
    },
  ],
  [
    { action: 'auth.failed', credentialKind: 'system', targetKind: 'api_key', outcome: 'failure' },
    async () => {
      // The key revoked above, tried five times within the minute: one sampled row standing for all five.
      for (let i = 0; i < 5; i++) refusedBy(await sdk.getViewer(as(s.deadKey)), 401, 'UNAUTHORIZED');
      return { targetId: s.deadKeyId, secrets: [] };
    },
  ],
];

/** The integration service as the admin CLI builds it: over the server's keyring, so its secrets are the server's. */
let keyring: Promise<Keyring> | undefined;
const integrations = async () => {
  keyring ??= Keyring.load(db, loadSecretKey(join(dirname(inject('contract').filesDir!), 'secret.key')));
  return new IntegrationService(db, await keyring, () => baseUrl);
};

/** The org's rows (newest first) as the admin reads them, every page. */
const everyRow = (params: sdk.ListAuditEventsParams = {}, key = org.apiKey) =>
  allOf((cursor) => sdk.listAuditEvents({ ...params, cursor, limit: 200 }, as(key)));

/** Polls until `action` appears (token reuse is recorded as oidc-provider reports the refusal, just after it). */
async function rowsOf(action: string): Promise<AuditEvent[]> {
  for (let i = 0; i < 50; i++) {
    const rows = await everyRow({ action });
    if (rows.length) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

const left = new Map<string, Left>();
let all: AuditEvent[] = [];

beforeAll(async () => {
  org = await newOrg('Audited org');
  other = await newOrg('Other audited org');
  for (const [expected, trigger] of ACTIONS) {
    const l = await trigger();
    left.set(expected.action, l);
    secrets.push(...l.secrets.filter(Boolean));
  }
  await rowsOf('oauth_token.reuse_detected');
  all = await everyRow();
}, 55_000);

afterAll(() => db.destroy());

describe('GET /api/v1/audit-events', () => {
  it.each(ACTIONS.map(([e]) => [e.action, e] as const))('%s leaves its row: actor, target, outcome, request id', async (_name, e) => {
    const l = left.get(e.action)!;
    const rows = await rowsOf(e.action);
    const row = rows.find((r) => r.target?.id === l.targetId);
    expect(row, `${e.action} on ${l.targetId} in ${JSON.stringify(rows)}`).toBeDefined();
    expect(row!.actor.credentialKind).toBe(e.credentialKind);
    if (e.actor) expect(row!.actor.userId).toBe(e.actor());
    expect(row!.target?.kind ?? null).toBe(e.targetKind);
    expect(row!.outcome).toBe(e.outcome);
    if (l.requestId !== undefined) expect(row!.requestId).toBe(l.requestId);
    if (e.credentialKind === 'cli') expect(row!.requestId).toBeNull();
    if (e.credentialKind === 'api_key') expect(row!.actor.credentialId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('samples failed authentications: five attempts with one revoked key within a minute are one row', async () => {
    const rows = await everyRow({ action: 'auth.failed' });
    expect(rows).toHaveLength(1);
    expect(rows[0].details).toMatchObject({ count: 1 });
    // The first attempt is recorded at once; the four after it are carried by the next row, a minute later at the earliest.
    expect(rows[0].actor.credentialId).toBe(s.deadKeyId);
  });

  it('filters: every combination of action (exact and prefix), actor, credential kind, outcome and a time window matches the rows it names', async () => {
    const times = all.map((r) => r.occurredAt).sort();
    const mid = times[Math.floor(times.length / 2)];
    const actions = [undefined, 'api_key.created', 'api_key.*', 'oauth_app.*', 'webhook_subscription.updated', 'nothing.*'];
    const actors = [undefined, org.userId];
    const kinds = [undefined, 'cli', 'api_key', 'session'] as const;
    const outcomes = [undefined, 'success', 'denied'] as const;
    const windows = [{}, { occurredAfter: mid }, { occurredBefore: mid }];
    const matches = (r: AuditEvent, f: sdk.ListAuditEventsParams) =>
      (!f.action || (f.action.endsWith('.*') ? r.action.startsWith(f.action.slice(0, -1)) : r.action === f.action)) &&
      (!f.actorId || r.actor.userId === f.actorId) &&
      (!f.credentialKind || r.actor.credentialKind === f.credentialKind) &&
      (!f.outcome || r.outcome === f.outcome) &&
      (!f.occurredAfter || r.occurredAt >= f.occurredAfter) &&
      (!f.occurredBefore || r.occurredAt < f.occurredBefore);
    // Every filter with every other (pairs), each with the others absent: 6·2·4·3·3 combinations cut to the pairs.
    const combos: sdk.ListAuditEventsParams[] = [];
    for (const action of actions)
      for (const actorId of actors)
        for (const credentialKind of kinds)
          for (const outcome of outcomes)
            for (const w of windows) {
              const set = [action, actorId, credentialKind, outcome, Object.keys(w).length ? 1 : undefined].filter((v) => v !== undefined).length;
              if (set <= 2) combos.push({ action, actorId, credentialKind, outcome, ...w });
            }
    for (const f of combos) {
      const got = (await everyRow(f)).map((r) => r.id);
      expect(got, JSON.stringify(f)).toEqual(all.filter((r) => matches(r, f)).map((r) => r.id));
    }
  });

  it('pages newest first with a cursor', async () => {
    const first = ok(await sdk.listAuditEvents({ limit: 3 }, as(org.apiKey)));
    expect(first.map((r) => r.id)).toEqual(all.slice(0, 3).map((r) => r.id));
    const sorted = [...all].sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : 0));
    expect(all.map((r) => r.occurredAt)).toEqual(sorted.map((r) => r.occurredAt));
  });

  it('never holds a secret or a key: no product secret prefix and none of the values the actions returned', () => {
    const text = JSON.stringify(all);
    for (const prefix of SECRET_PREFIXES) expect(text).not.toContain(prefix);
    expect(secrets.length).toBeGreaterThan(8);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // A URL's query may carry a receiver's token: a subscription is named by its host only.
    expect(text).not.toContain('token=abc');
  });

  it('is for admins: an engineer gets 403 naming audit:read', async () => {
    const err = refusedBy(await sdk.listAuditEvents({}, as(org.engineerKey)), 403, 'FORBIDDEN');
    expect(err.message).toContain('audit:read');
  });

  it("never shows another org's rows", async () => {
    const theirs = await everyRow({}, other.apiKey);
    const mine = new Set(all.map((r) => r.id));
    expect(theirs.some((r) => mine.has(r.id))).toBe(false);
    expect(theirs.every((r) => r.target?.id !== s.clientId)).toBe(true);
  });

  it('is append-only: an update or a delete is refused by the database', async () => {
    const id = all[0].id;
    await expect(db('audit_events').where({ org_id: org.orgId, id }).update({ action: 'x.y' })).rejects.toThrow(/append-only/);
    await expect(db('audit_events').where({ org_id: org.orgId, id }).delete()).rejects.toThrow(/append-only/);
    expect(await db('audit_events').where({ org_id: org.orgId, id }).first('action')).toEqual({ action: all[0].action });
  });

  it('a write that rolls back leaves no row', async () => {
    const marker = randomUUID();
    await expect(
      db.transaction(async (trx) => {
        await recordAudit(trx, { orgId: org.orgId, actor: { kind: 'cli' }, action: 'api_key.created', target: { kind: 'api_key', id: marker } });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    // And an API write refused after validation: a role no org has.
    refusedBy(await sdk.updateUser(org.engineerId, { orgRole: 'wizard' as 'pm' }, undefined, as(org.apiKey)), 400, 'VALIDATION_FAILED');
    const rows = await everyRow();
    expect(rows.some((r) => r.target?.id === marker)).toBe(false);
    expect(rows.some((r) => r.action === 'user.role_changed' && r.target?.id === org.engineerId)).toBe(false);
  });
});
