/**
 * Customer contacts (spec 1 §2.8, spec 2 §4.11): people at an account, at most one of them primary.
 *
 * One primary, safe under concurrency: every write that makes a contact primary first locks the customer row
 * (SELECT … FOR UPDATE), then demotes the current primary, then writes — so concurrent writers of one customer run
 * one after the other and the last one wins; the partial unique index customer_contacts_one_primary is the backstop.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import { ApiError } from '../../core/errors.js';
import { iso } from '../common.js';
import { findCustomer, type Contact } from './common.js';

interface ContactRow {
  id: string; customer_id: string; name: string; title: string | null; role: string | null; email: string | null; phone: string | null;
  notes: string | null; is_primary: boolean; created_at: Date; updated_at: Date;
}
const toContact = (r: ContactRow): Contact => ({
  id: r.id, customerId: r.customer_id, name: r.name, title: r.title, role: r.role, email: r.email, phone: r.phone, notes: r.notes,
  primary: r.is_primary, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});

export interface ContactFields { name?: string; title?: string | null; role?: string | null; email?: string | null; phone?: string | null; notes?: string | null; primary?: boolean }

const columns = (input: ContactFields): Record<string, unknown> => {
  const c: Record<string, unknown> = {};
  for (const k of ['name', 'title', 'role', 'email', 'phone', 'notes'] as const) if (input[k] !== undefined) c[k] = input[k];
  if (input.primary !== undefined) c.is_primary = input.primary;
  return c;
};

function contactNotFound(customerRef: string, contactId: string): ApiError {
  const err = new ApiError('NOT_FOUND', `Contact ${contactId} of customer ${customerRef} not found`, {
    details: [{ field: 'path.contactId', message: 'names no contact of this customer' }],
    suggestion: `List the customer's contacts with GET /api/v1/customers/${customerRef}/contacts to find a valid contactId.`,
  });
  err.subject = contactId;
  return err;
}

export class CustomerContacts {
  constructor(private readonly db: Knex) {}

  /** GET /customers/{id}/contacts (spec 2 §4.11) → Contact[], the primary contact first, then by name. 404 for an unknown customer. */
  async list(actor: Actor, customerIdOrRef: string): Promise<Contact[]> {
    const c = await findCustomer(this.db, actor, customerIdOrRef);
    const rows = await this.db('customer_contacts').select('*').where({ org_id: actor.orgId, customer_id: c.id })
      .orderByRaw('is_primary DESC, lower(name), id');
    return rows.map(toContact);
  }

  /**
   * POST /customers/{id}/contacts (spec 2 §4.11) — `{name, title?, role?, email?, phone?, notes?, primary?}` → the
   * contact. primary true demotes the customer's previous primary contact in the same transaction. 404 for an
   * unknown customer.
   */
  async create(actor: Actor, customerIdOrRef: string, input: ContactFields & { name: string }): Promise<Contact> {
    return this.db.transaction(async (trx) => {
      const c = await findCustomer(trx, actor, customerIdOrRef, true);
      if (input.primary) await trx('customer_contacts').where({ org_id: actor.orgId, customer_id: c.id, is_primary: true }).update({ is_primary: false, updated_at: trx.fn.now() });
      const [row] = await trx('customer_contacts').insert({ org_id: actor.orgId, customer_id: c.id, ...columns(input) }).returning('*');
      return toContact(row as ContactRow);
    });
  }

  /**
   * PATCH /customers/{id}/contacts/{contactId} (spec 2 §4.11) — any contact field → the contact. primary true
   * demotes the previous primary contact in the same transaction; primary false leaves the customer without one.
   * 404 for an unknown customer, or a contactId that is not this customer's (naming path.contactId).
   */
  async update(actor: Actor, customerIdOrRef: string, contactId: string, input: ContactFields): Promise<Contact> {
    return this.db.transaction(async (trx) => {
      const c = await findCustomer(trx, actor, customerIdOrRef, true);
      const where = { org_id: actor.orgId, customer_id: c.id, id: contactId.toLowerCase() };
      const current = await trx('customer_contacts').select('id').where(where).first();
      if (!current) throw contactNotFound(customerIdOrRef, contactId);
      if (input.primary) {
        await trx('customer_contacts').where({ org_id: actor.orgId, customer_id: c.id, is_primary: true }).whereNot({ id: current.id })
          .update({ is_primary: false, updated_at: trx.fn.now() });
      }
      const [row] = await trx('customer_contacts').where(where).update({ ...columns(input), updated_at: trx.fn.now() }).returning('*');
      return toContact(row as ContactRow);
    });
  }

  /** DELETE /customers/{id}/contacts/{contactId} (spec 2 §4.11) → `{id, deleted: true}`. 404 as for update. */
  async remove(actor: Actor, customerIdOrRef: string, contactId: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const c = await findCustomer(trx, actor, customerIdOrRef);
      const n = await trx('customer_contacts').where({ org_id: actor.orgId, customer_id: c.id, id: contactId.toLowerCase() }).delete();
      if (!n) throw contactNotFound(customerIdOrRef, contactId);
      return { id: contactId.toLowerCase(), deleted: true as const };
    });
  }
}
