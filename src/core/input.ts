/**
 * Input checks the generated JSON Schema validators cannot make, run by the pipeline before them on every
 * transport (REST, MCP, batch entries), so that bad input is a 400 VALIDATION_FAILED naming the field rather than
 * a 500 further down ("bad input never reaches a 500"; spec 2 §7):
 *  - text Postgres cannot store or that is not Unicode: NUL (\u0000) and lone surrogates, in every string and
 *    object key of the body (free-form JSON such as a metric's dataSourceConfig included), query and path;
 *  - nesting deeper than MAX_JSON_DEPTH, found without recursion before anything recursive (idempotency hashing,
 *    ajv, knex/pg serialisation) touches the value;
 *  - integer and number path/query parameters that are not plain decimals within the schema's bounds, checked on
 *    the raw value before ajv's type coercion (which takes "1e309" as Infinity and "0x10" as 16).
 */
import type { ErrorDetail } from './errors.js';
import type { OperationRow } from '../generated/operations.js';

/**
 * Deepest nesting of objects and arrays accepted in a request body, a query or MCP tool arguments (the body
 * object itself is level 1). Generous for any real document; it exists so that no step can overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNPRINTABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Message of a string value no column can hold (NUL), or that is not Unicode (a lone surrogate); else undefined. */
export function textProblem(s: string): string | undefined {
  if (s.includes('\u0000')) return 'must not contain NUL (\\u0000) characters';
  if (LONE_SURROGATE.test(s)) return 'must be well-formed Unicode (no lone surrogates \\uD800-\\uDFFF)';
  return undefined;
}

/** A key as written in a detail's field: NUL and lone surrogates as \uXXXX escapes. */
const printable = (key: string) => key.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

interface Frame {
  value: unknown;
  depth: number;
  parent?: Frame;
  key?: string;
}

function fieldOf(prefix: string, frame: Frame | undefined, key?: string): string {
  const parts: string[] = key === undefined ? [] : [printable(key)];
  for (let f = frame; f?.key !== undefined; f = f.parent) parts.push(printable(f.key));
  return [prefix, ...parts.reverse()].join('.');
}

/** What `scanInput` found. `tooDeep`: the value nests past the limit, so no recursive step may touch it. */
export interface ScanResult {
  details: ErrorDetail[];
  tooDeep: boolean;
}

/**
 * Walks a JSON value with an explicit stack (never recursion) and reports, as §7 details:
 *  - each string and each object key holding NUL or a lone surrogate, at its dotted field (`body.title`,
 *    `body.dataSourceConfig.a`, `body.items.0`, `query.query`, `path.id`; a bad key is named with \uXXXX escapes);
 *  - nesting deeper than `maxDepth` (`value` itself is level 1), once per top-level field under which it happens
 *    (`body.dataSourceConfig`); the walk does not go below the limit.
 * Stops after `maxDetails` details.
 */
export function scanInput(value: unknown, prefix: 'body' | 'query' | 'path', { maxDepth = MAX_JSON_DEPTH, maxDetails = 10 } = {}): ScanResult {
  const details: ErrorDetail[] = [];
  let tooDeep = false;
  const deepFields = new Set<string>();
  const text = (s: string, field: () => string, what = '') => {
    const problem = textProblem(s);
    if (problem) details.push({ field: field(), message: what + problem });
  };
  if (typeof value === 'string') text(value, () => prefix);
  if (!value || typeof value !== 'object') return { details, tooDeep };
  const stack: Frame[] = [{ value, depth: 1 }];
  while (stack.length && details.length < maxDetails) {
    const frame = stack.pop()!;
    const entries: [string, unknown][] = Array.isArray(frame.value)
      ? frame.value.map((v, i) => [String(i), v])
      : Object.entries(frame.value as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (!Array.isArray(frame.value)) text(key, () => fieldOf(prefix, frame, key), 'is a key that ');
      if (typeof child === 'string') text(child, () => fieldOf(prefix, frame, key));
      else if (child && typeof child === 'object') {
        if (frame.depth + 1 > maxDepth) {
          tooDeep = true;
          let top: Frame = frame;
          while (top.parent?.key !== undefined) top = top.parent;
          const field = top.key === undefined ? fieldOf(prefix, undefined, key) : fieldOf(prefix, top);
          if (!deepFields.has(field)) {
            deepFields.add(field);
            details.push({ field, message: `nests objects and arrays more than ${maxDepth} levels deep (the limit of a request)` });
          }
        } else {
          stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
        }
      }
    }
  }
  return { details: details.slice(0, maxDetails), tooDeep };
}

type NumericParam = OperationRow['numericParams'][number];
type Bounds = { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number };
const DECIMAL = { integer: /^-?[0-9]+$/, number: /^-?[0-9]+(\.[0-9]+)?$/ };

/** "a plain decimal integer from 1 to 200": what a numeric parameter accepts, in the caller's terms. */
export function describeNumeric(p: NumericParam): string {
  const b = p as Bounds;
  const integer = p.type === 'integer';
  const low =
    b.minimum !== undefined
      ? { v: b.minimum, strict: false }
      : b.exclusiveMinimum !== undefined
        ? { v: b.exclusiveMinimum, strict: true }
        : integer
          ? { v: -Number.MAX_SAFE_INTEGER, strict: false }
          : undefined;
  const high =
    b.maximum !== undefined
      ? { v: b.maximum, strict: false }
      : b.exclusiveMaximum !== undefined
        ? { v: b.exclusiveMaximum, strict: true }
        : integer
          ? { v: Number.MAX_SAFE_INTEGER, strict: false }
          : undefined;
  const what = integer ? 'a plain decimal integer' : 'a plain decimal number (digits, optionally a point and more digits)';
  if (low && high && !low.strict && !high.strict) return `${what} from ${low.v} to ${high.v}`;
  const parts = [
    low && (low.strict ? `greater than ${low.v}` : `at least ${low.v}`),
    high && (high.strict ? `less than ${high.v}` : `at most ${high.v}`),
  ].filter(Boolean);
  return parts.length ? `${what}, ${parts.join(' and ')}` : what;
}

function accepts(p: NumericParam, raw: unknown): boolean {
  let n: number;
  if (typeof raw === 'string') {
    if (!DECIMAL[p.type].test(raw)) return false;
    n = Number(raw);
  } else if (typeof raw === 'number') {
    n = raw;
  } else {
    return false;
  }
  if (!Number.isFinite(n) || (p.type === 'integer' && !Number.isSafeInteger(n))) return false;
  const b = p as Bounds;
  return !(
    (b.minimum !== undefined && n < b.minimum) ||
    (b.maximum !== undefined && n > b.maximum) ||
    (b.exclusiveMinimum !== undefined && n <= b.exclusiveMinimum) ||
    (b.exclusiveMaximum !== undefined && n >= b.exclusiveMaximum)
  );
}

/**
 * Checks each integer/number path and query parameter of an operation (the generated operation table's
 * `numericParams`, taken from the document) on its raw value, before ajv coerces it: a string (REST, batch) must
 * be a plain decimal — no exponent, hex, sign other than a leading minus, spaces, Infinity — and a JSON number
 * (MCP) must be finite, whole for an integer; both within the schema's bounds (integers also within ±(2^53−1)).
 * Returns a detail `{ field: 'query.limit', message: 'must be a plain decimal integer from 1 to 200' }` per
 * offending parameter; absent parameters are left to the validators.
 */
export function numericDetails(params: readonly NumericParam[], values: { path: Record<string, unknown>; query: Record<string, unknown> }): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const p of params) {
    const raw = values[p.in][p.name];
    if (raw === undefined || accepts(p, raw)) continue;
    details.push({ field: `${p.in}.${p.name}`, message: `must be ${describeNumeric(p)}` });
  }
  return details;
}
