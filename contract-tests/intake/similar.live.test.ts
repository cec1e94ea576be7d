/**
 * Similar insights on the real server and a real Postgres (spec 2 §4.12): similar on seeded near-duplicates and a
 * past rejection (order, kinds, scores in 0..1, unrelated and archived ones absent, the trigram index serving the
 * expression).
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { Insight } from '../../sdk/src/index';
import { INDEXED_TEXT } from '../../src/services/insights/patterns.js';
import { similarity } from '../../src/services/insights/trigrams.js';
import { envelope, failure, must, useSdk } from '../lib/sdkAs.js';
import { useIntakeDb, db, setup } from './_setup.js';

useSdk();
useIntakeDb();

describe('similar insights (spec 2 §4.12)', () => {
  it('near-duplicates first, past rejections with their category and note, scores in 0..1; unrelated, archived and the insight itself absent', async () => {
    const { admin, customer, insight } = await setup('Similar org');
    const acme = await customer('Acme', 1000);
    const base = await insight(
      'Bulk export of invoices to CSV from the billing page',
      { customerId: acme.id },
      { interpretation: 'Finance reconciles in spreadsheets' },
    );
    const near = await insight('Bulk export of invoices to CSV from the billing page please', { customerId: acme.id });
    const looser = await insight('Export invoices in bulk as CSV files', { customerId: acme.id });
    const rejected = await insight('Bulk export of invoices to CSV from billing');
    must(
      await sdk.setInsightStatus(
        rejected.ref,
        {
          status: 'rejected',
          note: 'Covered by the accounting integration',
          rejectionCategory: 'duplicate',
        },
        undefined,
        admin,
      ),
    );
    const archived = await insight('Bulk export of invoices to CSV from the billing page, again');
    must(await sdk.setInsightStatus(archived.ref, { status: 'archived' }, undefined, admin));
    const unrelated = await insight('Dark mode for the mobile app at night');

    const res = envelope(await sdk.listSimilarInsights(base.ref, admin));
    const rows = res.data;
    const ids = rows.map((r) => r.insightId);
    expect(ids).toEqual(expect.arrayContaining([near.id, looser.id, rejected.id]));
    expect(ids).not.toContain(base.id);
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(unrelated.id);
    expect(ids[0]).toBe(near.id);
    expect(ids.indexOf(rejected.id)).toBeLessThan(ids.indexOf(looser.id));
    for (let k = 1; k < rows.length; k++) expect(rows[k - 1].similarity).toBeGreaterThanOrEqual(rows[k].similarity);
    for (const r of rows) {
      expect(r.similarity).toBeGreaterThan(0);
      expect(r.similarity).toBeLessThanOrEqual(1);
    }
    expect(rows.find((r) => r.insightId === near.id)).toEqual({
      insightId: near.id,
      ref: near.ref,
      verbatim: near.verbatim,
      status: 'created',
      customerId: acme.id,
      kind: 'duplicate',
      similarity: expect.any(Number),
      rejectionCategory: null,
      statusNote: null,
    });
    expect(rows.find((r) => r.insightId === rejected.id)).toMatchObject({
      kind: 'past_rejection',
      status: 'rejected',
      rejectionCategory: 'duplicate',
      statusNote: 'Covered by the accounting integration',
      customerId: null,
    });
    // the score is the trigram similarity raised by the full-text rank, never below it
    const text = (i: Insight) => `${i.verbatim} ${i.interpretation ?? ''}`;
    const {
      rows: [{ s }],
    } = await db.raw('SELECT similarity(?, ?) AS s', [text(near), text(base)]);
    const score = rows.find((r) => r.insightId === near.id)!.similarity;
    expect(score).toBeGreaterThanOrEqual(Math.round(s * 10000) / 10000);
    expect(res.pagination).toEqual({ cursor: null, hasMore: false });
    expect(res.actions.map((a) => a.name)).toContain('getInsight');
    // by UUID alike; an unknown ref or another org's insight is 404 naming path.id
    expect(envelope(await sdk.listSimilarInsights(base.id, admin)).data).toEqual(rows);
    failure(await sdk.listSimilarInsights('INS-99999', admin), 404, 'NOT_FOUND', 'path.id');
    const other = await setup('Similar other org');
    failure(await sdk.listSimilarInsights(base.id, other.admin), 404, 'NOT_FOUND', 'path.id');
    const theirs = await other.insight('Bulk export of invoices to CSV from the billing page');
    expect(envelope(await sdk.listSimilarInsights(base.ref, admin)).data.map((r) => r.insightId)).not.toContain(theirs.id);
  });

  it('the similarity expression is the one the trigram index covers, and the in-process similarity equals pg_trgm', async () => {
    const plan = await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const { rows } = await trx.raw(`EXPLAIN SELECT 1 FROM insights i WHERE ${INDEXED_TEXT('i')} % 'export invoices'`);
      return (rows as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('insights_text_trgm');
    const pairs = [
      ['Bulk export of invoices to CSV', 'bulk CSV export for invoices'],
      ['SSO with Okta, please!', 'Single sign-on via Okta'],
      ['Café crème', 'cafe creme'],
      ['x', ''],
      ['Ünïcödé wörds 123', 'unicode words 1234'],
    ];
    for (const [a, b] of pairs) {
      const {
        rows: [{ s }],
      } = await db.raw('SELECT similarity(?, ?) AS s', [a, b]);
      expect(similarity(a, b), `${a} ~ ${b}`).toBeCloseTo(s, 5);
    }
  });
});
