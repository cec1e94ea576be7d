/**
 * One suite, two targets, for insights (spec 1 §2.9, §3.2; spec 2 §4.5 claims, §4.12):
 * external stakeholders (dedup regardless of case), an insight rooted at a customer, its update, list filters, links
 * to work and objectives with their flags, blocking insights, tags, objective impacts, the objective's claims, review
 * and decisions, and delete, through the generated SDK. Every response is validated against the OpenAPI document
 * (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real server only. The last
 * test fails when an operationId of the tag insights, or listObjectiveClaims (taken over from objectives in
 * `suiteOperations`, contract-tests/lib/suiteTags.ts), was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: names carry a unique suffix, lists are
 * filtered by this file's customer and searched, not compared whole; only the admin writes, so nobody is notified.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteOperations, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, onLive, unique } = suiteFixtures();

describe('insights over the SDK (spec 1 §2.9, §3.2; spec 2 §4.5, §4.12)', () => {
  let me: string;
  let customer: { id: string; ref: string };
  let objective: { id: string; ref: string };
  let opportunity: { id: string; ref: string };
  let task: { id: string; ref: string };
  let stakeholderId: string;
  let insight: sdk.Insight;

  it('fixtures: a customer, an objective, an opportunity and a task', async () => {
    me = expectStatus(await sdk.getViewer(), 200).data.data!.userId;
    const c = expectStatus(await sdk.createCustomer({ name: `Insight customer ${unique}` }), 201).data.data!;
    customer = { id: c.id, ref: c.ref };
    const vision = expectStatus(await sdk.createVision({ name: `Insight vision ${unique}`, kind: 'product', narrative: 'n' }), 201).data.data!;
    const metric = expectStatus(await sdk.createMetric({ name: `Insight metric ${unique}`, unit: 'count' }), 201).data.data!;
    const o = expectStatus(
      await sdk.createObjective({
        title: `Insight objective ${unique}`,
        visionId: vision.id,
        driId: me,
        metric: { metricId: metric.id, operator: 'gte', target: 10 },
      }),
      201,
    ).data.data!;
    objective = { id: o.id, ref: o.ref };
    const opp = expectStatus(await sdk.createOpportunity({ title: `Insight opportunity ${unique}` }), 201).data.data!;
    opportunity = { id: opp.id, ref: opp.ref };
    const t = expectStatus(await sdk.createTask({ title: `Insight task ${unique}` }), 201).data.data!;
    task = { id: t.id, ref: t.ref };
  });

  it('external stakeholders: create (201), the same name in another case returns it (200), list by name', async () => {
    const made = await sdk.createExternalStakeholder({ name: `Gartner analyst ${unique}` });
    expect([200, 201]).toContain(made.status);
    onLive(() => expect(made.status).toBe(201));
    stakeholderId = (made.data as { data: sdk.ExternalStakeholder }).data.id;
    const again = await sdk.createExternalStakeholder({ name: `GARTNER ANALYST ${unique}`.toUpperCase() });
    expect([200, 201]).toContain(again.status);
    onLive(() => {
      expect(again.status).toBe(200);
      expect((again.data as { data: sdk.ExternalStakeholder }).data).toEqual((made.data as { data: sdk.ExternalStakeholder }).data);
    });
    const list = expectStatus(await sdk.listExternalStakeholders(), 200).data.data!;
    onLive(() => {
      expect(list.filter((s) => s.id === stakeholderId)).toHaveLength(1);
      const lower = list.map((s) => s.name.toLowerCase());
      expect(lower).toEqual([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });
  });

  it('create, get by ref, update; one demand root', async () => {
    const created = expectStatus(
      await sdk.createInsight({
        verbatim: `We reconcile invoices by hand ${unique}`,
        source: 'interview',
        customerId: customer.ref,
        moscow: 'must',
        deadline: '2099-03-31',
      }),
      201,
    );
    insight = created.data.data!;
    onLive(() => {
      expect(insight).toMatchObject({
        customerId: customer.id,
        stakeholderUserId: null,
        externalStakeholderId: null,
        status: 'created',
        recordedById: me,
        moscow: 'must',
        deadline: '2099-03-31',
        links: [],
        impacts: [],
      });
      expect(insight.ref).toMatch(/^INS-\d+$/);
      expect(created.data.actions.map((a) => a.name)).toEqual(expect.arrayContaining(['getInsight', 'setInsightStatus']));
    });
    const got = expectStatus(await sdk.getInsight(insight.ref), 200);
    onLive(() => expect(got.data.data).toEqual(insight));

    const updated = expectStatus(await sdk.updateInsight(insight.ref, { interpretation: 'Needs automated invoice matching', moscow: 'should' }), 200);
    onLive(() => expect(updated.data.data).toMatchObject({ id: insight.id, interpretation: 'Needs automated invoice matching', moscow: 'should' }));
    if (live) {
      const two = expectStatus(
        await sdk.createInsight({ verbatim: 'Two roots', source: 'sales', customerId: customer.id, externalStakeholderId: stakeholderId }),
        400,
      );
      expect(two.data.error.details!.map((d) => d.field)).toEqual(['body.customerId', 'body.externalStakeholderId']);
      const theirs = expectStatus(await sdk.createInsight({ verbatim: 'From outside', source: 'async', externalStakeholderId: stakeholderId }), 201);
      expect(theirs.data.data).toMatchObject({ externalStakeholderId: stakeholderId, customerId: null });
      expectStatus(await sdk.deleteInsight(theirs.data.data!.id), 200);
    }
  });

  it('list by customer and full text', async () => {
    const byCustomer = expectStatus(await sdk.listInsights({ customerId: customer.ref, limit: 50 }), 200);
    onLive(() => expect(byCustomer.data.data!.map((i) => i.id)).toEqual([insight.id]));
    const byText = expectStatus(await sdk.listInsights({ q: `invoices ${unique}` }), 200);
    onLive(() => expect(byText.data.data!.map((i) => i.id)).toEqual([insight.id]));
  });

  it('attach work (created → active), set a link blocking, list blocking insights, detach', async () => {
    const attached = expectStatus(await sdk.attachInsight(insight.ref, { entityType: 'opportunity', entityId: opportunity.ref, pinned: true }), 200);
    onLive(() => {
      expect(attached.data.data!.status).toBe('active');
      expect(attached.data.data!.links).toEqual([{ entityType: 'opportunity', entityId: opportunity.id, ref: opportunity.ref, pinned: true, blocking: false }]);
    });
    expectStatus(await sdk.attachInsight(insight.ref, { entityType: 'task', entityId: task.ref }), 200);
    const flagged = expectStatus(await sdk.setInsightLink(insight.ref, { entityType: 'opportunity', entityId: opportunity.id, blocking: true }), 200);
    onLive(() => expect(flagged.data.data!.links.find((l) => l.entityType === 'opportunity')).toMatchObject({ pinned: true, blocking: true }));
    const blocked = expectStatus(await sdk.listBlockingInsights({ opportunityId: opportunity.ref }), 200);
    onLive(() => expect(blocked.data.data!.map((i) => i.id)).toEqual([insight.id]));
    if (live) expectStatus(await sdk.listBlockingInsights({}), 400);
    const detached = expectStatus(await sdk.detachInsight(insight.ref, { entityType: 'task', entityId: task.ref }), 200);
    onLive(() => expect(detached.data.data!.links.map((l) => l.entityType)).toEqual(['opportunity']));
  });

  it('tags: set the full list, then clear it', async () => {
    const tag = expectStatus(await sdk.createTag({ name: `Insight tag ${unique}` }), 201).data.data!;
    const tagged = expectStatus(await sdk.setInsightTags(insight.ref, { tagIds: [tag.id] }), 200);
    onLive(() => expect(tagged.data.data!.tagIds).toEqual([tag.id]));
    const cleared = expectStatus(await sdk.setInsightTags(insight.ref, { tagIds: [] }), 200);
    onLive(() => expect(cleared.data.data!.tagIds).toEqual([]));
  });

  it("impacts and the objective's claims", async () => {
    const impacted = expectStatus(await sdk.setInsightImpact(insight.ref, { impacts: [{ objectiveId: objective.ref, delta: 5 }] }), 200);
    onLive(() => expect(impacted.data.data!.impacts).toEqual([{ objectiveId: objective.id, delta: 5 }]));
    const claims = expectStatus(await sdk.listObjectiveClaims(objective.ref), 200);
    onLive(() => {
      expect(claims.data.data).toEqual([
        {
          insightId: insight.id,
          insightRef: insight.ref,
          verbatim: insight.verbatim,
          customerId: customer.id,
          customerName: `Insight customer ${unique}`,
          estimatedDelta: 5,
          committedDate: '2099-03-31',
          work: [{ entityType: 'opportunity', id: opportunity.id, ref: opportunity.ref, status: 'backlog' }],
          conditionStatus: 'in_progress',
        },
      ]);
    });
    const byObjective = expectStatus(await sdk.listInsights({ objectiveId: objective.ref }), 200);
    onLive(() => expect(byObjective.data.data!.map((i) => i.id)).toEqual([insight.id]));
  });

  it('review: a team, then null; decisions: need_context with a note', async () => {
    const team = expectStatus(
      await sdk.createTeam({
        name: `Insight team ${unique}`,
        prefix: `I${unique
          .slice(-3)
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, 'X')}`,
      }),
      201,
    ).data.data!;
    const review = expectStatus(await sdk.setInsightReviewTeam(insight.ref, { teamId: team.id }), 200);
    onLive(() => expect(review.data.data).toMatchObject({ status: 'review', reviewTeamId: team.id }));
    const ended = expectStatus(await sdk.setInsightReviewTeam(insight.ref, { teamId: null }), 200);
    onLive(() => expect(ended.data.data).toMatchObject({ status: 'active', reviewTeamId: null })); // it has linked work
    const back = expectStatus(await sdk.setInsightStatus(insight.ref, { status: 'need_context', note: 'Which invoices, from which system?' }), 200);
    onLive(() => expect(back.data.data).toMatchObject({ status: 'need_context', statusNote: 'Which invoices, from which system?', rejectionCategory: null }));
    if (live) expectStatus(await sdk.setInsightStatus(insight.ref, { status: 'need_context', note: 'Again, please' }), 409);
  });

  it('delete', async () => {
    const deleted = expectStatus(await sdk.deleteInsight(insight.ref), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: insight.id, deleted: true }));
    if (live) expect((await sdk.getInsight(insight.id)).status).toBe(404);
  });

  it('splits the tags between the suite files: insights here, and listObjectiveClaims taken over from objectives', () => {
    expect(splitProblems().filter((p) => /\b(insights|listObjectiveClaims|insights\.test\.ts)\b/.test(p))).toEqual([]);
    expect(suiteTags['insights/insights.test.ts']).toEqual(['insights']);
    expect(suiteOperations['insights/insights.test.ts']).toEqual(['listObjectiveClaims']);
  });

  it('exercises every operationId of the tag insights and listObjectiveClaims (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toContain('listObjectiveClaims');
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['insights', 'objectives']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
