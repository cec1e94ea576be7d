/**
 * The CLI's command model, derived at runtime from the generated operation table
 * (src/generated/operations.ts) and the bundled document (src/generated/openapi.json): for each operation its
 * `sextant <tag> <command>` name (names.ts), positional path parameters in path order, one flag per query parameter
 * and per top-level property of the JSON request body (kebab case), whether it takes an Idempotency-Key, and the
 * texts its help is made of. Nothing here is hand-written per operation: a new operation in openapi/ is a new
 * command after `npm run gen`.
 */
import doc from '../../generated/openapi.json' with { type: 'json' };
import type { Json } from '../../core/json.js';
import { operations, type OperationId } from '../../generated/operations.js';
import { CLI_COMMANDS } from './names.js';

/** A JSON Schema node of the document (loosely typed: the document is data). */
export type Schema = Record<string, Json>;

/** What a flag's value is turned into before validation. */
export type ValueKind = 'string' | 'integer' | 'number' | 'boolean' | 'json' | 'array';

/** One `--flag` of a command: a query parameter or a top-level body property. */
export interface FlagSpec {
  /** `status`, `opportunity-id`: the long flag without dashes. */
  flag: string;
  /** The name on the wire: `opportunityId`, or the query parameter's own name. */
  name: string;
  in: 'query' | 'body';
  kind: ValueKind;
  /** The schema accepts null: the value `null` sends JSON null. */
  nullable: boolean;
  required: boolean;
  enum?: readonly unknown[];
  description?: string;
  /** The JSON Schema type(s) as shown in help: `string`, `integer`, `string|null`, `object (JSON)`. */
  typeLabel: string;
  /** The JSON types the schema admits (null excluded). */
  types: string[];
  /** The schema's `maximum`, for numbers (page sizes). */
  maximum?: number;
}

/** One positional argument: a path parameter, in path order. */
export interface ArgSpec {
  name: string;
  description?: string;
}

/** Everything the CLI needs to build, validate and send one operation. */
export interface CommandSpec {
  operationId: OperationId;
  tag: string;
  command: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  args: ArgSpec[];
  flags: FlagSpec[];
  hasBody: boolean;
  bodyRequired: boolean;
  /** The operation declares the Idempotency-Key header (spec 2 §8). */
  idempotent: boolean;
  /** A list: its success envelope carries `pagination` (cursor, hasMore) and it takes a `cursor` parameter. */
  paged: boolean;
  /** The flag that takes the whole body as JSON text or @file: `body`, or `data` when a body field is named body. */
  bodyFlag: string | undefined;
  public: boolean;
}

/** `opportunityId` → `opportunity-id`, `unread_only` → `unread-only`: a wire name as a flag. */
export const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

/** Follows `$ref`s within the bundled document. */
export function deref(node: Schema | undefined): Schema | undefined {
  let n = node;
  for (let i = 0; n && typeof n.$ref === 'string' && i < 20; i++) {
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc as Json);
  }
  return n;
}

/** The JSON types a schema admits, looking through $ref, anyOf/oneOf and allOf (first branch with a type). */
export function typesOf(schema: Schema | undefined, depth = 0): Set<string> {
  const s = deref(schema);
  const out = new Set<string>();
  if (!s || depth > 10) return out;
  if (Array.isArray(s.type)) s.type.forEach((t: string) => out.add(t));
  else if (typeof s.type === 'string') out.add(s.type);
  if ('const' in s) out.add(s.const === null ? 'null' : typeof s.const);
  if (Array.isArray(s.enum)) for (const v of s.enum) out.add(v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[k])) for (const b of s[k]) typesOf(b, depth + 1).forEach((t) => out.add(t));
  }
  if (!out.size && s.properties) out.add('object');
  return out;
}

function enumOf(schema: Schema | undefined, depth = 0): unknown[] | undefined {
  const s = deref(schema);
  if (!s || depth > 10) return undefined;
  if (Array.isArray(s.enum)) return s.enum.filter((v: unknown) => v !== null);
  for (const k of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[k])) continue;
    for (const b of s[k]) {
      const e = enumOf(b, depth + 1);
      if (e) return e;
    }
  }
  return undefined;
}

const descriptionOf = (schema: Schema | undefined, own?: string): string | undefined => {
  const s = deref(schema);
  return own ?? schema?.description ?? s?.description;
};

/** Flag spec of one schema'd value; `name` is its wire name. */
function flagOf(name: string, where: 'query' | 'body', schema: Schema | undefined, required: boolean, description?: string): FlagSpec {
  const types = typesOf(schema);
  const nullable = types.has('null');
  types.delete('null');
  let kind: ValueKind;
  if (types.size === 1 && types.has('boolean')) kind = 'boolean';
  else if (types.size === 1 && types.has('integer')) kind = 'integer';
  else if (types.size === 1 && types.has('number')) kind = 'number';
  else if (types.size === 2 && types.has('integer') && types.has('number')) kind = 'number';
  else if (types.size === 1 && types.has('array')) kind = 'array';
  else if (types.has('string') || types.size === 0) kind = 'string';
  else kind = 'json';
  const base = [...types].join('|') || 'any';
  const typeLabel = (kind === 'json' || kind === 'array' ? `${base} (JSON)` : base) + (nullable ? '|null' : '');
  return {
    flag: kebab(name),
    name,
    in: where,
    kind,
    nullable,
    required,
    enum: enumOf(schema),
    description: descriptionOf(schema, description),
    typeLabel,
    types: [...types],
    maximum: typeof deref(schema)?.maximum === 'number' ? deref(schema)!.maximum : undefined,
  };
}

function operationNode(op: { path: string; method: string }): Schema {
  return (doc as Json).paths[op.path][op.method.toLowerCase()];
}

/** The request body's JSON schema (dereferenced), or undefined. */
export function bodySchemaOf(operationId: OperationId): Schema | undefined {
  const node = operationNode(operations[operationId]);
  const rb = deref(node.requestBody);
  return deref(rb?.content?.['application/json']?.schema);
}

/** Whether the success envelope has `pagination` (a ListEnvelope). */
function isPaged(node: Schema): boolean {
  const ok = Object.entries(node.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1] as Schema | undefined;
  const schema = deref(deref(ok)?.content?.['application/json']?.schema);
  const seen = JSON.stringify(schema ?? {});
  return seen.includes('#/components/schemas/ListEnvelope');
}

/** Drops the spec references ("(spec 2 §4.8)") that help readers do not need. */
export const plain = (text: string | undefined) =>
  (text ?? '')
    .replace(/\s*\((?:see )?spec \d[^)]*\)/gi, '')
    .replace(/\s+([.,;])/g, '$1')
    .trim();

/** The first sentence of `text`, without spec references. */
export function firstSentence(text: string | undefined): string {
  const p = plain(text);
  const m = /^(.+?[.!?])(\s|$)/s.exec(p);
  return (m ? m[1] : p).replace(/\s+/g, ' ').replace(/\.$/, '');
}

let cache: Map<OperationId, CommandSpec> | undefined;

/** The command spec of every operation of the table, keyed by operationId (built once). */
export function commandSpecs(): Map<OperationId, CommandSpec> {
  if (cache) return cache;
  cache = new Map();
  for (const id of Object.keys(operations) as OperationId[]) {
    const op = operations[id];
    const node = operationNode(op);
    const params = ((node.parameters ?? []) as Schema[]).map((p) => deref(p)!);
    const byName = new Map(params.map((p) => [`${p.in}:${p.name}`, p]));
    const args: ArgSpec[] = op.pathParams.map((name: string) => ({ name, description: plain(byName.get(`path:${name}`)?.description) || undefined }));
    const flags: FlagSpec[] = op.queryParams.map((name: string) => {
      const p = byName.get(`query:${name}`);
      return flagOf(name, 'query', p?.schema, Boolean(p?.required), p?.description);
    });
    const body = op.hasBody ? bodySchemaOf(id) : undefined;
    const bodyProps = Object.entries((body?.properties ?? {}) as Record<string, Schema>);
    const requiredBody = new Set<string>(body?.required ?? []);
    for (const [name, schema] of bodyProps) {
      if (flags.some((f) => f.flag === kebab(name))) continue; // a query parameter of the same name wins (none today)
      flags.push(flagOf(name, 'body', schema, requiredBody.has(name)));
    }
    const bodyFlag = !op.hasBody ? undefined : flags.some((f) => f.flag === 'body') ? 'data' : 'body';
    cache.set(id, {
      operationId: id,
      tag: CLI_COMMANDS[id][0],
      command: CLI_COMMANDS[id][1],
      method: op.method,
      path: op.path,
      summary: op.summary,
      description: node.description ?? '',
      args,
      flags,
      hasBody: op.hasBody,
      bodyRequired: op.bodyRequired,
      idempotent: params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
      paged: isPaged(node) && (op.queryParams as readonly string[]).includes('cursor'),
      bodyFlag,
      public: op.public,
    });
  }
  return cache;
}

/** Tags in document order with their descriptions (only tags that have operations in the table). */
export function tags(): { name: string; description: string }[] {
  const used = new Set([...commandSpecs().values()].map((c) => c.tag));
  const declared = ((doc as Json).tags ?? []) as { name: string; description?: string }[];
  const out = declared.filter((t) => used.has(t.name)).map((t) => ({ name: t.name, description: t.description ?? '' }));
  for (const t of used) if (!out.some((o) => o.name === t)) out.push({ name: t, description: '' });
  return out;
}
