/**
 * One suite, two targets, for roles and observed evidence (spec 2 §4.19): the role
 * catalog as enforced; the caller's evidence ingested (one duplicate), hashed identifiers, the export of the week,
 * a week confirmed (201, then 200), and delete-self keeping the confirmed week and refusing a window of it alone —
 * through the generated SDK. Every response is validated against the OpenAPI document (checkedFetch) on both the
 * Prism mock and the real server; behaviour is asserted on the real server only (roles against enforced
 * capabilities, allocation:read, tenancy, idempotency and MCP are in contract-tests/observed-evidence/evidence.live.test.ts). The last
 * test fails when an operationId of the tags roles and observed-evidence was never exercised.
 *
 * Org A is shared with the other suite files: the evidence here is the admin's, in two weeks of its own far in the
 * past (chosen at random), so other files and earlier runs do not see or touch it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { ORG_ROLES, ROLE_CAPABILITIES } from '../../src/auth/capabilities.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, onLive, unique } = suiteFixtures();
const DAY = 86_400_000;
/** A random Monday between 1990 and 2010, and the Monday after it. */
const week1 = new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 1000) * 7 * DAY); // 1990-01-01 is a Monday
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const monday1 = ymd(week1);
const monday2 = ymd(new Date(week1.getTime() + 7 * DAY));
const sunday2 = ymd(new Date(week1.getTime() + 13 * DAY));

describe('roles over the SDK (spec 2 §4.19, §5)', () => {
  it('listRoles: every org role with its name and the capabilities the server enforces', async () => {
    const res = expectStatus(await sdk.listRoles(), 200);
    onLive(() => {
      expect(res.data.data!.map((r) => r.id)).toEqual([...ORG_ROLES]);
      for (const r of res.data.data!) expect(r.capabilities).toEqual([...ROLE_CAPABILITIES[r.id]].sort());
      expect(res.data.data!.find((r) => r.id === 'em')!.name).toBe('Engineering manager');
    });
  });

  it("a user's orgRoleId is its role's id in the catalog", async () => {
    const users = expectStatus(await sdk.listUsers({ limit: 5 }), 200).data.data!;
    onLive(() => expect(users.every((u) => u.orgRoleId === u.orgRole)).toBe(true));
  });
});

describe('observed evidence over the SDK (spec 2 §4.19)', () => {
  let task: sdk.Task;
  const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

  beforeAll(async () => {
    task = expectStatus(await sdk.createTask({ title: `Evidenced task ${unique}` }), 201).data.data!;
  });

  it('ingestObservedEvidence: items recorded, a repeat counted as a duplicate; subjectRef by task ref', async () => {
    const items = [
      { externalId: `c1-${unique}`, source: 'github', kind: 'commit' as const, occurredAt: at(monday1, 9), subjectRef: task.ref, note: 'Fix export' },
      { externalId: `m1-${unique}`, source: 'calendar', kind: 'meeting' as const, occurredAt: at(monday2, 10), durationMinutes: 30 },
    ];
    const first = expectStatus(await sdk.ingestObservedEvidence({ items }), 200);
    onLive(() => {
      expect(first.data.data).toMatchObject({ ingested: 2, duplicates: 0 });
      expect(first.data.data!.items.map((i) => i.status)).toEqual(['created', 'created']);
    });
    const again = expectStatus(
      await sdk.ingestObservedEvidence({ items: [items[0], { ...items[0], externalId: `c2-${unique}`, occurredAt: at(monday1, 11) }] }),
      200,
    );
    onLive(() => {
      expect(again.data.data).toMatchObject({ ingested: 1, duplicates: 1 });
      expect(again.data.data!.items[0]).toEqual({ ...first.data.data!.items[0], status: 'duplicate' });
    });
    if (live) expectStatus(await sdk.ingestObservedEvidence({ items: [{ ...items[0], externalId: `x-${unique}`, subjectRef: 'ZZZ-999999' }] }), 404);
  });

  it('hashObservedIdentifiers: HMAC-SHA256 hex in the order sent; emails normalised', async () => {
    const res = expectStatus(await sdk.hashObservedIdentifiers({ identifiers: ['Ada@Example.com ', 'ada@example.com', 'bob@example.com'] }), 200);
    onLive(() => {
      const { algorithm, hashes } = res.data.data!;
      expect(algorithm).toBe('HMAC-SHA256');
      expect(hashes).toHaveLength(3);
      expect(hashes[0]).toBe(hashes[1]);
      expect(hashes[2]).not.toBe(hashes[0]);
    });
  });

  it("exportObservedEvidence: the caller's evidence oldest first, in a window, paged", async () => {
    const res = expectStatus(await sdk.exportObservedEvidence({ from: monday1, to: sunday2 }), 200);
    onLive(() => {
      expect(res.data.data!.map((e) => e.externalId)).toEqual([`c1-${unique}`, `c2-${unique}`, `m1-${unique}`]);
      expect(res.data.data![0]).toMatchObject({
        kind: 'commit',
        subjectType: 'task',
        subjectId: task.id,
        subjectRef: task.ref,
        weekStart: monday1,
        note: 'Fix export',
        durationMinutes: null,
      });
      expect(res.data.data![2]).toMatchObject({ weekStart: monday2, durationMinutes: 30, subjectRef: null });
    });
    const page = expectStatus(await sdk.exportObservedEvidence({ from: monday1, to: sunday2, limit: 1 }), 200);
    onLive(() => expect(page.data.pagination).toMatchObject({ hasMore: true }));
  });

  it('confirmEvidenceReconciliation: 201 the first time, 200 the second; a Tuesday is 400', async () => {
    const first = await sdk.confirmEvidenceReconciliation({ weekStart: monday1 });
    expect([200, 201]).toContain(first.status);
    onLive(() => expect(first.status).toBe(201));
    const again = await sdk.confirmEvidenceReconciliation({ weekStart: monday1 });
    expect([200, 201]).toContain(again.status);
    onLive(() => {
      expect(again.status).toBe(200);
      expect((again.data as { data: sdk.EvidenceReconciliation }).data).toEqual((first.data as { data: sdk.EvidenceReconciliation }).data);
    });
    if (live) expectStatus(await sdk.confirmEvidenceReconciliation({ weekStart: ymd(new Date(week1.getTime() + DAY)) }), 400);
  });

  it('deleteOwnObservedEvidence: the unconfirmed week deleted, the confirmed kept; a confirmed-only window is 409', async () => {
    const res = expectStatus(await sdk.deleteOwnObservedEvidence({ from: monday1, to: sunday2 }), 200);
    onLive(() => expect(res.data.data).toEqual({ deleted: 1, keptWeeks: [monday1] }));
    if (live) {
      const left = expectStatus(await sdk.exportObservedEvidence({ from: monday1, to: sunday2 }), 200).data.data!;
      expect(left.map((e) => e.externalId)).toEqual([`c1-${unique}`, `c2-${unique}`]);
      const refusal = expectStatus(await sdk.deleteOwnObservedEvidence({ from: monday1, to: monday1 }), 409);
      expect(refusal.data.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { keptWeeks: [monday1] } });
    }
  });
});

describe('coverage', () => {
  it("the tags roles and observed-evidence are this file's", () => {
    expect(splitProblems().filter((p) => /roles|observed-evidence/.test(p))).toEqual([]);
    expect(suiteTags['observed-evidence/evidence.test.ts']).toEqual(['roles', 'observed-evidence']);
  });

  it('exercises every operationId of the tags roles and observed-evidence (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toHaveLength(6);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['roles', 'observed-evidence']));
    expect(inScope.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
