/**
 * WAL positions (src/db/lsn.ts): the `X/Y` text round-trips, orders as Postgres orders pg_lsn (high word, then low
 * word — not as text), and anything else is no position (generated cases, fixed seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laterToken } from '../../sdk/src/runtime.js';
import { formatLsn, laterLsn, parseLsn } from './lsn.js';

const SEED = 20261129;
const word = fc.integer({ min: 0, max: 0xffff_ffff });
/** An LSN as Postgres prints it, or with lower case and leading zeros (still valid pg_lsn input). */
const lsnText = fc.tuple(word, word, fc.boolean(), fc.nat({ max: 7 })).map(([hi, lo, lower, pad]) => {
  const h = hi.toString(16).padStart(Math.min(8, hi.toString(16).length + pad), '0');
  const l = lo.toString(16);
  return { hi, lo, text: lower ? `${h}/${l}` : `${h}/${l}`.toUpperCase() };
});

describe('WAL positions', () => {
  it('parses X/Y to hi·2³² + lo and prints it back as Postgres does', () => {
    fc.assert(
      fc.property(lsnText, ({ hi, lo, text }) => {
        const lsn = parseLsn(text);
        expect(lsn).toBe(BigInt(hi) * 2n ** 32n + BigInt(lo));
        expect(formatLsn(lsn!)).toBe(`${hi.toString(16).toUpperCase()}/${lo.toString(16).toUpperCase()}`);
        expect(parseLsn(formatLsn(lsn!))).toBe(lsn);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('orders by the high word, then the low word (text order would put 9/0 after 10/0)', () => {
    fc.assert(
      fc.property(lsnText, lsnText, (a, b) => {
        const byWords = a.hi !== b.hi ? a.hi > b.hi : a.lo >= b.lo;
        expect(parseLsn(a.text)! >= parseLsn(b.text)!).toBe(byWords);
        expect(laterLsn(parseLsn(a.text), parseLsn(b.text))).toBe(byWords ? parseLsn(a.text) : parseLsn(b.text));
        // The SDK keeps the later token the same way (its own copy: the package imports nothing from the server).
        expect(parseLsn(laterToken(a.text, b.text))).toBe(laterLsn(parseLsn(a.text), parseLsn(b.text)));
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(parseLsn('10/0')! > parseLsn('9/FFFFFFFF')!).toBe(true);
    expect(laterLsn(undefined, 5n)).toBe(5n);
    expect(laterToken('9/FFFFFFFF', '10/0')).toBe('10/0');
    expect(laterLsn(5n, undefined)).toBe(5n);
  });

  it('reads anything that is not X/Y of at most 8 hex digits each as no position', () => {
    for (const bad of ['', '/', '1/', '/1', '1//1', ' 1/1', '1/1 ', '123456789/0', '0/123456789', 'G/0', '-1/0', '0x1/0', '1/2/3', '1.0/0'])
      expect(parseLsn(bad), bad).toBeUndefined();
    expect(parseLsn(undefined)).toBeUndefined();
    expect(parseLsn(null)).toBeUndefined();
    expect(laterToken(undefined, 'junk')).toBeUndefined();
    expect(laterToken('0/1', 'junk')).toBe('0/1');
    expect(laterToken(undefined, '0/1')).toBe('0/1');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const valid = /^[0-9a-fA-F]{1,8}\/[0-9a-fA-F]{1,8}$/.test(s);
        expect(parseLsn(s) !== undefined).toBe(valid);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
