/**
 * The `customers` table (spec 1 §2.8; spec 2 §4.11): its row, the row → Customer mapping and its queries. Every
 * query is scoped by org_id; lookups return undefined for a row that is absent or in another org (the service
 * decides the 404).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, isoDate, num } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';

type Customer = Schema<'Customer'>;
type CustomerStatus = Schema<'CustomerStatus'>;

/** A customers row as selected with ONBOARDED. */
export interface CustomerRow {
  org_id: string;
  id: string;
  number: number;
  name: string;
  status: CustomerStatus;
  owner_id: string | null;
  arr: string | null;
  health: Customer['health'];
  customer_since: Date | string | null;
  profile: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  /** Selected with ONBOARDED (absent on rows read without it: a customer just created has no onboarding yet). */
  has_onboarding?: boolean;
}

/**
 * The select-list column telling whether the customer ever had an onboarding (a template instance on it, running or
 * ended). Read through template_instances' (org_id, entity_type, entity_id, created_at) index.
 */
export const ONBOARDED = `EXISTS (SELECT 1 FROM template_instances ti WHERE ti.org_id = customers.org_id AND ti.entity_type = 'customer' AND ti.entity_id = customers.id) AS has_onboarding`;

/** Row → API. `hasOnboarding` is true once an onboarding was started. */
export const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf('customers', r.number),
  number: r.number,
  name: r.name,
  status: r.status,
  ownerId: r.owner_id,
  arr: num(r.arr),
  health: r.health ?? null,
  customerSince: isoDate(r.customer_since),
  profile: r.profile ?? {},
  hasOnboarding: r.has_onboarding ?? false,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** The list's one fixed order: name (case-insensitive), then id. */
const LIST: ListOrder = {
  name: 'customers',
  direction: 'asc',
  keys: [
    { expr: 'lower(name)', type: 'text' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** The columns a write may set (snake_case, profile as JSON text). */
export interface CustomerValues {
  name?: string;
  status?: CustomerStatus;
  owner_id?: string | null;
  arr?: number | null;
  health?: Customer['health'];
  customer_since?: string | null;
  profile?: string;
}

/** A page of the org's customers, `status` when given, by name then id. 400 (from paginate) for a bad cursor. */
export async function listCustomers(
  db: Knex,
  orgId: string,
  filters: { status?: CustomerStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<CustomerRow>> {
  const query = db('customers').select('customers.*', db.raw(ONBOARDED)).where({ 'customers.org_id': orgId });
  if (filters.status) query.andWhere({ 'customers.status': filters.status });
  return paginate<CustomerRow & Record<string, unknown>>(query, LIST, page);
}

/**
 * Customer `id` (a UUID, any case: the pipeline resolved CUS-<n>) in the org, locked FOR UPDATE when `forUpdate`;
 * undefined when it names no customer of the org (or is no UUID at all).
 */
export async function findCustomer(db: Knex, orgId: string, id: string, forUpdate = false): Promise<CustomerRow | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('customers').select('customers.*', db.raw(ONBOARDED)).where({ 'customers.org_id': orgId, 'customers.id': id.toLowerCase() });
  return (await (forUpdate ? q.forUpdate('customers') : q).first()) as CustomerRow | undefined;
}

/** Locks the customer row (FOR UPDATE) and returns its id, arr and status; undefined when none. */
export async function lockCustomer(trx: Knex, orgId: string, id: string): Promise<Pick<CustomerRow, 'id' | 'arr' | 'status'> | undefined> {
  return trx('customers').select('id', 'arr', 'status').where({ org_id: orgId, id }).forUpdate().first();
}

/** Inserts a customer with `number` and returns the row (without has_onboarding: a new customer has none). */
export async function insertCustomer(trx: Knex, orgId: string, values: CustomerValues & { number: number; status: CustomerStatus }): Promise<CustomerRow> {
  const [row] = await trx('customers')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row as CustomerRow;
}

/** Sets `patch` on the customer (and updated_at); returns the number of rows changed. */
export async function updateCustomer(trx: Knex, orgId: string, id: string, patch: CustomerValues): Promise<number> {
  return trx('customers')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** prospect/onboarding/pilot (`from`) → live with customer_since `today` when unset; a customer in another status stays. */
export async function makeCustomerLive(trx: Knex, orgId: string, id: string, from: readonly CustomerStatus[], today: string): Promise<number> {
  return trx('customers')
    .where({ org_id: orgId, id })
    .whereIn('status', from as CustomerStatus[])
    .update({ status: 'live', customer_since: trx.raw('coalesce(customer_since, ?::date)', [today]), updated_at: trx.fn.now() });
}

/** Deletes the customer (its children go by the foreign keys' cascades); returns the number of rows deleted. */
export async function deleteCustomer(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('customers').where({ org_id: orgId, id }).delete();
}

/** Per status present in the org: the customer count and the sum of their current arr (null when all are null). */
export async function customerTotalsByStatus(db: Knex, orgId: string): Promise<{ status: CustomerStatus; count: number | string; arr: string | null }[]> {
  return db('customers').select('status').count({ count: '*' }).sum({ arr: 'arr' }).where({ org_id: orgId }).groupBy('status');
}

/** Whether customer `id` (a UUID) is the org's. */
export async function customerExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return isUuid(id) && Boolean(await db('customers').select('id').where({ org_id: orgId, id: id.toLowerCase() }).first());
}
