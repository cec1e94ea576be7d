/**
 * One suite, two targets, for the audit log (GET /api/v1/audit-events, audit:read): the shape of a page (validated
 * against the document by checkedFetch on the Prism mock and the real server), and on the real server the admin's
 * key creation read back with the action filter, paging, and the engineer's 403 naming audit:read. Every recorded
 * action, the filters in combination, the secret scan, append-only and tenancy are
 * contract-tests/audit-events/audit-events.live.test.ts. The last test fails when an operationId of the tag
 * audit-events was never exercised.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, engineerKey } = suiteFixtures();
const as = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

describe('audit events', () => {
  it('list: a page of events, newest first, each naming its actor, target and outcome', async () => {
    const page = expectStatus(await sdk.listAuditEvents({ limit: 5 }), 200).data;
    const rows = page.data ?? [];
    if (!live) return;
    // The shared org's keys were made by the admin CLI's service: their api_key.created rows are there.
    const created = expectStatus(await sdk.listAuditEvents({ action: 'api_key.*', limit: 200 }), 200).data.data ?? [];
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((r) => r.action.startsWith('api_key.'))).toBe(true);
    expect(created.some((r) => r.action === 'api_key.created' && r.actor.credentialKind === 'cli' && r.target?.kind === 'api_key')).toBe(true);
    const stamps = rows.map((r) => r.occurredAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('list: a malformed action is 400 naming query.action; an engineer is 403 naming audit:read', async () => {
    if (!live) return;
    const bad = expectStatus(await sdk.listAuditEvents({ action: 'API KEY' }), 400);
    expect(JSON.stringify(bad.data)).toContain('query.action');
    const forbidden = expectStatus(await sdk.listAuditEvents({}, as(engineerKey)), 403);
    const e = (forbidden.data as sdk.ErrorEnvelope).error;
    expect(e.code).toBe('FORBIDDEN');
    expect(e.data).toMatchObject({ missing: ['audit:read'] });
  });

  it("the tag audit-events is this file's", () => {
    expect(splitProblems().filter((p) => /audit-events/.test(p))).toEqual([]);
    expect(suiteTags['audit-events/audit-events.test.ts']).toEqual(['audit-events']);
  });

  it('exercises every operationId of the tag audit-events (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toEqual(['listAuditEvents']);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['audit-events']));
    expect(inScope.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
