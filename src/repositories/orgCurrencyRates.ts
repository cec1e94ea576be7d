/**
 * The org_currency_rates table: per org, the units of the base currency one unit of another currency is worth
 * (numeric(20,10), read as a string). Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';

/** The rate of `currency` in the org's base, as stored (a decimal string), or undefined when it has none. */
export async function findRate(db: Knex, orgId: string, currency: string): Promise<string | undefined> {
  const row = (await db('org_currency_rates').select('rate').where({ org_id: orgId, currency }).first()) as { rate: string } | undefined;
  return row?.rate;
}

/**
 * Re-expresses the org's rates in `newBase`, whose rate in the old base is `pivot`: every rate is divided by it and
 * `oldBase` gets 1 ÷ pivot. The new base's own rate goes, and so do rates too small for numeric(20,10) after the
 * division (dropped, so those salaries read as unpriced, rather than stored as 0).
 */
export async function rebaseRates(trx: Knex, orgId: string, newBase: string, oldBase: string, pivot: string): Promise<void> {
  await trx.raw('DELETE FROM org_currency_rates WHERE org_id = ? AND (currency = ? OR round(rate / ?::numeric, 10) = 0)', [orgId, newBase, pivot]);
  await trx.raw('UPDATE org_currency_rates SET rate = rate / ?::numeric, updated_at = clock_timestamp() WHERE org_id = ?', [pivot, orgId]);
  await trx.raw(
    `INSERT INTO org_currency_rates (org_id, currency, rate) SELECT ?, ?, 1 / ?::numeric WHERE round(1 / ?::numeric, 10) > 0
     ON CONFLICT (org_id, currency) DO UPDATE SET rate = excluded.rate, updated_at = clock_timestamp()`,
    [orgId, oldBase, pivot, pivot],
  );
}

/** Removes all the org's rates. */
export async function deleteRates(trx: Knex, orgId: string): Promise<void> {
  await trx('org_currency_rates').where({ org_id: orgId }).del();
}

/** Sets (or replaces) the rate of `currency`; the rate as stored. */
export async function upsertRate(trx: Knex, orgId: string, currency: string, rate: string): Promise<string> {
  const [row] = await trx('org_currency_rates')
    .insert({ org_id: orgId, currency, rate })
    .onConflict(['org_id', 'currency'])
    .merge({ rate, updated_at: trx.raw('clock_timestamp()') })
    .returning('rate');
  return row.rate;
}
