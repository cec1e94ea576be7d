/**
 * One suite, two targets, for similar insights, the pattern board and intake (spec 1
 * §3.1; spec 2 §4.12, §4.21, §9): similar insights of a seeded near-duplicate, the board with its stable pattern
 * ids, link-insights, dismiss, attach-work, the deprecated accept (Deprecation header, meta.deprecation), the
 * intake list and stats, through the generated SDK. Every response is validated against the OpenAPI document
 * (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real server only. The last
 * test fails when an operationId of the tag intake, or one of the six pattern operations of the tag insights (taken
 * over in `suiteOperations`, contract-tests/lib/suiteTags.ts), was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: this file's insights use words no other
 * file uses (and a unique suffix), so their clusters are theirs alone; lists are filtered by this file's customer.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteOperations, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, onLive, unique } = suiteFixtures();

/** Near-duplicate asks of one theme (words no other suite file uses), each with this run's suffix. */
const theme = (words: string, k: number) => `${words} ${['please', 'soon', 'for our staff'][k % 3]} ${unique}`;

describe('similar insights, the pattern board and intake over the SDK (spec 1 §3.1; spec 2 §4.12, §4.21, §9)', () => {
  let customer: { id: string; ref: string };
  let opportunity: { id: string; ref: string };
  const made: Record<string, sdk.Insight[]> = {};
  let board: sdk.InsightPatternBoard;
  const patternOf = (key: string) => (live ? board.patterns.find((p) => p.insightIds.includes(made[key][0].id))! : undefined);
  const idOf = (key: string) => patternOf(key)?.id ?? randomUUID();

  it('fixtures: a customer with ARR, an opportunity, three themes of near-duplicate asks', async () => {
    const c = expectStatus(await sdk.createCustomer({ name: `Pattern customer ${unique}`, arr: 12000 }), 201).data.data!;
    customer = { id: c.id, ref: c.ref };
    const opp = expectStatus(await sdk.createOpportunity({ title: `Pattern opportunity ${unique}` }), 201).data.data!;
    opportunity = { id: opp.id, ref: opp.ref };
    const themes: Record<string, string> = {
      quokka: 'Quokka zebrafish ledger reconciliation',
      narwhal: 'Narwhal kumquat badge printing',
      axolotl: 'Axolotl tamarind roster swapping',
    };
    for (const [key, words] of Object.entries(themes)) {
      made[key] = [];
      for (let k = 0; k < 3; k++) {
        made[key].push(expectStatus(await sdk.createInsight({ verbatim: theme(words, k), source: 'interview', customerId: customer.ref }), 201).data.data!);
      }
    }
  });

  it('similar: the near-duplicates of an insight, most similar first', async () => {
    const res = expectStatus(await sdk.listSimilarInsights(made.quokka[0].ref), 200);
    onLive(() => {
      const rows = res.data.data!;
      // the two near-duplicates first; other asks of this file share only the run's suffix, and rank below them
      expect(
        rows
          .slice(0, 2)
          .map((r) => r.insightId)
          .sort(),
      ).toEqual([made.quokka[1].id, made.quokka[2].id].sort());
      expect(rows.map((r) => r.insightId)).not.toContain(made.quokka[0].id);
      expect(rows.every((r, i) => i === 0 || rows[i - 1].similarity >= r.similarity)).toBe(true);
      expect(rows.find((r) => r.insightId === made.quokka[1].id)).toMatchObject({
        kind: 'duplicate',
        customerId: customer.id,
        rejectionCategory: null,
        statusNote: null,
      });
    });
    if (live) expectStatus(await sdk.listSimilarInsights('INS-999999999'), 404);
  });

  it('board: one pattern per theme, with its customer and ARR at stake; the same ids on the next read', async () => {
    board = expectStatus(await sdk.getInsightPatterns(), 200).data.data!;
    onLive(() => {
      expect(board).toMatchObject({ enabled: true, embeddingModelConfigured: false });
      for (const key of Object.keys(made)) {
        const p = patternOf(key);
        expect(p, key).toBeDefined();
        expect([...p!.insightIds].sort()).toEqual(made[key].map((i) => i.id).sort());
        expect(p).toMatchObject({ status: 'open', customerCount: 1, arrAtStake: 12000, opportunityId: null });
        expect(p!.label.length).toBeLessThanOrEqual(80);
      }
    });
    const again = expectStatus(await sdk.getInsightPatterns(), 200).data.data!;
    onLive(() => {
      for (const key of Object.keys(made)) expect(again.patterns.find((p) => p.insightIds.includes(made[key][0].id))!.id).toBe(patternOf(key)!.id);
    });
  });

  it('link-insights: an insight added by ref stays in the pattern', async () => {
    const extra = expectStatus(await sdk.createInsight({ verbatim: `Some other ask ${unique}`, source: 'support', customerId: customer.ref }), 201).data.data!;
    const linked = expectStatus(await sdk.linkInsightPatternInsights(idOf('quokka'), { insightIds: [extra.ref] }), 200).data.data!;
    onLive(() => expect(linked.insightIds).toContain(extra.id));
    const after = expectStatus(await sdk.getInsightPatterns(), 200).data.data!;
    onLive(() => expect(after.patterns.find((p) => p.id === idOf('quokka'))!.insightIds).toContain(extra.id));
  });

  it('dismiss: off the board for good', async () => {
    const dismissed = expectStatus(await sdk.dismissInsightPattern(idOf('narwhal'), {}), 200).data.data!;
    onLive(() => expect(dismissed.status).toBe('dismissed'));
    const after = expectStatus(await sdk.getInsightPatterns(), 200).data.data!;
    onLive(() => expect(after.patterns.some((p) => p.insightIds.includes(made.narwhal[0].id))).toBe(false));
    if (live) expectStatus(await sdk.dismissInsightPattern(idOf('narwhal'), {}), 409);
  });

  it('attach-work: every insight of the pattern linked to the opportunity (created → active)', async () => {
    const attached = expectStatus(await sdk.attachInsightPatternWork(idOf('quokka'), { entityType: 'opportunity', entityId: opportunity.ref }), 200).data.data!;
    onLive(() => expect(attached.status).toBe('attached'));
    if (live) {
      for (const i of made.quokka) {
        const got = expectStatus(await sdk.getInsight(i.ref), 200).data.data!;
        expect(got.status).toBe('active');
        expect(got.links.map((l) => l.entityId)).toEqual([opportunity.id]);
      }
    }
  });

  it('accept (deprecated): an opportunity linked to every insight, with the Deprecation header and meta.deprecation', async () => {
    const res = await sdk.acceptInsightPattern(idOf('axolotl'), { title: `Accepted ${unique}` });
    const accepted = expectStatus(res, 201);
    onLive(() => {
      expect(res.headers.get('deprecation')).toBe('true');
      expect(accepted.data.meta.deprecation).toEqual({ deprecated: true, replacement: 'patternPromotion on createOpportunity, or attachInsightPatternWork' });
      expect(accepted.data.data!.title).toBe(`Accepted ${unique}`);
    });
    if (live) {
      const linked = expectStatus(await sdk.listInsights({ opportunityId: accepted.data.data!.id, limit: 50 }), 200).data.data!;
      expect(linked.map((i) => i.id).sort()).toEqual(made.axolotl.map((i) => i.id).sort());
    }
  });

  it("intake: this customer's items oldest first, and the stats", async () => {
    const list = expectStatus(await sdk.listIntake({ customerId: customer.ref, limit: 50 }), 200);
    onLive(() => {
      const items = list.data.data!;
      // quokka's (with the insight linked to its pattern) and axolotl's are accepted (active) now, narwhal's still new
      expect(items.filter((i) => i.status === 'accepted')).toHaveLength(7);
      expect(
        items
          .filter((i) => i.status === 'new')
          .map((i) => i.insightId)
          .sort(),
      ).toEqual(made.narwhal.map((i) => i.id).sort());
      expect(items.map((i) => i.createdAt)).toEqual([...items.map((i) => i.createdAt)].sort());
    });
    const support = expectStatus(await sdk.listIntake({ customerId: customer.ref, status: 'accepted', source: 'support' }), 200);
    onLive(() => expect(support.data.data!.map((i) => i.verbatim)).toEqual([`Some other ask ${unique}`]));
    const stats = expectStatus(await sdk.getIntakeStats(), 200);
    onLive(() => {
      expect(stats.data.data!.counts.new).toBeGreaterThanOrEqual(3);
      expect(stats.data.data!.newOldestAgeHours).not.toBeNull();
      expect(stats.data.actions.map((a) => a.href)).toContain('/api/v1/intake?status=new');
    });
  });

  it('splits the tags between the suite files: intake here, and the six pattern operations taken over from insights', () => {
    expect(splitProblems().filter((p) => /\b(intake|patterns\.test\.ts)\b/.test(p))).toEqual([]);
    expect(suiteTags['intake/patterns.test.ts']).toEqual(['intake']);
    expect(suiteOperations['intake/patterns.test.ts']).toHaveLength(6);
  });

  it('exercises every operationId of the tag intake and the pattern operations (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['insights', 'intake']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
