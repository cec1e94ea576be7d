/**
 * The orgs table (spec 1 §2.10): the tenants themselves. An org row is its own tenant, so its id is the org id;
 * the functions take the knex (or transaction) first and the org id second like every query module.
 */
import type { Knex } from 'knex';

/** Inserts an org and returns its id. */
export async function insertOrg(trx: Knex, values: { name: string }): Promise<string> {
  const [row] = await trx('orgs').insert(values).returning('id');
  return row.id;
}

/** Org `orgId` (its id), or undefined. */
export async function findOrg(db: Knex, orgId: string): Promise<{ id: string } | undefined> {
  return db('orgs').select('id').where({ id: orgId }).first();
}

/** Whether any org exists (first start bootstraps one when none does). */
export async function anyOrg(db: Knex): Promise<boolean> {
  return Boolean(await db('orgs').first('id'));
}

/**
 * Org `orgId` (id and base currency, a 3-letter code possibly padded) locked FOR UPDATE, or undefined: the writes
 * that must take turns per org (quota checks, currency and criteria changes) lock this row first.
 */
export async function lockOrg(trx: Knex, orgId: string): Promise<{ id: string; base_currency: string } | undefined> {
  return trx('orgs').select('id', 'base_currency').where({ id: orgId }).forUpdate().first();
}

/** The org's base currency as stored (char(3)), or undefined when no org has this id. */
export async function findBaseCurrency(db: Knex, orgId: string): Promise<string | undefined> {
  const row = (await db('orgs').select('base_currency').where({ id: orgId }).first()) as { base_currency: string } | undefined;
  return row?.base_currency;
}

/** Sets columns of org `orgId`; the number of rows changed (0 or 1). */
export function updateOrg(trx: Knex, orgId: string, patch: { base_currency?: string }): Promise<number> {
  return trx('orgs').where({ id: orgId }).update(patch);
}
