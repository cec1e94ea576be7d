/**
 * Customers under the platform rules (spec 2 §4.11, §4.21, §7, §8): tenancy, capabilities, idempotency, actions, the
 * activity log, and the customer tools over MCP.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { admin, baseUrl, customer, db, eng, me, org, today, uniq, useCustomersOrg } from './_setup.js';

useCustomersOrg();

describe('platform rules', () => {
  it("tenancy: another org's customer is 404 by UUID and by ref on every customer operation; its opportunity cannot be linked", async () => {
    const them = await newOrg('Other customers org');
    const theirs = client(them.apiKey);
    const c = await data(theirs, 'POST', '/api/v1/customers', { name: 'Their Customer' });
    const contact = await data(theirs, 'POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Their Contact' });
    const point = await data(theirs, 'POST', `/api/v1/customers/${c.id}/arr`, { level: 5, effectiveDate: today });
    const theirOpp = await data(theirs, 'POST', '/api/v1/opportunities', { title: 'Their opp' });
    const theirsBefore = await data(theirs, 'GET', `/api/v1/customers/${c.id}`);
    // the caller: a fresh org, so their ref CUS-1 names nothing here (refs are per org)
    const us = await newOrg('Our customers org');
    const ours = client(us.apiKey);
    for (const id of [c.id, c.ref]) {
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/v1/customers/${id}`],
        ['PATCH', `/api/v1/customers/${id}`, { name: 'Mine now' }],
        ['DELETE', `/api/v1/customers/${id}`],
        ['GET', `/api/v1/customers/${id}/contacts`],
        ['POST', `/api/v1/customers/${id}/contacts`, { name: 'Spy' }],
        ['PATCH', `/api/v1/customers/${id}/contacts/${contact.id}`, { name: 'Spy' }],
        ['DELETE', `/api/v1/customers/${id}/contacts/${contact.id}`],
        ['GET', `/api/v1/customers/${id}/opportunities`],
        ['POST', `/api/v1/customers/${id}/opportunities`, { opportunityId: theirOpp.id }],
        ['DELETE', `/api/v1/customers/${id}/opportunities/${theirOpp.id}`],
        ['GET', `/api/v1/customers/${id}/updates`],
        ['POST', `/api/v1/customers/${id}/updates`, { body: 'Spy note' }],
        ['GET', `/api/v1/customers/${id}/arr`],
        ['POST', `/api/v1/customers/${id}/arr`, { level: 1, effectiveDate: today }],
        ['DELETE', `/api/v1/customers/${id}/arr/${point.id}`],
      ];
      for (const [method, path, body] of calls) {
        const r = await ours(method, path, body);
        expectFailure(r, 404, 'NOT_FOUND', 'path.id');
        expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Their/);
      }
      expectFailure(await ours('GET', `/api/v1/customers/commitments?customerId=${id}`), 404, 'NOT_FOUND', 'query.customerId');
    }
    const mine = await data(ours, 'POST', '/api/v1/customers', { name: 'Ours' });
    expect(mine.ref).toBe(c.ref); // the same ref, another customer
    expect((await data(ours, 'GET', `/api/v1/customers/${c.ref}`)).id).toBe(mine.id);
    expectFailure(await ours('POST', `/api/v1/customers/${mine.id}/opportunities`, { opportunityId: theirOpp.id }), 404, 'NOT_FOUND', 'body.opportunityId');
    expectFailure(await ours('DELETE', `/api/v1/customers/${mine.id}/contacts/${contact.id}`), 404, 'NOT_FOUND', 'path.contactId');
    expectFailure(await ours('DELETE', `/api/v1/customers/${mine.id}/arr/${point.id}`), 404, 'NOT_FOUND', 'path.arrPointId');
    expect((await all(ours, '/api/v1/customers')).map((x) => x.id)).toEqual([mine.id]);
    expect((await data(ours, 'GET', '/api/v1/customers/arr-summary')).byStatus.find((s: any) => s.status === 'prospect')).toEqual({
      status: 'prospect',
      count: 1,
      arr: 0,
    });
    // nothing of theirs changed
    expect(await data(theirs, 'GET', `/api/v1/customers/${c.id}`)).toEqual(theirsBefore);
    expect(await data(theirs, 'GET', `/api/v1/customers/${c.id}/contacts`)).toEqual([contact]);
    expect((await data(theirs, 'GET', `/api/v1/customers/${c.id}/arr`)).map((p: any) => p.id)).toEqual([point.id]);
  });

  it('capabilities: an engineer reads customers but may not create, update or delete them (403 naming the capability)', async () => {
    const c = await customer(admin);
    expectStatus(await eng('GET', `/api/v1/customers/${c.ref}`), 200);
    expectStatus(await eng('GET', '/api/v1/customers/commitments'), 200);
    expectStatus(await eng('GET', `/api/v1/customers/${c.ref}/updates`), 200);
    expect(expectFailure(await eng('POST', '/api/v1/customers', { name: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:create']);
    expect(expectFailure(await eng('PATCH', `/api/v1/customers/${c.id}`, { name: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:update']);
    expect(expectFailure(await eng('DELETE', `/api/v1/customers/${c.id}`), 403, 'FORBIDDEN').data.missing).toEqual(['customer:delete']);
    expect(expectFailure(await eng('POST', `/api/v1/customers/${c.id}/arr`, { level: 1, effectiveDate: today }), 403, 'FORBIDDEN').data.missing).toEqual([
      'customer:create',
    ]);
    // an engineer's view offers no move it could not make
    expect(expectStatus(await eng('GET', `/api/v1/customers/${c.ref}`), 200).actions.map((a: any) => a.name)).not.toContain('updateCustomer');
  });

  it('a create retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const name = `Once ${uniq()}`;
    const first = expectStatus(await admin('POST', '/api/v1/customers', { name }, { 'idempotency-key': key }), 201);
    const again = await admin('POST', '/api/v1/customers', { name }, { 'idempotency-key': key });
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.data);
    expect((await all(admin, '/api/v1/customers')).filter((x) => x.name === name)).toHaveLength(1);
    expectFailure(await admin('POST', '/api/v1/customers', { name: 'Something else' }, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
  });

  it('the actions of a customer and of its parts succeed when followed', async () => {
    const c = expectStatus(await admin('POST', '/api/v1/customers', { name: `Act ${uniq()}` }), 201);
    const contact = expectStatus(await admin('POST', `/api/v1/customers/${c.data.id}/contacts`, { name: 'Dana' }), 201);
    const point = expectStatus(await admin('POST', `/api/v1/customers/${c.data.id}/arr`, { level: 3, effectiveDate: today }), 201);
    const note = expectStatus(await admin('POST', `/api/v1/customers/${c.data.id}/updates`, { body: 'hi' }), 201);
    for (const body of [contact, point, note, expectStatus(await admin('GET', `/api/v1/customers/${c.data.ref}/contacts`), 200)]) {
      expect(body.actions.length).toBeGreaterThan(0);
      for (const a of body.actions) expect((await admin(a.method, a.href, a.body)).status, JSON.stringify(a)).toBeLessThan(400);
    }
    // the customer's reads, its insights among them (the moves are followed in the lifecycle tests)
    for (const a of c.actions.filter((x: any) => x.method === 'GET')) {
      expect((await admin(a.method, a.href)).status, JSON.stringify(a)).toBe(200);
    }
  });

  it('writes are in the activity log on the customer, attributed to the caller', async () => {
    const c = await customer(admin);
    await data(admin, 'PATCH', `/api/v1/customers/${c.id}`, { health: 'healthy' });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Logged' });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/arr`, { level: 1, effectiveDate: today });
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).orderBy('seq');
    expect(log.map((r: any) => [r.subject, r.action])).toEqual([
      [null, 'created'],
      [null, 'updated'],
      ['contact', 'added'],
      ['arr_point', 'added'],
      [null, 'updated'],
    ]);
    expect(log.every((r: any) => r.actor_user_id === me)).toBe(true);
  });
});

describe('over MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('get_customer and list_customers are in the default list and answer what REST does', async () => {
    const c = new Client({ name: 'customers-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } } }));
    sessions.push(c);
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['get_customer', 'list_customers']));
    const made = await customer(admin, { arr: 42 });
    const r = await c.callTool({ name: 'get_customer', arguments: { id: made.ref } });
    expect(r.isError, JSON.stringify(r).slice(0, 400)).toBeFalsy();
    const body = (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text);
    expect(body.data).toEqual(await data(admin, 'GET', `/api/v1/customers/${made.id}`));
    expect(body.actions).toContainEqual(expect.objectContaining({ tool: 'update_customer', arguments: { id: made.ref, status: 'onboarding' } }));
    const missing = await c.callTool({ name: 'get_customer', arguments: { id: 'CUS-999999' } });
    expect(missing.isError).toBe(true);
  });
});
