/** The customer_contacts query module against Postgres: the primary first then by name, demotion, org and customer scoping. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { deleteContact, demotePrimaryContact, findContactId, insertContact, listContacts, toContact, updateContact } from './customerContacts.js';
import { insertCustomer } from './customers.js';

const t = useTestDb();

describe('customer_contacts query module', () => {
  it('lists the primary first, then by lower(name), then id; scoped by org and customer', async () => {
    const a = await t.newOrg('Contacts A');
    const b = await t.newOrg('Contacts B');
    const c = await insertCustomer(t.db, a.orgId, { number: 1, name: 'Acme', status: 'live' });
    const d = await insertCustomer(t.db, a.orgId, { number: 2, name: 'Other', status: 'live' });
    for (const [name, primary] of [
      ['bob', false],
      ['Alice', false],
      ['carol', true],
      ['alice', false],
    ] as const) {
      await insertContact(t.db, a.orgId, c.id, { name, is_primary: primary });
    }
    await insertContact(t.db, a.orgId, d.id, { name: 'Aaron' });
    const names = (await listContacts(t.db, a.orgId, c.id)).map((r) => r.name);
    expect(names[0]).toBe('carol');
    expect(names.slice(1).map((n) => n.toLowerCase())).toEqual(['alice', 'alice', 'bob']);
    expect(await listContacts(t.db, b.orgId, c.id)).toEqual([]);
  });

  it("demotes the primary (but the one kept), updates and deletes only the customer's own contact", async () => {
    const a = await t.newOrg('Contacts write');
    const b = await t.newOrg('Contacts write B');
    const c = await insertCustomer(t.db, a.orgId, { number: 1, name: 'Acme', status: 'live' });
    const d = await insertCustomer(t.db, a.orgId, { number: 2, name: 'Other', status: 'live' });
    const first = await insertContact(t.db, a.orgId, c.id, { name: 'First', is_primary: true });
    const second = await insertContact(t.db, a.orgId, c.id, { name: 'Second', email: 'S@x.dev' });
    await demotePrimaryContact(t.db, a.orgId, c.id, first.id);
    expect((await listContacts(t.db, a.orgId, c.id))[0].is_primary).toBe(true);
    await demotePrimaryContact(t.db, a.orgId, c.id);
    expect((await listContacts(t.db, a.orgId, c.id)).some((r) => r.is_primary)).toBe(false);
    expect(await findContactId(t.db, a.orgId, d.id, second.id)).toBeUndefined();
    expect(await findContactId(t.db, b.orgId, c.id, second.id)).toBeUndefined();
    expect(await findContactId(t.db, a.orgId, c.id, second.id)).toBe(second.id);
    expect(await updateContact(t.db, a.orgId, d.id, second.id, { name: 'X' })).toBeUndefined();
    const updated = (await updateContact(t.db, a.orgId, c.id, second.id, { title: 'CTO', is_primary: true }))!;
    expect(toContact(updated)).toEqual({
      id: second.id,
      customerId: c.id,
      name: 'Second',
      title: 'CTO',
      role: null,
      email: 'S@x.dev',
      phone: null,
      notes: null,
      primary: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await deleteContact(t.db, b.orgId, c.id, second.id)).toBe(0);
    expect(await deleteContact(t.db, a.orgId, c.id, second.id)).toBe(1);
  });
});
