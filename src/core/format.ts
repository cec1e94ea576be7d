/**
 * Column values as the API writes them, for query modules' mappers (below the services, so they cannot import
 * services/common.ts): timestamps as ISO 8601, DATE columns as YYYY-MM-DD, numerics as numbers.
 */

/** A timestamp as ISO 8601 (UTC); null stays null. */
export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

/** A DATE column as YYYY-MM-DD; null stays null. */
export const isoDate = (d: Date | string | null | undefined): string | null => {
  if (d == null) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  // pg returns DATE as a local-midnight Date; format it back in local time
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A numeric column (pg returns a string) as a number; null stays null. */
export const num = (v: string | number | null | undefined): number | null => (v == null ? null : Number(v));

/** numeric → canonical decimal string without trailing zeros (spec 1 §2.3: targetNumeric as string). */
export const decimalString = (v: string | null | undefined): string | null => {
  if (v == null) return null;
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
};
