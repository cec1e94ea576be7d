/**
 * Insights under the platform rules (spec 2 §4.1, §7, §8, §4.21): tenancy, idempotency, capabilities, actions that
 * succeed, and a call over MCP.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { admin, baseUrl, customer, db, eng, fixture, ids, insight, me, org, uniq, useInsightsOrg } from './_setup.js';

useInsightsOrg();

describe('platform rules: tenancy, idempotency, actions, MCP (spec 2 §4.1, §7, §8, §4.21)', () => {
  it("another org's insight, customer, stakeholder, objective and work read as 404 on every operation that names them", async () => {
    const other = await newOrg('Insight tenancy org');
    const them = client(other.apiKey);
    const theirCustomer = await customer(them, other.orgId, 'Their customer');
    const theirs = await data(them, 'POST', '/api/v1/insights', { verbatim: 'Their ask', source: 'sales', customerId: theirCustomer.id });
    const theirStakeholder = await data(them, 'POST', '/api/v1/external-stakeholders', { name: 'Their analyst' });
    const theirOpp = await data(them, 'POST', '/api/v1/opportunities', { title: 'Their opp' });
    const theirVision = await data(them, 'POST', '/api/v1/visions', { name: 'Theirs', kind: 'product', narrative: 'n' });
    const theirObjective = await data(them, 'POST', '/api/v1/objectives', { title: 'Their objective', visionId: theirVision.id, driId: other.userId });
    const mine = await insight();

    const calls: [string, string, unknown?, string?][] = [
      ['GET', `/api/v1/insights/${theirs.id}`, undefined, 'path.id'],
      ['PATCH', `/api/v1/insights/${theirs.id}`, { verbatim: 'Mine now' }, 'path.id'],
      ['DELETE', `/api/v1/insights/${theirs.id}`, undefined, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/attach`, { entityType: 'opportunity', entityId: fixture.opp.ref }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/detach`, { entityType: 'opportunity', entityId: fixture.opp.ref }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-link`, { entityType: 'opportunity', entityId: fixture.opp.ref, pinned: true }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-status`, { status: 'archived' }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-review-team`, { teamId: null }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-tags`, { tagIds: [] }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-impact`, { impacts: [] }, 'path.id'],
      ['POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', customerId: theirCustomer.id }, 'body.customerId'],
      ['POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', externalStakeholderId: theirStakeholder.id }, 'body.externalStakeholderId'],
      ['POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', stakeholderUserId: other.userId }, 'body.stakeholderUserId'],
      ['POST', `/api/v1/insights/${mine.ref}/attach`, { entityType: 'opportunity', entityId: theirOpp.id }, 'body.entityId'],
      ['POST', `/api/v1/insights/${mine.ref}/set-impact`, { impacts: [{ objectiveId: theirObjective.id, delta: 1 }] }, 'body.impacts.0.objectiveId'],
      ['GET', `/api/v1/insights/blocking?opportunityId=${theirOpp.id}`, undefined, 'query.opportunityId'],
      ['GET', `/api/v1/objectives/${theirObjective.id}/claims`, undefined, 'path.id'],
    ];
    for (const [method, path, body, field] of calls) {
      const r = await admin(method, path, body);
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Their/);
    }
    expect(ids(await all(admin, '/api/v1/insights?includeArchived=true'))).not.toContain(theirs.id);
    expect(expectStatus(await admin('GET', '/api/v1/external-stakeholders'), 200).data.map((s: any) => s.id)).not.toContain(theirStakeholder.id);
    // the same name in another org is another stakeholder (201)
    expectStatus(await admin('POST', '/api/v1/external-stakeholders', { name: 'Their analyst' }), 201);
    expect(await data(them, 'GET', `/api/v1/insights/${theirs.id}`)).toEqual(theirs);
  });

  it('createInsight retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const body = { verbatim: `Once ${uniq()}`, source: 'interview', customerId: fixture.acme.ref };
    const first = expectStatus(await admin('POST', '/api/v1/insights', body, { 'idempotency-key': key }), 201);
    const again = await admin('POST', '/api/v1/insights', body, { 'idempotency-key': key });
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.data);
    expect((await all(admin, `/api/v1/insights?customerId=${fixture.acme.id}`)).filter((x) => x.verbatim === body.verbatim)).toHaveLength(1);
    expectFailure(await admin('POST', '/api/v1/insights', { ...body, verbatim: 'Something else' }, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
    // a status decision replays too, instead of a 409 for the second move
    const sKey = randomUUID();
    const move = { status: 'rejected', note: 'Duplicate of an older ask', rejectionCategory: 'duplicate' };
    expectStatus(await admin('POST', `/api/v1/insights/${first.data.ref}/set-status`, move, { 'idempotency-key': sKey }), 200);
    const replay = await admin('POST', `/api/v1/insights/${first.data.ref}/set-status`, move, { 'idempotency-key': sKey });
    expectStatus(replay, 200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await db('customer_updates').where({ org_id: org.orgId, entity_id: first.data.id })).toHaveLength(1);
  });

  it('every write is in the activity log as the insight, attributed to the caller', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    await data(eng, 'PATCH', `/api/v1/insights/${i.ref}`, { interpretation: 'Logged' });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.task.ref });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective.ref, delta: 1 }] });
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'insight', entity_id: i.id }).orderBy('seq');
    expect(log.map((r: any) => r.action)).toEqual(expect.arrayContaining(['created', 'updated']));
    expect(log[0].actor_user_id).toBe(me);
    expect(log.some((r: any) => r.actor_user_id === org.engineerId)).toBe(true);
    expect(log.length).toBeGreaterThanOrEqual(4);
  });

  it('the actions of an insight succeed when followed, and only valid moves are offered', async () => {
    const make = async () => {
      const i = await insight({ customerId: fixture.acme.id });
      await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: fixture.opp.ref });
      await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.ref });
      await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: fixture.team.id });
      return i.ref;
    };
    const first = expectStatus(await admin('GET', `/api/v1/insights/${await make()}`), 200);
    const names = first.actions.map((a: any) => a.name);
    expect(names).toEqual(['getInsight', 'setInsightStatus', 'setInsightReviewTeam', 'detachInsight', 'detachInsight', 'getCustomer', 'listInsights']);
    expect(first.actions[1]).toMatchObject({ body: { status: 'archived' }, tool: 'set_insight_status', toolset: 'insights' });
    for (let k = 0; k < first.actions.length; k++) {
      const a = expectStatus(await admin('GET', `/api/v1/insights/${await make()}`), 200).actions[k];
      const r = await admin(a.method, a.href, a.body);
      expect(r.status, `${JSON.stringify(a)} → ${JSON.stringify(r.body?.error ?? '')}`).toBeLessThan(400);
    }
    // archived: no archive offered; no review team: no end of review
    const plain = await insight();
    const archived = await data(admin, 'POST', `/api/v1/insights/${plain.ref}/set-status`, { status: 'archived' });
    expect(archived.status).toBe('archived');
    const got = expectStatus(await admin('GET', `/api/v1/insights/${plain.ref}`), 200);
    expect(got.actions.map((a: any) => a.name)).toEqual(['getInsight', 'listInsights']);
    // an external stakeholder's actions (its list) succeed too
    const made = expectStatus(await admin('POST', '/api/v1/external-stakeholders', { name: `Acts ${uniq()}` }), 201);
    for (const a of made.actions) expect((await admin(a.method, a.href, a.body)).status).toBe(200);
  });

  it('over MCP: the insights toolset lists the tools; create_insight and get_insight answer what REST reads back', async () => {
    const c = new Client({ name: 'insights-tests', version: '1.0.0' });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=insights`), {
        requestInit: { headers: { authorization: `Bearer ${org.engineerKey}` } },
      }),
    );
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
        return { isError: Boolean(r.isError), body: (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text) };
      };
      const made = await call('create_insight', { verbatim: 'Asked over MCP', source: 'async', customerId: fixture.acme.ref, idempotencyKey: randomUUID() });
      expect(made.isError, JSON.stringify(made.body).slice(0, 400)).toBe(false);
      expect(made.body.data).toMatchObject({ verbatim: 'Asked over MCP', customerId: fixture.acme.id, recordedById: org.engineerId, status: 'created' });
      const rest = await data(admin, 'GET', `/api/v1/insights/${made.body.data.ref}`);
      const got = await call('get_insight', { id: made.body.data.ref });
      expect(got.isError).toBe(false);
      expect(got.body.data.id).toBe(rest.id);
      expect(got.body.data.verbatim).toBe(rest.verbatim);
      // a rule refusal names the tool argument
      const two = await call('create_insight', { verbatim: 'Two', source: 'async', customerId: fixture.acme.ref, stakeholderUserId: 'me' });
      expect(two.isError).toBe(true);
      expect(two.body.error.details.map((d: any) => d.field)).toEqual(['customerId', 'stakeholderUserId']);
    } finally {
      await c.close();
    }
  });
});
