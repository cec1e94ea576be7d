/** Input checks the schema validators cannot make: text, nesting, numeric parameters. */
import { describe, expect, it } from 'vitest';
import { describeNumeric, MAX_JSON_DEPTH, numericDetails, scanInput, textProblem } from './input.js';
import { operations } from '../generated/operations.js';

const nest = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describe('textProblem', () => {
  it('refuses NUL and lone surrogates, accepts other text including surrogate pairs', () => {
    expect(textProblem('a\u0000b')).toBe('must not contain NUL (\\u0000) characters');
    expect(textProblem('x\ud800')).toMatch(/well-formed Unicode/);
    expect(textProblem('\udc00x')).toMatch(/well-formed Unicode/);
    expect(textProblem('emoji 😀, é, \uffff, \u202e')).toBeUndefined();
  });
});

describe('scanInput', () => {
  it('names strings and keys holding NUL, at any depth, with escaped keys', () => {
    const { details, tooDeep } = scanInput({ title: 'a\u0000', cfg: { list: ['ok', { deeper: 'b\u0000' }], 'k\u0000': 1 } }, 'body');
    expect(tooDeep).toBe(false);
    expect(details).toEqual([
      { field: 'body.title', message: 'must not contain NUL (\\u0000) characters' },
      { field: 'body.cfg.k\\u0000', message: 'is a key that must not contain NUL (\\u0000) characters' },
      { field: 'body.cfg.list.1.deeper', message: 'must not contain NUL (\\u0000) characters' },
    ]);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels (the value itself is the first) and names the top field past it`, () => {
    expect(scanInput({ cfg: nest(MAX_JSON_DEPTH - 1) }, 'body')).toEqual({ details: [], tooDeep: false });
    const over = scanInput({ name: 'x', cfg: nest(MAX_JSON_DEPTH) }, 'body');
    expect(over.tooDeep).toBe(true);
    expect(over.details).toEqual([{ field: 'body.cfg', message: `nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep (the limit of a request)` }]);
  });

  it('walks 200,000 levels without recursion', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    const r = scanInput(deep, 'body');
    expect(r.tooDeep).toBe(true);
    expect(r.details.map((d) => d.field)).toEqual(['body.0']);
  });

  it('stops at maxDetails and takes non-objects', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\u0000']));
    expect(scanInput(many, 'body').details).toHaveLength(10);
    expect(scanInput('a\u0000', 'body').details).toEqual([{ field: 'body', message: 'must not contain NUL (\\u0000) characters' }]);
    expect(scanInput(null, 'body').details).toEqual([]);
    expect(scanInput({ id: 'VIS-1' }, 'path').details).toEqual([]);
  });
});

describe('numericDetails', () => {
  const limit = operations.listTasks.numericParams[0];

  it('comes from the document: listTasks limit is an integer from 1 to 200', () => {
    expect(limit).toEqual({ in: 'query', name: 'limit', type: 'integer', minimum: 1, maximum: 200 });
    expect(describeNumeric(limit)).toBe('a plain decimal integer from 1 to 200');
    expect(operations.renameVisionVersion.numericParams).toEqual([{ in: 'path', name: 'version', type: 'integer', minimum: 1, maximum: 2147483647 }]);
  });

  it.each([
    '1e309',
    'Infinity',
    '0x10',
    '1e2',
    ' 5',
    '5 ',
    '+5',
    '1.5',
    '-1',
    '0',
    '201',
    '',
    '99999999999999999999',
    Number('1e309'),
    Infinity,
    NaN,
    1.5,
    201,
    true,
    ['1', '2'],
    { a: 1 },
  ])('refuses %j', (raw) => {
    expect(numericDetails([limit], { path: {}, query: { limit: raw } })).toEqual([
      { field: 'query.limit', message: 'must be a plain decimal integer from 1 to 200' },
    ]);
  });

  it.each(['1', '200', '016', 50, 1.0])('accepts %j', (raw) => {
    expect(numericDetails([limit], { path: {}, query: { limit: raw } })).toEqual([]);
  });

  it('leaves absent parameters to the validators, and describes other bounds', () => {
    expect(numericDetails([limit], { path: {}, query: {} })).toEqual([]);
    expect(describeNumeric({ in: 'path', name: 'version', type: 'integer', minimum: 1 } as never)).toBe('a plain decimal integer from 1 to 9007199254740991');
    expect(describeNumeric({ in: 'query', name: 'x', type: 'number', exclusiveMinimum: 0 } as never)).toBe(
      'a plain decimal number (digits, optionally a point and more digits), greater than 0',
    );
    expect(numericDetails([{ in: 'query', name: 'x', type: 'number', exclusiveMinimum: 0 } as never], { path: {}, query: { x: '0.5' } })).toEqual([]);
    expect(numericDetails([{ in: 'query', name: 'x', type: 'number', exclusiveMinimum: 0 } as never], { path: {}, query: { x: '0' } })).toHaveLength(1);
  });
});
