/**
 * Postgres WAL positions (pg_lsn): the text `X/Y`, two hexadecimal numbers of up to 8 digits each — the high and low
 * 32 bits of a 64-bit byte position in the write-ahead log. The consistency token a write answers is one
 * (`Sextant-Consistency-Token`, src/db/replica.ts): a read carrying it may be served by a replica only once the
 * replica has replayed the log up to it.
 */

const LSN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** `X/Y` → its 64-bit position; undefined for anything else (surrounding spaces included). */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const m = typeof text === 'string' ? LSN.exec(text) : null;
  if (!m) return undefined;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}

/** A 64-bit position → Postgres's own spelling of it (`16/B374D848`: upper case, no leading zeros). */
export function formatLsn(lsn: bigint): string {
  if (lsn < 0n || lsn > 0xffff_ffff_ffff_ffffn) throw new RangeError(`not a WAL position: ${lsn}`);
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffff_ffffn).toString(16).toUpperCase()}`;
}

/** The later of two positions (undefined counts as the earliest). */
export const laterLsn = (a: bigint | undefined, b: bigint | undefined): bigint | undefined => (a === undefined ? b : b === undefined || a >= b ? a : b);
