/** The integrations query module against Postgres: lookups by kind, writes, the ledger's filters and paging, scoping. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  findIntegration,
  insertIntegration,
  insertSkippedOutboundEvent,
  listAllIntegrations,
  listIntegrationEvents,
  listIntegrations,
  toIntegrationEvent,
  updateIntegration,
} from './integrations.js';

const t = useTestDb();

describe('integrations query module', () => {
  it('finds an integration only in its org and of its kind; updates; lists oldest first', async () => {
    const a = await t.newOrg('Integrations A');
    const b = await t.newOrg('Integrations B');
    const row = await insertIntegration(t.db, a.orgId, {
      id: '7a1f7f9e-0000-4000-8000-000000000001',
      kind: 'github',
      name: 'GitHub',
      status: 'active',
      secret_ciphertext: 'c',
      config: '{}',
      created_by_user_id: a.userId,
    });
    expect((await findIntegration(t.db, a.orgId, row.id, { kind: 'github', forUpdate: false }))?.id).toBe(row.id);
    expect(await findIntegration(t.db, a.orgId, row.id, { kind: 'webhooks' })).toBeUndefined();
    expect(await findIntegration(t.db, b.orgId, row.id)).toBeUndefined();
    expect((await updateIntegration(t.db, a.orgId, row.id, { status: 'disabled' })).status).toBe('disabled');
    expect((await listAllIntegrations(t.db, a.orgId)).map((r) => r.id)).toEqual([row.id]);
    expect((await listIntegrations(t.db, b.orgId, { limit: 10 })).rows).toEqual([]);
  });

  it('the ledger: a skipped outbound event once per dedup key, filtered by direction and status, newest first', async () => {
    const a = await t.newOrg('Ledger');
    const b = await t.newOrg('Ledger B');
    const row = await insertIntegration(t.db, a.orgId, {
      id: '7a1f7f9e-0000-4000-8000-000000000002',
      kind: 'github',
      name: 'GitHub',
      status: 'active',
      secret_ciphertext: 'c',
      config: '{}',
      created_by_user_id: null,
    });
    for (const key of ['k1', 'k2', 'k1'])
      await insertSkippedOutboundEvent(t.db, a.orgId, row.id, { kind: 'agent_run.cancel', dedupKey: key, reason: 'no API', summary: { key } });
    const all = await listIntegrationEvents(t.db, a.orgId, row.id, {}, { limit: 10 });
    expect(all.rows.map((r) => r.dedup_key)).toEqual(['k2', 'k1']);
    expect(toIntegrationEvent(all.rows[0])).toMatchObject({
      integrationId: row.id,
      direction: 'outbound',
      status: 'skipped',
      attemptCount: 1,
      lastError: 'no API',
      durationMs: 0,
    });
    expect((await listIntegrationEvents(t.db, a.orgId, row.id, { direction: 'inbound' }, { limit: 10 })).rows).toEqual([]);
    expect((await listIntegrationEvents(t.db, a.orgId, row.id, { status: 'skipped', direction: 'outbound' }, { limit: 1 })).nextCursor).not.toBeNull();
    expect((await listIntegrationEvents(t.db, b.orgId, row.id, {}, { limit: 10 })).rows).toEqual([]);
  });
});
