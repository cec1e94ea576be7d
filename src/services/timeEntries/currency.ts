/**
 * The org's base currency and its exchange rates, set with the admin CLI (`currency:base`,
 * `currency:rate`; src/cli/admin.ts). Costs are summed in the base currency (orgs.base_currency, default USD); a salary
 * in another currency is converted at org_currency_rates.rate, the units of base currency one unit of that currency
 * is worth (base EUR, GBP 1.17: £1 = €1.17). A salary in a currency without a rate is unpriced (reported apart as
 * unpricedHours), never guessed.
 *
 * Changing the base keeps the rates meaning what the admin set: when the new base had a rate (it was quoted in the
 * old base), every rate is divided by it and the old base gets 1 ÷ that rate; when it had none, the rates cannot be
 * re-expressed and are removed (those salaries are unpriced until their rates are set again).
 */
import type { Knex } from 'knex';
import { ApiError, didYouMean } from '../../core/errors.js';
import { deleteRates, findRate, rebaseRates, upsertRate } from '../../repositories/orgCurrencyRates.js';
import { lockOrg as lockOrgRow, updateOrg } from '../../repositories/orgs.js';
import { isUuid } from '../../repositories/refs.js';

/** Salary currencies (spec 1 §2.10 User.salaryCurrency). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency `value` names (case-insensitive), or undefined. */
export const currencyOf = (value: string): Currency | undefined => CURRENCIES.find((c) => c === value.trim().toUpperCase());

/** Why `value` is not a supported currency (with the closest one when it looks like a typo), or undefined. */
export function currencyProblem(value: string): string | undefined {
  if (currencyOf(value)) return undefined;
  const guess = didYouMean(value.trim().toUpperCase(), CURRENCIES);
  return `${JSON.stringify(value)} is not a supported currency${guess ? `; did you mean ${guess}?` : ''} (use one of ${CURRENCIES.join(', ')})`;
}

/** Why `value` is not a rate: a positive decimal of at most 10 digits before and 10 after the point; or undefined. */
export function rateProblem(value: string): string | undefined {
  const m = /^(\d{1,10})(?:\.(\d{1,10}))?$/.exec(value.trim());
  if (!m)
    return `${JSON.stringify(value)} is not a rate: give a positive decimal such as 1.17 (units of the base currency per 1 unit of the currency), at most 10 digits before and after the point`;
  if (Number(value) <= 0)
    return `the rate must be greater than 0 (got ${value.trim()}): give the units of the base currency that 1 unit of the currency is worth`;
  return undefined;
}

const orgNotFound = (orgId: string) =>
  new ApiError('NOT_FOUND', `org ${orgId} not found: use the orgId that org:create prints`, {
    details: [{ field: 'orgId', message: 'names no org' }],
    suggestion: 'Use the orgId that org:create prints.',
  });

async function lockOrg(trx: Knex, orgId: string): Promise<{ id: string; base: Currency }> {
  const org = isUuid(orgId) ? await lockOrgRow(trx, orgId.toLowerCase()) : undefined;
  if (!org) throw orgNotFound(orgId);
  return { id: org.id, base: String(org.base_currency).trim() as Currency };
}

/** `currency:base` — sets the org's base currency, re-expressing its rates in the new base (see above). */
export async function setBaseCurrency(db: Knex, orgId: string, currency: Currency): Promise<{ orgId: string; baseCurrency: Currency }> {
  return db.transaction(async (trx) => {
    const org = await lockOrg(trx, orgId);
    if (org.base === currency) return { orgId: org.id, baseCurrency: currency };
    const pivot = await findRate(trx, org.id, currency);
    // rate(c) was old-base units per c; in new-base units it is rate(c) ÷ rate(new base). Without a rate for the new
    // base the rates cannot be re-expressed and go.
    if (pivot) await rebaseRates(trx, org.id, currency, org.base, pivot);
    else await deleteRates(trx, org.id);
    await updateOrg(trx, org.id, { base_currency: currency });
    return { orgId: org.id, baseCurrency: currency };
  });
}

/** `currency:rate` — sets (or replaces) the rate of `currency` in the org's base currency. */
export async function setCurrencyRate(db: Knex, orgId: string, currency: Currency, rate: string): Promise<{ orgId: string; currency: Currency; rate: number }> {
  return db.transaction(async (trx) => {
    const org = await lockOrg(trx, orgId);
    if (org.base === currency) {
      throw new ApiError('VALIDATION_FAILED', `${currency} is the base currency of org ${org.id}: its rate is always 1`, {
        details: [{ field: 'currency', message: 'is the base currency' }],
        suggestion: `Set rates for the other currencies, or change the base first with currency:base.`,
      });
    }
    return { orgId: org.id, currency, rate: Number(await upsertRate(trx, org.id, currency, rate.trim())) };
  });
}
