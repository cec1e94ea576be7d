/**
 * What the customer service's parts share (spec 1 §2.8, spec 2 §4.11): API types, the customer row and
 * its mapping, the lookup of a customer by UUID or CUS-<n> (404 when absent or in another org), and today's date.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { notFound } from '../../core/errors.js';
import { findCustomer, type CustomerRow } from '../../repositories/customers.js';

export type Customer = components['schemas']['Customer'];
export type CustomerStatus = components['schemas']['CustomerStatus'];
export type Contact = components['schemas']['Contact'];
export type CustomerOpportunity = components['schemas']['CustomerOpportunity'];
export type CustomerUpdate = components['schemas']['CustomerUpdate'];
export type ArrPoint = components['schemas']['ArrPoint'];
export type ArrSummary = components['schemas']['ArrSummary'];
export type Commitment = components['schemas']['Commitment'];

export const CUSTOMERS_HREF = '/api/v1/customers';

export { toCustomer, type CustomerRow } from '../../repositories/customers.js';

/**
 * Customer `id` (a UUID; the pipeline resolved CUS-<n>) in the caller's org, locked FOR UPDATE when `forUpdate`
 * (inside a transaction). Throws 404 NOT_FOUND (the pipeline names path.id and quotes the caller's form) when
 * absent or in another org.
 */
export async function requireCustomer(db: Knex, actor: Actor, id: string, forUpdate = false): Promise<CustomerRow> {
  const row = await findCustomer(db, actor.orgId, id, forUpdate);
  if (!row) throw notFound('Customer', id, CUSTOMERS_HREF);
  return row;
}

/** Today's date (UTC) as YYYY-MM-DD: the "today" of ARR dates and commitment deadlines. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) plus `days`, in UTC. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
