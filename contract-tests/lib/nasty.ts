/**
 * The nasty values of the fuzzer (fuzz.ts): inputs that used to reach a 500 — wrong types, non-decimal and
 * out-of-range numbers (`1e309`, `Infinity`, `0x10`, huge), NUL bytes, lone surrogates, deep nesting, malformed
 * percent-encoding, dates Postgres or the spec refuses — as fast-check arbitraries, and `Raw`, text written
 * verbatim into a URL or a JSON body.
 */
import fc from 'fast-check';
import type { SchemaNode } from './openapiNodes.js';

/** Text written verbatim into a URL or a JSON body; `value` is what it denotes as a JS value (MCP arguments). */
export class Raw {
  constructor(
    readonly text: string,
    readonly value?: unknown,
  ) {}
}

const LONE_SURROGATES = ['\ud800', 'a\udc00b', '\udbff', 'x\ud83d'];
const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  ...LONE_SURROGATES,
  '\uffff',
  '\u202e\u200b',
  '𝕏𝕐',
  ' ',
  '',
  'null',
  'undefined',
  'true',
  'VIS-0',
  'VIS-99999999999999999999',
  'ENG-1e3',
  'OBJ--1',
  'TASK-0x10',
  'MET-9223372036854775808',
  "'; drop table tasks; --",
  '../../etc/passwd',
  'a'.repeat(5000),
  '%',
  '%00',
  '1e309',
  '0x10',
  'Infinity',
  '{"a":1}',
  '[]',
];
export const nastyString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...LONE_SURROGATES)).map(([s, l]) => s + l),
);
export const nastyNumber: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  new Raw('1e309', Infinity),
  new Raw('-1e309', -Infinity),
  new Raw('1e400', Infinity),
  new Raw('1E2', 100),
  new Raw('-0', -0),
  new Raw('123456789012345678901234567890', 1.2345678901234568e29),
  new Raw('5e-324', 5e-324),
  -1,
  0,
  0.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  1e20,
  -1e20,
  1e21,
  -1e21,
  new Raw('1e21', 1e21),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
);
/** Dates Postgres or the spec refuses (years 0001..9999 only), and forms that are not dates at all. */
const NASTY_DATES = [
  '0000-01-01',
  '0000-12-31',
  '10000-01-01',
  '-0001-01-01',
  '+010000-01-01',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '-0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59-01:00',
  '2026-01-01T24:00:01Z',
  '2026-01-01T00:00:00+25:00',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
];
export const nastyDate: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(...NASTY_DATES);
/** Numbers just past a schema's bounds (its maximum + 1, its minimum − 1). */
export const pastBounds = (s: SchemaNode): fc.Arbitrary<unknown> => {
  const past = [s.maximum ?? s.exclusiveMaximum, s.minimum ?? s.exclusiveMinimum].flatMap((b, i) => (typeof b === 'number' ? [i ? b - 1 : b + 1] : []));
  return past.length ? fc.constantFrom<unknown>(...past) : nastyNumber;
};

/** `{"a":{"a":…1…}}` nested `n` deep, as raw text (JSON.stringify itself would recurse). */
export const deepJson = (n: number, key = 'a') => `{${JSON.stringify(key)}:`.repeat(n) + '1' + '}'.repeat(n);
const deep = (n: number) => new Raw(deepJson(n), n <= 200 ? JSON.parse(deepJson(n)) : undefined);
const deepArray = (n: number) => new Raw('['.repeat(n) + ']'.repeat(n), n <= 200 ? JSON.parse('['.repeat(n) + ']'.repeat(n)) : undefined);

/**
 * Any wrong value, nested at most `maxNesting` deep. URL values stop at 100 levels: 1,000 would pass Node's 16 KB
 * header limit, answered before routing (431, bad-input.test.ts) and so outside the operation under test.
 */
const nastyValue = (maxNesting: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: nastyString },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [1, 'x'], { extra: 1 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...[63, 64, 65, 100, 1000, 5000].filter((n) => n <= maxNesting)).chain((n) => fc.constantFrom(deep(n), deepArray(n))),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyString as fc.Arbitrary<string>, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }) },
  );
export const nastyAny = nastyValue(5000);
const nastyInUrl = nastyValue(100);

/** Query or path parameter values that are not what the schema wants, as they would appear in a URL. */
export const nastyParam: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    new Raw('1e309', Infinity),
    'Infinity',
    '-Infinity',
    'NaN',
    '0x10',
    '0b11',
    '1e2',
    '-1',
    '0',
    '1.5',
    ' 5',
    '5 ',
    '+5',
    '016',
    '99999999999999999999',
    '9007199254740993',
    '',
    new Raw('%'),
    new Raw('%ED%A0%80'),
    new Raw('%zz'),
    new Raw('%00'),
    new Raw('%C0%AF'),
    new Raw('a%'),
    new Raw('%E2%82'),
    'a\u0000b',
  ),
  nastyString,
  fc.constantFrom<unknown>(['1', '2'], { a: 1 }),
  nastyInUrl,
);
