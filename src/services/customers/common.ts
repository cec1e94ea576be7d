/**
 * What the customer service's parts share (issue 13; spec 1 §2.8, spec 2 §4.11): API types, the customer row and
 * its mapping, the lookup of a customer by UUID or CUS-<n> (404 when absent or in another org), and today's date.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { notFound } from '../../core/errors.js';
import { refOf, whereIdOrRef } from '../../repositories/refs.js';
import { iso, isoDate, num } from '../common.js';

export type Customer = components['schemas']['Customer'];
export type CustomerStatus = components['schemas']['CustomerStatus'];
export type Contact = components['schemas']['Contact'];
export type CustomerOpportunity = components['schemas']['CustomerOpportunity'];
export type CustomerUpdate = components['schemas']['CustomerUpdate'];
export type ArrPoint = components['schemas']['ArrPoint'];
export type ArrSummary = components['schemas']['ArrSummary'];
export type Commitment = components['schemas']['Commitment'];

export const CUSTOMERS_HREF = '/api/v1/customers';

export interface CustomerRow {
  org_id: string; id: string; number: number; name: string; status: CustomerStatus; owner_id: string | null; arr: string | null;
  health: Customer['health']; customer_since: Date | string | null; profile: Record<string, unknown> | null; created_at: Date; updated_at: Date;
  /** Selected with ONBOARDED (absent on rows read without it: a customer just created has no onboarding yet). */
  has_onboarding?: boolean;
}

/**
 * The select-list column telling whether the customer ever had an onboarding (a template instance on it, running or
 * ended; issue 14 §1). Read through template_instances' (org_id, entity_type, entity_id, created_at) index.
 */
export const ONBOARDED = `EXISTS (SELECT 1 FROM template_instances ti WHERE ti.org_id = customers.org_id AND ti.entity_type = 'customer' AND ti.entity_id = customers.id) AS has_onboarding`;

/** Row → API. `hasOnboarding` is true once an onboarding was started (issue 14 §1). */
export const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id, orgId: r.org_id, ref: refOf('customers', r.number), number: r.number, name: r.name, status: r.status, ownerId: r.owner_id,
  arr: num(r.arr), health: r.health ?? null, customerSince: isoDate(r.customer_since), profile: r.profile ?? {}, hasOnboarding: r.has_onboarding ?? false,
  createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});

/**
 * The customer row named by `idOrRef` (UUID or CUS-<n>) in the caller's org, locked FOR UPDATE when `forUpdate`
 * (inside a transaction). Throws 404 NOT_FOUND (the pipeline names path.id) when absent or in another org.
 */
export async function findCustomer(db: Knex, actor: Actor, idOrRef: string, forUpdate = false): Promise<CustomerRow> {
  const q = db('customers').select('customers.*', db.raw(ONBOARDED)).where({ 'customers.org_id': actor.orgId });
  const row = whereIdOrRef(q, 'customers', idOrRef, (c) => `customers.${c}`) ? await (forUpdate ? q.forUpdate('customers') : q).first() : undefined;
  if (!row) throw notFound('Customer', idOrRef, CUSTOMERS_HREF);
  return row as CustomerRow;
}

/** Today's date (UTC) as YYYY-MM-DD: the "today" of ARR dates and commitment deadlines. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) plus `days`, in UTC. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
