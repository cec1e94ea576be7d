/**
 * Customer voice across the platform (spec 2 §4.3, §4.11, §4.12): customers and insights are searchable
 * (an exact CUS-/INS- ref first, names and verbatims by word and typo), followed (subscriptions), logged (the
 * activity log under entityType customer and insight, with contacts, ARR points, links and impacts as subjects),
 * scoped by org everywhere, and read by the roles spec 2 §5 and capabilities.ts give them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { okData as ok, refused } from '../lib/expect.js';

let org: Awaited<ReturnType<typeof newOrg>>;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  org = await newOrg('Voice org');
  admin = client(org.apiKey);
});

describe('search (spec 2 §4.3) over customers and insights', () => {
  it('finds a customer by name, prefix, typo and exact ref, and an insight by its verbatim and interpretation', async () => {
    const c = ok(await admin('POST', '/api/v1/customers', { name: 'Quokkaquarry Freight' }), 201);
    const i = ok(
      await admin('POST', '/api/v1/insights', {
        verbatim: 'Invoices reconciled by hand every month',
        interpretation: 'Wants zebrafish matching',
        source: 'interview',
        customerId: c.id,
      }),
      201,
    );
    const hits = async (query: string, types?: string) =>
      ok(await admin('GET', `/api/v1/search?query=${encodeURIComponent(query)}${types ? `&types=${types}` : ''}`)) as {
        type: string;
        id: string;
        ref: string | null;
        title: string;
      }[];

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
    const other = client((await newOrg('Voice other org')).apiKey);
    expect(ok(await other('GET', '/api/v1/search?query=quokkaquarry')).map((h: { id: string }) => h.id)).not.toContain(c.id);
  });
});

describe('activity log and follows (spec 2 §4.3, §4.15)', () => {
  it('logs a customer with its contacts and ARR points, and an insight with its links; followers hear of changes', async () => {
    const c = ok(await admin('POST', '/api/v1/customers', { name: 'Logged Co' }), 201);
    ok(await admin('POST', `/api/v1/customers/${c.ref}/contacts`, { name: 'Lee Logged', primary: true }), 201);
    ok(await admin('POST', `/api/v1/customers/${c.ref}/arr`, { level: 1000, effectiveDate: '2026-01-01' }), 201);
    const log = ok(await admin('GET', `/api/v1/activities?entityType=customer&entityId=${c.ref}`));
    expect(log.map((a: { subject: string | null; action: string }) => [a.subject, a.action])).toEqual(
      expect.arrayContaining([
        [null, 'created'],
        ['contact', 'added'],
        ['arr_point', 'added'],
      ]),
    );

    const i = ok(await admin('POST', '/api/v1/insights', { verbatim: 'Logged ask', source: 'support', customerId: c.id }), 201);
    const t = ok(await admin('POST', '/api/v1/tasks', { title: 'Logged work' }), 201);
    ok(await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: t.ref }));
    const ilog = ok(await admin('GET', `/api/v1/activities?entityType=insight&entityId=${i.ref}`));
    expect(ilog.map((a: { subject: string | null; action: string }) => [a.subject, a.action])).toEqual(
      expect.arrayContaining([
        [null, 'created'],
        ['link', 'added'],
      ]),
    );

    // An engineer follows the customer and hears of a rename by someone else.
    const eng = client(org.engineerKey);
    ok(await eng('POST', '/api/v1/subscriptions', { entityType: 'customer', entityId: c.ref, subscribed: true }));
    ok(await admin('PATCH', `/api/v1/customers/${c.ref}`, { name: 'Logged Company' }));
    const notes = ok(await eng('GET', '/api/v1/notifications'));
    expect(notes).toContainEqual(
      expect.objectContaining({ type: 'entity_changed', entityType: 'customer', entityId: c.id, title: expect.stringContaining('Logged Company') }),
    );
  });
});

describe('tags on insights (spec 2 §4.21)', () => {
  it('deleting a tag removes it from every insight that carries it', async () => {
    const tag = ok(await admin('POST', '/api/v1/tags', { name: `voice-${Date.now()}` }), 201);
    const keep = ok(await admin('POST', '/api/v1/tags', { name: `voice-keep-${Date.now()}` }), 201);
    const i = ok(await admin('POST', '/api/v1/insights', { verbatim: 'Tagged ask', source: 'async', stakeholderUserId: 'me', tagIds: [tag.id, keep.id] }), 201);
    expect(i.tagIds).toEqual([tag.id, keep.id]);
    ok(await admin('DELETE', `/api/v1/tags/${tag.id}`));
    expect(ok(await admin('GET', `/api/v1/insights/${i.ref}`)).tagIds).toEqual([keep.id]);
  });
});

describe('roles (spec 2 §5; src/auth/capabilities.ts)', () => {
  it('sales keep accounts and record evidence but cannot delete them; engineers read and record, not create accounts', async () => {
    const sales = client((await newUser(org.orgId, 'sales', 'Sam Sales')).apiKey);
    const c = ok(await sales('POST', '/api/v1/customers', { name: 'Sales-made' }), 201);
    ok(await sales('PATCH', `/api/v1/customers/${c.ref}`, { health: 'at_risk' }));
    ok(await sales('POST', '/api/v1/insights', { verbatim: 'Heard on a call', source: 'sales', customerId: c.id }), 201);
    refused(await sales('DELETE', `/api/v1/customers/${c.ref}`), 403, 'FORBIDDEN');

    const eng = client(org.engineerKey);
    expect(ok(await eng('GET', `/api/v1/customers/${c.ref}`)).id).toBe(c.id);
    ok(await eng('POST', '/api/v1/insights', { verbatim: 'Seen in the logs', source: 'observation', customerId: c.id }), 201);
    refused(await eng('POST', '/api/v1/customers', { name: 'Engineer-made' }), 403, 'FORBIDDEN');
  });
});
