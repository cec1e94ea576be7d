/**
 * Fuzz inputs derived from the bundled OpenAPI document ("bad input never reaches a 500").
 *
 * For every operation of `src/generated/openapi.json` (so operations added later are fuzzed too), `requestArb`
 * gives a fast-check arbitrary of whole requests built from the operation's path, query and body schemas: about
 * a third entirely valid, the rest mutated at random places with the inputs that used to reach a 500 — wrong
 * types, non-decimal and out-of-range numbers (`1e309`, `Infinity`, `0x10`, `-1`, huge), NUL bytes, lone
 * surrogates, deep nesting, extra fields, malformed percent-encoding in path segments, garbage ids and refs, and
 * dates and numbers at their edges (year 0000, year 10000, negative years, an offset carrying a bound out of
 * range, 1e21, one past the schema's bounds).
 *
 * Requests are built as text (URL and JSON body) so that what JSON.stringify cannot express is sent as is: a
 * `Raw` value is written verbatim (`1e309` in a body, `%ED%A0%80` in a path). `mcpArguments` turns the same
 * request into MCP tool arguments (JSON values; a Raw becomes the value it denotes, e.g. Infinity).
 */
import fc from 'fast-check';
import { operations, type OperationId } from '../../src/generated/operations.js';
import { Raw, deepJson, nastyAny, nastyDate, nastyNumber, nastyParam, nastyString, pastBounds } from './nasty.js';
import { bundled, type ParameterNode, type RequestBodyNode, resolveRef, type SchemaNode } from './openapiNodes.js';

export { Raw, deepJson } from './nasty.js';

/** JSON Schema nodes of the bundled document, `$ref`s inlined. */
type Schema = SchemaNode;

/** A parameter of an operation: where it goes, its name and its (inlined) schema. */
export interface FuzzParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

/** One operation as the fuzzer sees it. */
export interface FuzzOp {
  operationId: OperationId;
  method: string;
  path: string;
  params: FuzzParam[];
  body?: Schema;
  /** MCP tool name, when the operation is a tool. */
  tool: string | null;
}

/** Known ids and refs of the fuzz org, by collection (the path segment before a parameter: visions, tasks…). */
export interface Pools {
  byCollection: Record<string, string[]>;
  /** Values never used as a path parameter of the named collection (the fuzzing key's own user). */
  protected: Record<string, string[]>;
  /** Concrete request paths for batch entries. */
  paths: string[];
  /** A real next-page cursor of some list operations (a random one is only ever a 400). */
  cursors: Partial<Record<OperationId, string>>;
}

/** Inlines every $ref (the document has no cycles): `node` with each `{ $ref }` in it replaced by its target. */
export function inline<T>(node: T): T {
  if (Array.isArray(node)) return node.map(inline) as T;
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') return inline(resolveRef<T>(ref));
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v)])) as T;
}

/**
 * Every operation of the bundled document served by the API pipeline, in document order. Operations served outside
 * it (`x-served-by: oauth`: the OAuth 2.0 server and consent page, answering in RFC form, not the envelope) are not
 * in the operation table and are left out.
 */
export function fuzzOperations(): FuzzOp[] {
  const out: FuzzOp[] = [];
  for (const [path, item] of Object.entries(bundled.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op || op['x-served-by'] !== undefined) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p) => inline<ParameterNode>(p))
        .filter((p): p is ParameterNode & { in: FuzzParam['in'] } => p.in === 'path' || p.in === 'query');
      const body = op.requestBody ? inline<RequestBodyNode>(op.requestBody).content?.['application/json']?.schema : undefined;
      out.push({
        operationId: op.operationId as OperationId,
        method: method.toUpperCase(),
        path,
        params: params.map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: p.schema ?? {} })),
        body,
        tool: operations[op.operationId as OperationId].tool,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Schema → arbitrary

/** How to build values: nasty weight (0: valid only), known ids, field name, path collection, whether in a URL. */
interface Ctx {
  nasty: number;
  pools: Pools;
  name: string;
  inPath?: string;
  inUrl?: boolean;
}

const ID_COLLECTIONS: Record<string, string> = {
  visionId: 'visions',
  objectiveId: 'objectives',
  parentId: 'objectives',
  metricId: 'metrics',
  opportunityId: 'opportunities',
  taskId: 'tasks',
  parentTaskId: 'tasks',
  teamId: 'teams',
  userId: 'users',
  driId: 'users',
  ownerId: 'users',
  assigneeId: 'users',
  stewardId: 'users',
  owner: 'users',
  entityId: '*',
  id: '*',
  categoryId: 'categories',
};

function poolFor(ctx: Ctx): string[] {
  const { byCollection } = ctx.pools;
  const coll = ctx.inPath ?? ID_COLLECTIONS[ctx.name];
  if (!coll) return [];
  if (coll === '*' || !byCollection[coll]) return Object.values(byCollection).flat();
  return byCollection[coll];
}

const mix = (valid: fc.Arbitrary<unknown>, ctx: Ctx, nasty = ctx.inUrl ? nastyParam : nastyAny) =>
  ctx.nasty ? fc.oneof({ weight: 12, arbitrary: valid }, { weight: ctx.nasty, arbitrary: nasty }) : valid;

function stringArb(s: Schema, ctx: Ctx): fc.Arbitrary<unknown> {
  const max = Math.min(s.maxLength ?? 40, 40);
  const min = Math.min(s.minLength ?? 0, max);
  const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  const known = poolFor(ctx).filter(fits);
  let base: fc.Arbitrary<string>;
  if (s.format === 'uuid') base = fc.uuid();
  else if (s.format === 'date')
    base = fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  else if (s.format === 'date-time')
    base = fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  else if (s.format === 'email') base = fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 320));
  else if (s.pattern === '^/api/v1/' && ctx.pools.paths.length)
    base = fc.oneof(fc.constantFrom(...ctx.pools.paths), fc.stringMatching(/^\/api\/v1\/[a-z/-]{0,20}$/));
  else if (s.pattern) base = fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  else base = fc.string({ minLength: min, maxLength: max });
  const protectedValues = ctx.inPath ? (ctx.pools.protected[ctx.inPath] ?? []) : [];
  // Ids: known ones when the request is meant to be valid, sometimes a random well-formed one otherwise.
  const arb = !known.length
    ? base
    : ctx.nasty
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: base })
      : fc.constantFrom(...known);
  return protectedValues.length ? arb.filter((v) => !protectedValues.includes(v)) : arb;
}

function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArb(s: Schema, ctx: Ctx): fc.Arbitrary<unknown> {
  const props: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) props[k] = arb(v, { ...ctx, name: k, inPath: undefined });
  const required: string[] = s.required ?? [];
  let base: fc.Arbitrary<Record<string, unknown>>;
  if (Object.keys(props).length) base = fc.record(props, { requiredKeys: required.filter((k) => k in props) }) as fc.Arbitrary<Record<string, unknown>>;
  else if (s.additionalProperties === true || s.additionalProperties === undefined)
    base = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  else base = fc.constant({});
  if (!ctx.nasty) return base;
  // Mutations of the object itself: a required field dropped, an undeclared field added (keys may be nasty too).
  return fc
    .tuple(
      base,
      fc.option(fc.constantFrom(...(required.length ? required : [''])), { freq: 6 }),
      fc.option(fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), nastyString as fc.Arbitrary<string>), nastyAny, { minKeys: 1, maxKeys: 2 }), { freq: 6 }),
    )
    .map(([o, drop, extra]) => {
      const copy: Record<string, unknown> = { ...o, ...(extra ?? {}) };
      if (drop) delete copy[drop];
      return copy;
    });
}

/** An arbitrary of values for schema `s`: valid when `ctx.nasty` is 0, else mutated at random places. */
export function arb(s: Schema, ctx: Ctx): fc.Arbitrary<unknown> {
  if (!s || typeof s !== 'object' || Object.keys(s).length === 0) return mix(fc.jsonValue({ maxDepth: 2 }), ctx);
  if (s.const !== undefined) return mix(fc.constant(s.const), ctx);
  if (s.allOf) {
    const merged = s.allOf.reduce(
      (a: Schema, b: Schema) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties }, required: [...(a.required ?? []), ...(b.required ?? [])] }),
      {},
    );
    return arb({ ...s, ...merged, allOf: undefined }, ctx);
  }
  if (s.oneOf || s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf ?? []).map((x) => arb(x, ctx)));
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  if (s.enum) {
    const values = s.enum.filter((v: unknown) => types.length === 0 || v !== null || types.includes('null'));
    return mix(
      fc.constantFrom(...values),
      ctx,
      fc.oneof(
        ctx.inUrl ? nastyParam : nastyAny,
        fc.constantFrom(...values.filter((v): v is string => typeof v === 'string').map((v) => v.toUpperCase() + 'x')),
      ),
    );
  }
  const variants = types.map((t): { weight: number; arbitrary: fc.Arbitrary<unknown> } => {
    switch (t) {
      case 'string':
        return { weight: 4, arbitrary: stringArb(s, ctx) };
      case 'integer':
        return { weight: 4, arbitrary: numberArb(s, true) };
      case 'number':
        return { weight: 4, arbitrary: numberArb(s, false) };
      case 'boolean':
        return { weight: 4, arbitrary: fc.boolean() };
      case 'null':
        return { weight: 1, arbitrary: fc.constant(null) };
      case 'array':
        return {
          weight: 4,
          arbitrary: fc.array(arb(s.items ?? {}, { ...ctx, name: ctx.name }), {
            minLength: s.minItems ?? 0,
            maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
          }),
        };
      case 'object':
        return { weight: 4, arbitrary: objectArb(s, ctx) };
      default:
        throw new Error(`fuzz: unsupported type ${t}`);
    }
  });
  if (!variants.length) return mix(fc.jsonValue({ maxDepth: 2 }), ctx);
  const isNumeric = types.some((t) => t === 'integer' || t === 'number');
  const isDate = s.format === 'date' || s.format === 'date-time';
  const nasty = isDate
    ? fc.oneof(nastyDate, ctx.inUrl ? nastyParam : nastyAny)
    : isNumeric
      ? fc.oneof(pastBounds(s), ctx.inUrl ? nastyParam : fc.oneof(nastyNumber, nastyAny))
      : ctx.inUrl
        ? nastyParam
        : nastyAny;
  return mix(fc.oneof(...variants), ctx, nasty);
}

// ---------------------------------------------------------------------------------------------------------
// Requests

/** A request as generated: the values, before they are written as URL and body text. */
export interface FuzzInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** `undefined`: no body; a `Raw`: sent verbatim (invalid JSON, deep nesting). */
  body: unknown;
  idempotencyKey?: string;
}

/** A request as sent over HTTP. */
export interface FuzzRequest {
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
}

const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A URL component: Raw as is; a string with a lone surrogate as the (invalid) UTF-8 of a surrogate. */
function urlText(v: unknown): string {
  if (v instanceof Raw) return v.text;
  const s = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return LONE.test(s) ? encodeURIComponent(s.replace(new RegExp(LONE, 'g'), '')) + '%ED%A0%80' : encodeURIComponent(s);
}

/** JSON text of a value that may hold `Raw` parts. */
export function jsonText(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v)) return `[${v.map(jsonText).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${jsonText(x)}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** The MCP form of a value: Raw becomes what it denotes (its text when too deep to build here: over 200 levels). */
function mcpValue(v: unknown): unknown {
  if (v instanceof Raw) return v.value === undefined ? v.text : v.value;
  if (Array.isArray(v)) return v.map(mcpValue);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mcpValue(x)]));
  return v;
}

/** Tool arguments for the same input: path and query parameters as fields, the body's fields, idempotencyKey. */
export function mcpArguments(input: FuzzInput): Record<string, unknown> {
  const body = mcpValue(input.body);
  return {
    ...(mcpValue(input.path) as object),
    ...(mcpValue(input.query) as object),
    ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
    ...(input.idempotencyKey !== undefined ? { idempotencyKey: input.idempotencyKey } : {}),
  };
}

/** The HTTP request of an input. */
export function httpRequest(op: FuzzOp, input: FuzzInput): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => urlText(input.path[k]));
  const qs: string[] = [];
  for (const [k, v] of Object.entries(input.query)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) qs.push(`${encodeURIComponent(k)}=${urlText(one)}`);
  }
  const headers: Record<string, string> = {};
  if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey;
  const body = input.body === undefined ? undefined : jsonText(input.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { method: op.method, url: qs.length ? `${path}?${qs.join('&')}` : path, body, headers };
}

const BROKEN_BODIES = ['{', '{"a":}', '[]', '"x"', 'null', '1', 'true', '{"a":1}{', '\u0000', '{"\\ud800":1}', '{"a":"\\u0000"}', '{"a":1e309}'];

/** Whole requests for `op`: about a third valid, the rest mutated. */
export function inputArb(op: FuzzOp, pools: Pools): fc.Arbitrary<FuzzInput> {
  const build = (nasty: number): fc.Arbitrary<FuzzInput> => {
    const pathArbs: Record<string, fc.Arbitrary<unknown>> = {};
    const queryArbs: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of op.params) {
      const segments = op.path.split('/');
      const collection = p.in === 'path' ? segments[segments.indexOf(`{${p.name}}`) - 1] : undefined;
      const ctx: Ctx = {
        nasty,
        pools,
        name: p.name,
        inUrl: true,
        inPath: p.in === 'path' ? (collection?.startsWith('{') ? '*' : (collection ?? '*')) : undefined,
      };
      const cursor = pools.cursors[op.operationId];
      (p.in === 'path' ? pathArbs : queryArbs)[p.name] = p.name === 'cursor' && !nasty ? fc.constant(cursor) : arb(p.schema, ctx);
    }
    const requiredQuery = op.params.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    const query = fc.record(queryArbs, { requiredKeys: nasty ? [] : requiredQuery });
    const extraQuery = nasty
      ? fc.option(fc.dictionary(fc.constantFrom('extra', 'limit', 'cursor', 'a\u0000'), nastyParam, { maxKeys: 1 }), { freq: 5 })
      : fc.constant(null);
    const validBody = op.body ? arb(op.body, { nasty, pools, name: 'body' }) : fc.constant(undefined);
    const body = !nasty
      ? validBody
      : fc.oneof(
          { weight: 10, arbitrary: validBody },
          { weight: 1, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES).map((t) => new Raw(t)) },
          { weight: 1, arbitrary: fc.constantFrom(65, 1000, 5000).map((n) => new Raw(`{"name":"x","nested":${deepJson(n)}}`)) },
        );
    const write = op.method !== 'GET';
    const key = write
      ? fc.option(fc.oneof({ weight: 6, arbitrary: fc.uuid() }, { weight: nasty ? 1 : 0, arbitrary: fc.constantFrom('a b', 'x'.repeat(300), '', 'é') }), {
          freq: 2,
        })
      : fc.constant(null);
    return fc.record({ path: fc.record(pathArbs), query, extraQuery, body, key }).map(({ path, query, extraQuery, body, key }) => ({
      path,
      query: { ...query, ...(extraQuery ?? {}) },
      body: op.body || op.method !== 'GET' ? body : undefined,
      ...(key !== null ? { idempotencyKey: key } : {}),
    }));
  };
  return fc.oneof({ weight: 1, arbitrary: build(0) }, { weight: 2, arbitrary: build(2) });
}

const NO_POOLS: Pools = { byCollection: {}, protected: {}, paths: [], cursors: {} };

/**
 * A concrete path for `op` with schema-valid parameter values (fixed seed, so the same every run): for requests
 * whose point is elsewhere (headers, body), where the parameters only need to route.
 */
export function validPath(op: FuzzOp, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] !== undefined) return encodeURIComponent(values[name]);
    const p = op.params.find((x) => x.in === 'path' && x.name === name)!;
    const [v] = fc.sample(arb(p.schema, { nasty: 0, pools: NO_POOLS, name }), { numRuns: 1, seed: 7 });
    return encodeURIComponent(String(v));
  });
}
