/**
 * Customer voice across the platform (spec 2 §4.3, §4.11, §4.12): customers and insights are searchable
 * (an exact CUS-/INS- ref first, names and verbatims by word and typo), followed (subscriptions), logged (the
 * activity log under entityType customer and insight, with contacts, ARR points, links and impacts as subjects),
 * scoped by org everywhere, and read by the roles spec 2 §5 and capabilities.ts give them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, ok, refusedBy as refused, useSdk } from '../lib/sdkAs.js';

useSdk();
let org: Awaited<ReturnType<typeof newOrg>>;
/** The per-call options of the org's admin. */
let admin: RequestInit;

beforeAll(async () => {
  org = await newOrg('Voice org');
  admin = as(org.apiKey);
});

describe('search (spec 2 §4.3) over customers and insights', () => {
  it('finds a customer by name, prefix, typo and exact ref, and an insight by its verbatim and interpretation', async () => {
    const c = ok(await sdk.createCustomer({ name: 'Quokkaquarry Freight' }, undefined, admin), 201);
    const i = ok(
      await sdk.createInsight(
        {
          verbatim: 'Invoices reconciled by hand every month',
          interpretation: 'Wants zebrafish matching',
          source: 'interview',
          customerId: c.id,
        },
        undefined,
        admin,
      ),
      201,
    );
    const hits = async (query: string, types?: string) => ok(await sdk.searchEntities({ query, types }, admin));

    expect((await hits('quokkaquarry')).map((h) => [h.type, h.id])).toContainEqual(['customer', c.id]);
    expect((await hits('quokkaq')).map((h) => h.id)).toContain(c.id); // prefix
    expect((await hits('quokaquarry')).map((h) => h.id)).toContain(c.id); // typo
    const byRef = await hits(c.ref);
    expect(byRef[0]).toMatchObject({ type: 'customer', id: c.id, ref: c.ref, title: 'Quokkaquarry Freight' });

    expect((await hits('invoices reconciled')).map((h) => [h.type, h.id])).toContainEqual(['insight', i.id]);
    expect((await hits('zebrafish')).map((h) => h.id)).toContain(i.id); // the interpretation
    expect((await hits(i.ref))[0]).toMatchObject({ type: 'insight', id: i.id, ref: i.ref });
    expect((await hits('zebrafish', 'task,opportunity')).map((h) => h.id)).not.toContain(i.id); // types narrows

    // another org finds nothing of these
    const other = as((await newOrg('Voice other org')).apiKey);
    expect(ok(await sdk.searchEntities({ query: 'quokkaquarry' }, other)).map((h) => h.id)).not.toContain(c.id);
  });
});

describe('activity log and follows (spec 2 §4.3, §4.15)', () => {
  it('logs a customer with its contacts and ARR points, and an insight with its links; followers hear of changes', async () => {
    const c = ok(await sdk.createCustomer({ name: 'Logged Co' }, undefined, admin), 201);
    ok(await sdk.createCustomerContact(c.ref, { name: 'Lee Logged', primary: true }, undefined, admin), 201);
    ok(await sdk.createCustomerArrPoint(c.ref, { level: 1000, effectiveDate: '2026-01-01' }, undefined, admin), 201);
    const log = ok(await sdk.listActivities({ entityType: 'customer', entityId: c.ref }, admin));
    expect(log.map((a) => [a.subject, a.action])).toEqual(
      expect.arrayContaining([
        [null, 'created'],
        ['contact', 'added'],
        ['arr_point', 'added'],
      ]),
    );

    const i = ok(await sdk.createInsight({ verbatim: 'Logged ask', source: 'support', customerId: c.id }, undefined, admin), 201);
    const t = ok(await sdk.createTask({ title: 'Logged work' }, undefined, admin), 201);
    ok(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: t.ref }, undefined, admin));
    const ilog = ok(await sdk.listActivities({ entityType: 'insight', entityId: i.ref }, admin));
    expect(ilog.map((a) => [a.subject, a.action])).toEqual(
      expect.arrayContaining([
        [null, 'created'],
        ['link', 'added'],
      ]),
    );

    // An engineer follows the customer and hears of a rename by someone else.
    const eng = as(org.engineerKey);
    ok(await sdk.setSubscription({ entityType: 'customer', entityId: c.ref, subscribed: true }, undefined, eng));
    ok(await sdk.updateCustomer(c.ref, { name: 'Logged Company' }, undefined, admin));
    const notes = ok(await sdk.listNotifications(undefined, eng));
    expect(notes).toContainEqual(
      expect.objectContaining({ type: 'entity_changed', entityType: 'customer', entityId: c.id, title: expect.stringContaining('Logged Company') }),
    );
  });
});

describe('tags on insights (spec 2 §4.21)', () => {
  it('deleting a tag removes it from every insight that carries it', async () => {
    const tag = ok(await sdk.createTag({ name: `voice-${Date.now()}` }, undefined, admin), 201);
    const keep = ok(await sdk.createTag({ name: `voice-keep-${Date.now()}` }, undefined, admin), 201);
    const i = ok(
      await sdk.createInsight({ verbatim: 'Tagged ask', source: 'async', stakeholderUserId: 'me', tagIds: [tag.id, keep.id] }, undefined, admin),
      201,
    );
    expect(i.tagIds).toEqual([tag.id, keep.id]);
    ok(await sdk.deleteTag(tag.id, undefined, admin));
    expect(ok(await sdk.getInsight(i.ref, admin)).tagIds).toEqual([keep.id]);
  });
});

describe('roles (spec 2 §5; src/auth/capabilities.ts)', () => {
  it('sales keep accounts and record evidence but cannot delete them; engineers read and record, not create accounts', async () => {
    const sales = as((await newUser(org.orgId, 'sales', 'Sam Sales')).apiKey);
    const c = ok(await sdk.createCustomer({ name: 'Sales-made' }, undefined, sales), 201);
    ok(await sdk.updateCustomer(c.ref, { health: 'at_risk' }, undefined, sales));
    ok(await sdk.createInsight({ verbatim: 'Heard on a call', source: 'sales', customerId: c.id }, undefined, sales), 201);
    refused(await sdk.deleteCustomer(c.ref, undefined, sales), 403, 'FORBIDDEN');

    const eng = as(org.engineerKey);
    expect(ok(await sdk.getCustomer(c.ref, eng)).id).toBe(c.id);
    ok(await sdk.createInsight({ verbatim: 'Seen in the logs', source: 'observation', customerId: c.id }, undefined, eng), 201);
    refused(await sdk.createCustomer({ name: 'Engineer-made' }, undefined, eng), 403, 'FORBIDDEN');
  });
});
