/**
 * Insights under the platform rules (spec 2 §4.1, §7, §8, §4.21): tenancy, idempotency, capabilities, actions that
 * succeed, and a call over MCP.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelopeError, Insight } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, envelope, failure, must, raw, useSdk } from '../lib/sdkAs.js';
import { admin, customer, db, eng, fixture, ids, insight, me, org, uniq, useInsightsOrg } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useSdk();
useInsightsOrg();

describe('platform rules: tenancy, idempotency, actions, MCP (spec 2 §4.1, §7, §8, §4.21)', () => {
  it("another org's insight, customer, stakeholder, objective and work read as 404 on every operation that names them", async () => {
    const other = await newOrg('Insight tenancy org');
    const them = as(other.apiKey);
    const theirCustomer = await customer(them, other.orgId, 'Their customer');
    const theirs = must(await sdk.createInsight({ verbatim: 'Their ask', source: 'sales', customerId: theirCustomer.id }, undefined, them));
    const theirStakeholder = must(await sdk.createExternalStakeholder({ name: 'Their analyst' }, undefined, them));
    const theirOpp = must(await sdk.createOpportunity({ title: 'Their opp' }, undefined, them));
    const theirVision = must(await sdk.createVision({ name: 'Theirs', kind: 'product', narrative: 'n' }, undefined, them));
    const theirObjective = must(await sdk.createObjective({ title: 'Their objective', visionId: theirVision.id, driId: other.userId }, undefined, them));
    const mine = await insight();

    const opp = { entityType: 'opportunity', entityId: fixture.opp.ref } as const;
    const calls: [string, () => Promise<{ status: number; data: unknown; headers: Headers }>, string][] = [
      ['getInsight', () => sdk.getInsight(theirs.id, admin), 'path.id'],
      ['updateInsight', () => sdk.updateInsight(theirs.id, { verbatim: 'Mine now' }, undefined, admin), 'path.id'],
      ['deleteInsight', () => sdk.deleteInsight(theirs.id, undefined, admin), 'path.id'],
      ['attachInsight', () => sdk.attachInsight(theirs.id, opp, undefined, admin), 'path.id'],
      ['detachInsight', () => sdk.detachInsight(theirs.id, opp, undefined, admin), 'path.id'],
      ['setInsightLink', () => sdk.setInsightLink(theirs.id, { ...opp, pinned: true }, undefined, admin), 'path.id'],
      ['setInsightStatus', () => sdk.setInsightStatus(theirs.id, { status: 'archived' }, undefined, admin), 'path.id'],
      ['setInsightReviewTeam', () => sdk.setInsightReviewTeam(theirs.id, { teamId: null }, undefined, admin), 'path.id'],
      ['setInsightTags', () => sdk.setInsightTags(theirs.id, { tagIds: [] }, undefined, admin), 'path.id'],
      ['setInsightImpact', () => sdk.setInsightImpact(theirs.id, { impacts: [] }, undefined, admin), 'path.id'],
      [
        'createInsight customerId',
        () => sdk.createInsight({ verbatim: 'x', source: 'sales', customerId: theirCustomer.id }, undefined, admin),
        'body.customerId',
      ],
      [
        'createInsight externalStakeholderId',
        () => sdk.createInsight({ verbatim: 'x', source: 'sales', externalStakeholderId: theirStakeholder.id }, undefined, admin),
        'body.externalStakeholderId',
      ],
      [
        'createInsight stakeholderUserId',
        () => sdk.createInsight({ verbatim: 'x', source: 'sales', stakeholderUserId: other.userId }, undefined, admin),
        'body.stakeholderUserId',
      ],
      ['attachInsight entityId', () => sdk.attachInsight(mine.ref, { entityType: 'opportunity', entityId: theirOpp.id }, undefined, admin), 'body.entityId'],
      [
        'setInsightImpact objectiveId',
        () => sdk.setInsightImpact(mine.ref, { impacts: [{ objectiveId: theirObjective.id, delta: 1 }] }, undefined, admin),
        'body.impacts.0.objectiveId',
      ],
      ['listBlockingInsights', () => sdk.listBlockingInsights({ opportunityId: theirOpp.id }, admin), 'query.opportunityId'],
      ['listObjectiveClaims', () => sdk.listObjectiveClaims(theirObjective.id, admin), 'path.id'],
    ];
    for (const [name, call, field] of calls) {
      const r = await call();
      failure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.data), name).not.toMatch(/Their/);
    }
    expect(ids(await allOf((cursor) => sdk.listInsights({ includeArchived: true, cursor, limit: 200 }, admin)))).not.toContain(theirs.id);
    expect(must(await sdk.listExternalStakeholders(admin)).map((s) => s.id)).not.toContain(theirStakeholder.id);
    // the same name in another org is another stakeholder (201)
    envelope(await sdk.createExternalStakeholder({ name: 'Their analyst' }, undefined, admin), 201);
    expect(must(await sdk.getInsight(theirs.id, them))).toEqual(theirs);
  });

  it('createInsight retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const body: sdk.CreateInsightBody = { verbatim: `Once ${uniq()}`, source: 'interview', customerId: fixture.acme.ref };
    const first = envelope(await sdk.createInsight(body, { 'Idempotency-Key': key }, admin), 201);
    const again = await sdk.createInsight(body, { 'Idempotency-Key': key }, admin);
    envelope(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(must(again)).toEqual(first.data);
    expect(
      (await allOf((cursor) => sdk.listInsights({ customerId: fixture.acme.id, cursor, limit: 200 }, admin))).filter((x) => x.verbatim === body.verbatim),
    ).toHaveLength(1);
    failure(await sdk.createInsight({ ...body, verbatim: 'Something else' }, { 'Idempotency-Key': key }, admin), 409, 'IDEMPOTENCY_CONFLICT');
    // a status decision replays too, instead of a 409 for the second move
    const sKey = randomUUID();
    const move: sdk.SetInsightStatusBody = { status: 'rejected', note: 'Duplicate of an older ask', rejectionCategory: 'duplicate' };
    envelope(await sdk.setInsightStatus(first.data.ref, move, { 'Idempotency-Key': sKey }, admin));
    const replay = await sdk.setInsightStatus(first.data.ref, move, { 'Idempotency-Key': sKey }, admin);
    envelope(replay);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await db('customer_updates').where({ org_id: org.orgId, entity_id: first.data.id })).toHaveLength(1);
  });

  it('every write is in the activity log as the insight, attributed to the caller', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    must(await sdk.updateInsight(i.ref, { interpretation: 'Logged' }, undefined, eng));
    must(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: fixture.task.ref }, undefined, admin));
    must(await sdk.setInsightImpact(i.ref, { impacts: [{ objectiveId: fixture.objective.ref, delta: 1 }] }, undefined, admin));
    const log: { action: string; actor_user_id: string }[] = await db('activities')
      .where({ org_id: org.orgId, entity_type: 'insight', entity_id: i.id })
      .orderBy('seq');
    expect(log.map((r) => r.action)).toEqual(expect.arrayContaining(['created', 'updated']));
    expect(log[0].actor_user_id).toBe(me);
    expect(log.some((r) => r.actor_user_id === org.engineerId)).toBe(true);
    expect(log.length).toBeGreaterThanOrEqual(4);
  });

  it('the actions of an insight succeed when followed, and only valid moves are offered', async () => {
    const make = async () => {
      const i = await insight({ customerId: fixture.acme.id });
      must(await sdk.attachInsight(i.ref, { entityType: 'opportunity', entityId: fixture.opp.ref }, undefined, admin));
      must(await sdk.attachInsight(i.ref, { entityType: 'objective', entityId: fixture.objective.ref }, undefined, admin));
      must(await sdk.setInsightReviewTeam(i.ref, { teamId: fixture.team.id }, undefined, admin));
      return i.ref;
    };
    const first = envelope(await sdk.getInsight(await make(), admin));
    const names = first.actions.map((a) => a.name);
    expect(names).toEqual(['getInsight', 'setInsightStatus', 'setInsightReviewTeam', 'detachInsight', 'detachInsight', 'getCustomer', 'listInsights']);
    expect(first.actions[1]).toMatchObject({ body: { status: 'archived' }, tool: 'set_insight_status', toolset: 'insights' });
    for (let k = 0; k < first.actions.length; k++) {
      const a = envelope(await sdk.getInsight(await make(), admin)).actions[k];
      // each action is followed as offered (method, href, body): raw HTTP
      const r = await raw<{ error?: ErrorEnvelopeError }>(org.apiKey, a.method, a.href, a.body);
      expect(r.status, `${JSON.stringify(a)} → ${JSON.stringify(r.data?.error ?? '')}`).toBeLessThan(400);
    }
    // archived: no archive offered; no review team: no end of review
    const plain = await insight();
    const archived = must(await sdk.setInsightStatus(plain.ref, { status: 'archived' }, undefined, admin));
    expect(archived.status).toBe('archived');
    const got = envelope(await sdk.getInsight(plain.ref, admin));
    expect(got.actions.map((a) => a.name)).toEqual(['getInsight', 'listInsights']);
    // an external stakeholder's actions (its list) succeed too
    const made = envelope(await sdk.createExternalStakeholder({ name: `Acts ${uniq()}` }, undefined, admin), 201);
    // followed as offered: raw HTTP
    for (const a of made.actions) expect((await raw(org.apiKey, a.method, a.href, a.body)).status).toBe(200);
  });

  it('over MCP: the insights toolset lists the tools; create_insight and get_insight answer what REST reads back', async () => {
    const c = await mcpAs(org.engineerKey, '?toolsets=insights');
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(
        expect.arrayContaining([
          'list_insights',
          'create_insight',
          'get_insight',
          'set_insight_status',
          'set_insight_review_team',
          'list_external_stakeholders',
        ]),
      );
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        const text = (r.content as { text: string }[])[0]?.text;
        const body = bodyOf<Insight>(r.structuredContent ?? JSON.parse(text));
        return { isError: Boolean(r.isError), body };
      };
      const made = await call('create_insight', { verbatim: 'Asked over MCP', source: 'async', customerId: fixture.acme.ref, idempotencyKey: randomUUID() });
      expect(made.isError, JSON.stringify(made.body).slice(0, 400)).toBe(false);
      expect(made.body.data).toMatchObject({ verbatim: 'Asked over MCP', customerId: fixture.acme.id, recordedById: org.engineerId, status: 'created' });
      const rest = must(await sdk.getInsight(made.body.data.ref, admin));
      const got = await call('get_insight', { id: made.body.data.ref });
      expect(got.isError).toBe(false);
      expect(got.body.data.id).toBe(rest.id);
      expect(got.body.data.verbatim).toBe(rest.verbatim);
      // a rule refusal names the tool argument
      const two = await call('create_insight', { verbatim: 'Two', source: 'async', customerId: fixture.acme.ref, stakeholderUserId: 'me' });
      expect(two.isError).toBe(true);
      expect(two.body.error.details?.map((d) => d.field)).toEqual(['customerId', 'stakeholderUserId']);
    } finally {
      await c.close();
    }
  });
});
