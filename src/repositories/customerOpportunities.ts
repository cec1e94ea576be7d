/**
 * The `customer_opportunities` table (spec 2 §4.11): which opportunities serve an account, each optionally pinned to
 * a step instance of the opportunity's template. Its row (joined with the opportunity's number, title and state),
 * the row → CustomerOpportunity mapping and its queries, each scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { refOf } from './refs.js';

type CustomerOpportunity = Schema<'CustomerOpportunity'>;

export interface CustomerOpportunityRow {
  customer_id: string;
  opportunity_id: string;
  number: number;
  title: string;
  state: CustomerOpportunity['state'];
  step_instance_id: string | null;
  created_at: Date;
}

export const toCustomerOpportunity = (r: CustomerOpportunityRow): CustomerOpportunity => ({
  customerId: r.customer_id,
  opportunityId: r.opportunity_id,
  opportunityRef: refOf('opportunities', r.number),
  title: r.title,
  state: r.state,
  stepInstanceId: r.step_instance_id,
  createdAt: iso(r.created_at)!,
});

function rows(db: Knex, orgId: string, customerId: string) {
  return db('customer_opportunities as co')
    .join('opportunities as o', function () {
      this.on('o.org_id', 'co.org_id').andOn('o.id', 'co.opportunity_id');
    })
    .select('co.customer_id', 'co.opportunity_id', 'o.number', 'o.title', 'o.state', 'co.step_instance_id', 'co.created_at')
    .where({ 'co.org_id': orgId, 'co.customer_id': customerId });
}

/** The customer's links, newest first (created_at, then opportunity id, both descending). */
export async function listCustomerOpportunities(db: Knex, orgId: string, customerId: string): Promise<CustomerOpportunityRow[]> {
  return rows(db, orgId, customerId).orderBy([
    { column: 'co.created_at', order: 'desc' },
    { column: 'co.opportunity_id', order: 'desc' },
  ]);
}

/** The link of the customer to the opportunity; undefined when they are not linked. */
export async function findCustomerOpportunity(db: Knex, orgId: string, customerId: string, opportunityId: string): Promise<CustomerOpportunityRow | undefined> {
  return rows(db, orgId, customerId).andWhere('co.opportunity_id', opportunityId).first();
}

/** Links the two, or on an existing link sets its pin (updated_at only when the pin changes). */
export async function upsertCustomerOpportunity(
  trx: Knex,
  orgId: string,
  customerId: string,
  opportunityId: string,
  stepInstanceId: string | null,
): Promise<void> {
  await trx.raw(
    `INSERT INTO customer_opportunities (org_id, customer_id, opportunity_id, step_instance_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (org_id, customer_id, opportunity_id) DO UPDATE SET step_instance_id = excluded.step_instance_id, updated_at = clock_timestamp()
     WHERE customer_opportunities.step_instance_id IS DISTINCT FROM excluded.step_instance_id`,
    [orgId, customerId, opportunityId, stepInstanceId],
  );
}

/** Inserts a link (no conflict handling: the caller knows it is new). */
export async function insertCustomerOpportunity(
  trx: Knex,
  orgId: string,
  values: { customer_id: string; opportunity_id: string; step_instance_id: string | null },
): Promise<void> {
  await trx('customer_opportunities').insert({ org_id: orgId, ...values });
}

/** Unlinks the two; the number of rows deleted. */
export async function deleteCustomerOpportunity(trx: Knex, orgId: string, customerId: string, opportunityId: string): Promise<number> {
  return trx('customer_opportunities').where({ org_id: orgId, customer_id: customerId, opportunity_id: opportunityId }).delete();
}

/** The customers linked to opportunity `opportunityId`, by name (case-insensitive), then id, with the pinned step. */
export async function listOpportunityCustomers(
  db: Knex,
  orgId: string,
  opportunityId: string,
): Promise<
  {
    id: string;
    number: number;
    name: string;
    status: Schema<'CustomerStatus'>;
    arr: string | null;
    health: Schema<'Customer'>['health'];
    step_instance_id: string | null;
  }[]
> {
  return db('customer_opportunities as l')
    .join('customers as c', function () {
      this.on('c.org_id', 'l.org_id').andOn('c.id', 'l.customer_id');
    })
    .select('c.id', 'c.number', 'c.name', 'c.status', 'c.arr', 'c.health', 'l.step_instance_id')
    .where({ 'l.org_id': orgId, 'l.opportunity_id': opportunityId })
    .orderByRaw('lower(c.name), c.id');
}
