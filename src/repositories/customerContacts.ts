/**
 * The `customer_contacts` table (spec 1 §2.8; spec 2 §4.11): people at an account, at most one primary per customer
 * (the partial unique index customer_contacts_one_primary). Its row, the row → Contact mapping and its queries,
 * each scoped by org_id and customer.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';

type Contact = Schema<'Contact'>;

export interface ContactRow {
  id: string;
  customer_id: string;
  name: string;
  title: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
  is_primary: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The columns a write may set. */
export interface ContactValues {
  name?: string;
  title?: string | null;
  role?: string | null;
  email?: string | null;
  phone?: string | null;
  notes?: string | null;
  is_primary?: boolean;
}

export const toContact = (r: ContactRow): Contact => ({
  id: r.id,
  customerId: r.customer_id,
  name: r.name,
  title: r.title,
  role: r.role,
  email: r.email,
  phone: r.phone,
  notes: r.notes,
  primary: r.is_primary,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** The customer's contacts, the primary first, then by name (case-insensitive), then id. */
export async function listContacts(db: Knex, orgId: string, customerId: string): Promise<ContactRow[]> {
  return db('customer_contacts').select('*').where({ org_id: orgId, customer_id: customerId }).orderByRaw('is_primary DESC, lower(name), id');
}

/** The id of contact `id` of the customer; undefined when it is not one of its contacts. */
export async function findContactId(db: Knex, orgId: string, customerId: string, id: string): Promise<string | undefined> {
  const row = await db('customer_contacts').select('id').where({ org_id: orgId, customer_id: customerId, id }).first();
  return row?.id;
}

/** Demotes the customer's primary contact (but `exceptId`); the caller holds the customer row's lock. */
export async function demotePrimaryContact(trx: Knex, orgId: string, customerId: string, exceptId?: string): Promise<void> {
  const q = trx('customer_contacts').where({ org_id: orgId, customer_id: customerId, is_primary: true });
  if (exceptId) q.whereNot({ id: exceptId });
  await q.update({ is_primary: false, updated_at: trx.fn.now() });
}

export async function insertContact(trx: Knex, orgId: string, customerId: string, values: ContactValues): Promise<ContactRow> {
  const [row] = await trx('customer_contacts')
    .insert({ org_id: orgId, customer_id: customerId, ...values })
    .returning('*');
  return row as ContactRow;
}

/** Sets `patch` (and updated_at) on contact `id` of the customer; undefined when it is not one of its contacts. */
export async function updateContact(trx: Knex, orgId: string, customerId: string, id: string, patch: ContactValues): Promise<ContactRow | undefined> {
  const [row] = await trx('customer_contacts')
    .where({ org_id: orgId, customer_id: customerId, id })
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('*');
  return row as ContactRow | undefined;
}

/** Deletes contact `id` of the customer; the number of rows deleted. */
export async function deleteContact(trx: Knex, orgId: string, customerId: string, id: string): Promise<number> {
  return trx('customer_contacts').where({ org_id: orgId, customer_id: customerId, id }).delete();
}
