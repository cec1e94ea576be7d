/**
 * Customer contacts (spec 1 §2.8, spec 2 §4.11): people at an account, at most one of them primary.
 *
 * One primary, safe under concurrency: every write that makes a contact primary first locks the customer row
 * (SELECT … FOR UPDATE), then demotes the current primary, then writes — so concurrent writers of one customer run
 * one after the other and the last one wins; the partial unique index customer_contacts_one_primary is the backstop.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import type { RequestBody } from '../../core/api.js';
import { ApiError } from '../../core/errors.js';
import {
  deleteContact,
  demotePrimaryContact,
  findContactId,
  insertContact,
  listContacts,
  toContact,
  updateContact,
  type ContactValues,
} from '../../repositories/customerContacts.js';
import { requireCustomer, type Contact } from './common.js';

/** The fields a contact write may carry (create adds a required name). */
export type ContactFields = RequestBody<'updateCustomerContact'>;

const columns = (input: ContactFields): ContactValues => {
  const c: ContactValues = {};
  for (const k of ['name', 'title', 'role', 'email', 'phone', 'notes'] as const) if (input[k] !== undefined) (c as Record<string, unknown>)[k] = input[k];
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
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    return (await listContacts(this.db, actor.orgId, c.id)).map(toContact);
  }

  /**
   * POST /customers/{id}/contacts (spec 2 §4.11) — `{name, title?, role?, email?, phone?, notes?, primary?}` → the
   * contact. primary true demotes the customer's previous primary contact in the same transaction. 404 for an
   * unknown customer.
   */
  async create(actor: Actor, customerIdOrRef: string, input: RequestBody<'createCustomerContact'>): Promise<Contact> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef, true);
      if (input.primary) await demotePrimaryContact(trx, actor.orgId, c.id);
      return toContact(await insertContact(trx, actor.orgId, c.id, columns(input)));
    });
  }

  /**
   * PATCH /customers/{id}/contacts/{contactId} (spec 2 §4.11) — any contact field → the contact. primary true
   * demotes the previous primary contact in the same transaction; primary false leaves the customer without one.
   * 404 for an unknown customer, or a contactId that is not this customer's (naming path.contactId).
   */
  async update(actor: Actor, customerIdOrRef: string, contactId: string, input: ContactFields): Promise<Contact> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef, true);
      const id = await findContactId(trx, actor.orgId, c.id, contactId.toLowerCase());
      if (!id) throw contactNotFound(customerIdOrRef, contactId);
      if (input.primary) await demotePrimaryContact(trx, actor.orgId, c.id, id);
      return toContact((await updateContact(trx, actor.orgId, c.id, id, columns(input)))!);
    });
  }

  /** DELETE /customers/{id}/contacts/{contactId} (spec 2 §4.11) → `{id, deleted: true}`. 404 as for update. */
  async remove(actor: Actor, customerIdOrRef: string, contactId: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef);
      const n = await deleteContact(trx, actor.orgId, c.id, contactId.toLowerCase());
      if (!n) throw contactNotFound(customerIdOrRef, contactId);
      return { id: contactId.toLowerCase(), deleted: true as const };
    });
  }
}
