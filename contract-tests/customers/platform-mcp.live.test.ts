/**
 * Customers under the platform rules (spec 2 §4.11, §4.21, §7, §8): tenancy, capabilities, idempotency, actions, the
 * activity log, and the customer tools over MCP.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { Action, Customer } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, envelope, failure as expectFailure, must as data, raw } from '../lib/sdkAs.js';
import { admin, customer, db, eng, me, org, today, uniq, useCustomersOrg } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useCustomersOrg();
/** Every customer `who` lists. */
const customers = (who: RequestInit) => allOf((cursor) => sdk.listCustomers({ cursor, limit: 200 }, who));
/** Follows an offered action as a client follows a link: raw HTTP, its href is data, not an SDK function. */
const follow = (a: Action) => raw(org.apiKey, a.method, a.href, a.body);

describe('platform rules', () => {
  it("tenancy: another org's customer is 404 by UUID and by ref on every customer operation; its opportunity cannot be linked", async () => {
    const them = await newOrg('Other customers org');
    const theirs = as(them.apiKey);
    const c = data(await sdk.createCustomer({ name: 'Their Customer' }, undefined, theirs));
    const contact = data(await sdk.createCustomerContact(c.id, { name: 'Their Contact' }, undefined, theirs));
    const point = data(await sdk.createCustomerArrPoint(c.id, { level: 5, effectiveDate: today }, undefined, theirs));
    const theirOpp = data(await sdk.createOpportunity({ title: 'Their opp' }, undefined, theirs));
    const theirsBefore = data(await sdk.getCustomer(c.id, theirs));
    // the caller: a fresh org, so their ref CUS-1 names nothing here (refs are per org)
    const us = await newOrg('Our customers org');
    const ours = as(us.apiKey);
    for (const id of [c.id, c.ref]) {
      const calls: [string, () => Promise<{ status: number; data: unknown; headers: Headers }>][] = [
        [`GET ${id}`, () => sdk.getCustomer(id, ours)],
        [`PATCH ${id}`, () => sdk.updateCustomer(id, { name: 'Mine now' }, undefined, ours)],
        [`DELETE ${id}`, () => sdk.deleteCustomer(id, undefined, ours)],
        [`GET ${id}/contacts`, () => sdk.listCustomerContacts(id, ours)],
        [`POST ${id}/contacts`, () => sdk.createCustomerContact(id, { name: 'Spy' }, undefined, ours)],
        [`PATCH ${id}/contacts/${contact.id}`, () => sdk.updateCustomerContact(id, contact.id, { name: 'Spy' }, undefined, ours)],
        [`DELETE ${id}/contacts/${contact.id}`, () => sdk.deleteCustomerContact(id, contact.id, undefined, ours)],
        [`GET ${id}/opportunities`, () => sdk.listCustomerOpportunities(id, ours)],
        [`POST ${id}/opportunities`, () => sdk.linkCustomerOpportunity(id, { opportunityId: theirOpp.id }, undefined, ours)],
        [`DELETE ${id}/opportunities/${theirOpp.id}`, () => sdk.unlinkCustomerOpportunity(id, theirOpp.id, undefined, ours)],
        [`GET ${id}/updates`, () => sdk.listCustomerUpdates(id, undefined, ours)],
        [`POST ${id}/updates`, () => sdk.createCustomerUpdate(id, { body: 'Spy note' }, undefined, ours)],
        [`GET ${id}/arr`, () => sdk.listCustomerArrPoints(id, ours)],
        [`POST ${id}/arr`, () => sdk.createCustomerArrPoint(id, { level: 1, effectiveDate: today }, undefined, ours)],
        [`DELETE ${id}/arr/${point.id}`, () => sdk.deleteCustomerArrPoint(id, point.id, undefined, ours)],
      ];
      for (const [label, call] of calls) {
        const r = await call();
        expectFailure(r, 404, 'NOT_FOUND', 'path.id');
        expect(JSON.stringify(r.data), label).not.toMatch(/Their/);
      }
      expectFailure(await sdk.listCustomerCommitments({ customerId: id }, ours), 404, 'NOT_FOUND', 'query.customerId');
    }
    const mine = data(await sdk.createCustomer({ name: 'Ours' }, undefined, ours));
    expect(mine.ref).toBe(c.ref); // the same ref, another customer
    expect(data(await sdk.getCustomer(c.ref, ours)).id).toBe(mine.id);
    expectFailure(await sdk.linkCustomerOpportunity(mine.id, { opportunityId: theirOpp.id }, undefined, ours), 404, 'NOT_FOUND', 'body.opportunityId');
    expectFailure(await sdk.deleteCustomerContact(mine.id, contact.id, undefined, ours), 404, 'NOT_FOUND', 'path.contactId');
    expectFailure(await sdk.deleteCustomerArrPoint(mine.id, point.id, undefined, ours), 404, 'NOT_FOUND', 'path.arrPointId');
    expect((await customers(ours)).map((x) => x.id)).toEqual([mine.id]);
    expect(data(await sdk.getCustomerArrSummary(undefined, ours)).byStatus.find((s) => s.status === 'prospect')).toEqual({
      status: 'prospect',
      count: 1,
      arr: 0,
    });
    // nothing of theirs changed
    expect(data(await sdk.getCustomer(c.id, theirs))).toEqual(theirsBefore);
    expect(data(await sdk.listCustomerContacts(c.id, theirs))).toEqual([contact]);
    expect(data(await sdk.listCustomerArrPoints(c.id, theirs)).map((p) => p.id)).toEqual([point.id]);
  });

  it('capabilities: an engineer reads customers but may not create, update or delete them (403 naming the capability)', async () => {
    const c = await customer(admin);
    envelope(await sdk.getCustomer(c.ref, eng));
    envelope(await sdk.listCustomerCommitments(undefined, eng));
    envelope(await sdk.listCustomerUpdates(c.ref, undefined, eng));
    expect(expectFailure(await sdk.createCustomer({ name: 'Mine' }, undefined, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['customer:create']);
    expect(expectFailure(await sdk.updateCustomer(c.id, { name: 'Mine' }, undefined, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['customer:update']);
    expect(expectFailure(await sdk.deleteCustomer(c.id, undefined, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['customer:delete']);
    expect(expectFailure(await sdk.createCustomerArrPoint(c.id, { level: 1, effectiveDate: today }, undefined, eng), 403, 'FORBIDDEN').data?.missing).toEqual([
      'customer:create',
    ]);
    // an engineer's view offers no move it could not make
    expect(envelope(await sdk.getCustomer(c.ref, eng)).actions.map((a) => a.name)).not.toContain('updateCustomer');
  });

  it('a create retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const name = `Once ${uniq()}`;
    const first = envelope(await sdk.createCustomer({ name }, { 'Idempotency-Key': key }, admin), 201);
    const again = await sdk.createCustomer({ name }, { 'Idempotency-Key': key }, admin);
    envelope(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(envelope(again, 201).data).toEqual(first.data);
    expect((await customers(admin)).filter((x) => x.name === name)).toHaveLength(1);
    expectFailure(await sdk.createCustomer({ name: 'Something else' }, { 'Idempotency-Key': key }, admin), 409, 'IDEMPOTENCY_CONFLICT');
  });

  it('the actions of a customer and of its parts succeed when followed', async () => {
    const c = envelope(await sdk.createCustomer({ name: `Act ${uniq()}` }, undefined, admin), 201);
    const contact = envelope(await sdk.createCustomerContact(c.data.id, { name: 'Dana' }, undefined, admin), 201);
    const point = envelope(await sdk.createCustomerArrPoint(c.data.id, { level: 3, effectiveDate: today }, undefined, admin), 201);
    const note = envelope(await sdk.createCustomerUpdate(c.data.id, { body: 'hi' }, undefined, admin), 201);
    for (const body of [contact, point, note, envelope(await sdk.listCustomerContacts(c.data.ref, admin))]) {
      expect(body.actions.length).toBeGreaterThan(0);
      for (const a of body.actions) expect((await follow(a)).status, JSON.stringify(a)).toBeLessThan(400);
    }
    // the customer's reads, its insights among them (the moves are followed in the lifecycle tests)
    for (const a of c.actions.filter((x) => x.method === 'GET')) {
      expect((await raw(org.apiKey, a.method, a.href)).status, JSON.stringify(a)).toBe(200);
    }
  });

  it('writes are in the activity log on the customer, attributed to the caller', async () => {
    const c = await customer(admin);
    data(await sdk.updateCustomer(c.id, { health: 'healthy' }, undefined, admin));
    data(await sdk.createCustomerContact(c.id, { name: 'Logged' }, undefined, admin));
    data(await sdk.createCustomerArrPoint(c.id, { level: 1, effectiveDate: today }, undefined, admin));
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).orderBy('seq');
    expect(log.map((r: { subject: string | null; action: string }) => [r.subject, r.action])).toEqual([
      [null, 'created'],
      [null, 'updated'],
      ['contact', 'added'],
      ['arr_point', 'added'],
      [null, 'updated'],
    ]);
    expect(log.every((r: { actor_user_id: string | null }) => r.actor_user_id === me)).toBe(true);
  });
});

describe('over MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('get_customer and list_customers are in the default list and answer what REST does', async () => {
    const c = await mcpAs(org.apiKey);
    sessions.push(c);
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['get_customer', 'list_customers']));
    const made = await customer(admin, { arr: 42 });
    const r = await c.callTool({ name: 'get_customer', arguments: { id: made.ref } });
    expect(r.isError, JSON.stringify(r).slice(0, 400)).toBeFalsy();
    // a tool's answer is untyped by nature: its structured content, else its JSON text, read as the envelope
    const body = bodyOf<Customer>(r.structuredContent ?? JSON.parse((r.content as { text: string }[])[0].text));
    expect(body.data).toEqual(data(await sdk.getCustomer(made.id, admin)));
    expect(body.actions).toContainEqual(expect.objectContaining({ tool: 'update_customer', arguments: { id: made.ref, status: 'onboarding' } }));
    const missing = await c.callTool({ name: 'get_customer', arguments: { id: 'CUS-999999' } });
    expect(missing.isError).toBe(true);
  });
});
