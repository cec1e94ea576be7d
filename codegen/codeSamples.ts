/**
 * Code samples for the API reference page: `npm run gen` adds `x-codeSamples` to every operation of
 * the bundled document (src/generated/openapi.json — never to the hand-maintained YAML), which Redoc shows beside
 * each operation at GET /docs, as DigitalOcean's and Stripe's references do:
 *
 *  - `curl`  (lang Shell): method, `$SEXTANT_URL` + the path with example path parameters, the required query
 *            parameters (and those with an `example`, and a search's `query`), `Authorization: Bearer
 *            $SEXTANT_API_KEY` when the operation takes a key, a fresh `Idempotency-Key` on writes that accept one,
 *            and the request body's example (else its required fields).
 *  - `SDK`   (lang JavaScript): the orval function of @sextant/sdk named by the operationId, called as orval
 *            generates it — path parameters in path order, the body, the query parameters, the headers.
 *  - `CLI`   (lang Shell): `sextant <tag> <command>` (src/cli/sextant/names.ts), path parameters positional in path
 *            order, then `--<field-in-kebab-case> <value>` for the query parameters and body fields (objects and
 *            arrays as JSON; booleans as the switches `--<field>` / `--no-<field>`), as src/cli/sextant/main.ts reads
 *            them.
 *
 * Operations served outside the API pipeline (`x-served-by`: the OAuth server, inbound provider webhooks, the MCP
 * server) are not in the SDK or the CLI and get the curl sample only; an operation's `x-accept` (the MCP server's
 * `application/json, text/event-stream`, which its transport requires) is sent as the curl sample's Accept header. Example values come from the document: the parameter's or
 * schema's `example`, else a value derived from the schema (enum, format, bounds), so the output is deterministic.
 * The MCP catalog never sees the samples: tools are built from operations' descriptions and inlined schemas, which
 * drop every `x-` key (codegen/gen.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Json } from '../src/core/json.js';

/** One entry of an operation's `x-codeSamples` (Redoc: `lang` picks the highlighter, `label` names the tab). */
export interface CodeSample {
  lang: 'Shell' | 'JavaScript';
  label: 'curl' | 'SDK' | 'CLI';
  source: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** The example UUID used where the document gives none. */
const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const INDENT = '  ';

/** `node` with its `#/components/...` $ref chain followed. Throws on a ref outside the document. */
function deref(doc: Json, node: Json): Json {
  let n = node;
  for (let i = 0; n && typeof n.$ref === 'string'; i++) {
    if (i > 32 || !n.$ref.startsWith('#/')) throw new Error(`codeSamples: cannot follow $ref ${n.$ref}`);
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return n;
}

/**
 * An example value for `schema` (a field called `name`): its `example`, `default`, `const` or first `enum` value,
 * else one derived from its type and format; objects get their required properties only. Depth-limited.
 */
function exampleOf(doc: Json, schema: Json, name = '', depth = 0): unknown {
  const s = deref(doc, schema) ?? {};
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum.find((v: unknown) => v !== null) ?? s.enum[0];
  if (depth > 6) return null;
  for (const k of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[k])) {
      const branch = s[k].map((b: Json) => deref(doc, b)).find((b: Json) => b && b.type !== 'null');
      if (branch) return exampleOf(doc, branch, name, depth + 1);
    }
  }
  if (Array.isArray(s.allOf)) {
    const merged: Json = {};
    for (const b of s.allOf) {
      const v = exampleOf(doc, b, name, depth + 1);
      if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(merged, v);
      else if (v !== undefined && v !== null) return v;
    }
    return merged;
  }
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : ['string'];
  const type = types.find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'object': {
      // The required properties, then others in order while `minProperties` asks for more (a PATCH's "at least one").
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) if (s.properties?.[k]) out[k] = exampleOf(doc, s.properties[k], k, depth + 1);
      for (const [k, v] of Object.entries<Json>(s.properties ?? {})) {
        if (Object.keys(out).length >= (s.minProperties ?? 0)) break;
        if (!(k in out)) out[k] = exampleOf(doc, v, k, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: Math.min(n, 2) }, () => exampleOf(doc, s.items ?? {}, name, depth + 1));
    }
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return stringExample(s, name);
  }
}

/** A string value for schema `s` of field `name`, from its format, else the placeholder `<name>`. */
function stringExample(s: Json, name: string): string {
  const later = /^(to|until|end|endDate|dueDate)$/.test(name);
  switch (s.format) {
    case 'uuid':
      return UUID;
    case 'date-time':
      return later ? '2026-01-31T17:00:00Z' : '2026-01-05T09:00:00Z';
    case 'date':
      return later ? '2026-01-31' : '2026-01-05';
    case 'email':
      return 'ada@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/hooks/sextant';
    default:
  }
  if (/Id$/.test(name)) return UUID;
  if (name === 'query') return 'checkout';
  return `<${name || 'text'}>`;
}

/** The JSON types `schema` admits (its type, const, enum and branches), as the CLI reads them. */
function typesOf(doc: Json, schema: Json, depth = 0): Set<string> {
  const s = deref(doc, schema);
  const out = new Set<string>();
  if (!s || depth > 10) return out;
  for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) out.add(t);
  if ('const' in s) out.add(s.const === null ? 'null' : typeof s.const);
  for (const v of Array.isArray(s.enum) ? s.enum : []) out.add(v === null ? 'null' : typeof v);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const b of s[k] ?? []) typesOf(doc, b, depth + 1).forEach((t) => out.add(t));
  return out;
}
/** A boolean field (maybe nullable): the CLI takes it as a switch, `--flag` / `--no-flag`. */
const isSwitch = (doc: Json, schema: Json) => {
  const types = typesOf(doc, schema);
  types.delete('null');
  return types.size === 1 && types.has('boolean');
};

/** `value` as one shell word: bare when it is plain, else single-quoted. */
function shellWord(value: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * `value` as a JavaScript literal (`js`: single-quoted strings, bare keys when they are identifiers) or as JSON,
 * on one line when it fits in 80 columns at nesting `level`, else one member per line.
 */
function literal(value: unknown, js: boolean, level = 0): string {
  const pad = INDENT.repeat(level);
  const key = (k: string) => (js && /^[A-Za-z_$][\w$]*$/.test(k) ? k : js ? quote(k) : JSON.stringify(k));
  const quote = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  const scalar = (v: unknown) => (typeof v === 'string' && js ? quote(v) : (JSON.stringify(v) ?? 'null'));
  const oneLine = (v: unknown): string =>
    Array.isArray(v)
      ? `[${v.map(oneLine).join(', ')}]`
      : v && typeof v === 'object'
        ? Object.keys(v).length
          ? `{ ${Object.entries(v)
              .map(([k, x]) => `${key(k)}: ${oneLine(x)}`)
              .join(', ')} }`
          : '{}'
        : scalar(v);
  if (value === null || typeof value !== 'object') return scalar(value);
  const flat = oneLine(value);
  if (flat.length + pad.length <= 80) return flat;
  const inner = INDENT.repeat(level + 1);
  const comma = js ? ',' : '';
  const members = Array.isArray(value)
    ? value.map((v) => `${inner}${literal(v, js, level + 1)}`)
    : Object.entries(value).map(([k, v]) => `${inner}${key(k)}: ${literal(v, js, level + 1)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${members.join(`,\n`)}${comma}\n${pad}${close}`;
}

const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

/** What the samples of one operation need, read from the document. */
interface OperationInput {
  method: string;
  /** The path with example values in place of its parameters. */
  path: string;
  /** The path parameters' example values, in path order (numbers stay numbers). */
  pathValues: unknown[];
  /** The query parameters the sample shows (see inputOf), with example values. */
  query: [name: string, value: unknown][];
  /** The operation takes query parameters at all (orval then has a `params` argument). */
  hasQuery: boolean;
  /** Required header parameters other than Idempotency-Key (e.g. a provider's signature), with example values. */
  headers: [name: string, value: string][];
  idempotent: boolean;
  bearer: boolean;
  basicClient: boolean;
  /** The Accept header the operation requires (`x-accept`), when it requires one. */
  accept?: string;
  /** The sample's body: the example, else the required fields; absent when the body is optional and that is empty. */
  body?: { mediaType: string; value: unknown };
  /** The operation takes a body at all (orval then has a body argument). */
  hasBody: boolean;
  /** Query parameters and top-level body fields that are booleans: CLI switches. */
  switches: Set<string>;
}

function inputOf(doc: Json, path: string, method: string, item: Json, op: Json): OperationInput {
  const params: Json[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(doc, p));
  const sampleOf = (p: Json) => p.example ?? (p.examples ? Object.values<Json>(p.examples)[0]?.value : undefined) ?? exampleOf(doc, p.schema ?? {}, p.name);
  const pathValues: unknown[] = [];
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    const value = p ? sampleOf(p) : `<${name}>`;
    pathValues.push(value);
    return encodeURIComponent(String(value)).replace(/%3C/g, '<').replace(/%3E/g, '>'); // placeholders stay readable
  });
  // Required query parameters, those the document gives an example, and a search's text (`query`, which a search
  // needs unless a filter is given).
  const shown = (p: Json) => p.required || p.example !== undefined || p.examples !== undefined || p.name === 'query';
  const query = params.filter((p) => p.in === 'query' && shown(p)).map((p): [string, unknown] => [p.name, sampleOf(p)]);
  const headers = params
    .filter((p) => p.in === 'header' && p.required && p.name.toLowerCase() !== 'idempotency-key')
    .map((p): [string, string] => [p.name, String(sampleOf(p))]);
  const schemes = new Set<string>((op.security ?? doc.security ?? []).flatMap((req: Json) => Object.keys(req ?? {})));
  let body: OperationInput['body'];
  const rb = op.requestBody ? deref(doc, op.requestBody) : undefined;
  if (rb?.content) {
    const mediaType = rb.content['application/json'] ? 'application/json' : Object.keys(rb.content)[0];
    const media = rb.content[mediaType];
    const value =
      media.example ??
      (media.examples ? Object.values<Json>(media.examples).map((e) => deref(doc, e))[0]?.value : undefined) ??
      exampleOf(doc, media.schema ?? {});
    const empty = value && typeof value === 'object' && !Array.isArray(value) && !Object.keys(value).length;
    if (rb.required || !empty) body = { mediaType, value };
  }
  const bodySchema = deref(doc, rb?.content?.['application/json']?.schema);
  const switches = new Set<string>([
    ...params.filter((p) => p.in === 'query' && isSwitch(doc, p.schema)).map((p) => p.name as string),
    ...Object.entries<Json>(bodySchema?.properties ?? {})
      .filter(([, v]) => isSwitch(doc, v))
      .map(([k]) => k),
  ]);
  return {
    switches,
    method,
    path: filled,
    pathValues,
    query,
    headers,
    hasQuery: params.some((p) => p.in === 'query'),
    hasBody: Boolean(rb?.content),
    idempotent: params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
    bearer: schemes.has('bearerAuth') || schemes.has('oauth2'),
    basicClient: schemes.has('oauthClient'),
    ...(typeof op['x-accept'] === 'string' ? { accept: op['x-accept'] } : {}),
    body,
  };
}

const queryString = (query: OperationInput['query']) =>
  query.length
    ? `?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`).join('&')}`
    : '';

/** The curl sample: one option per line. */
function curlOf(x: OperationInput): string {
  const url = `"$SEXTANT_URL${x.path}${queryString(x.query)}"`;
  const lines = [x.method === 'get' ? `curl ${url}` : `curl -X ${x.method.toUpperCase()} ${url}`];
  if (x.bearer) lines.push(`-H "Authorization: Bearer $SEXTANT_API_KEY"`);
  if (x.basicClient) lines.push(`-u "$CLIENT_ID:$CLIENT_SECRET"`);
  if (x.accept) lines.push(`-H ${shellWord(`Accept: ${x.accept}`)}`);
  for (const [name, value] of x.headers) lines.push(`-H ${shellWord(`${name}: ${value}`)}`);
  if (x.idempotent) lines.push(`-H "Idempotency-Key: $(node -p 'crypto.randomUUID()')"`);
  if (x.body?.mediaType === 'application/json') {
    const json = literal(x.body.value, false);
    lines.push(`-H "Content-Type: application/json"`, `-d '${json.replace(/'/g, `'\\''`)}'`);
  } else if (x.body?.mediaType === 'application/x-www-form-urlencoded') {
    for (const [k, v] of Object.entries(x.body.value ?? {})) lines.push(`--data-urlencode ${shellWord(`${k}=${v}`)}`);
  } else if (x.body) {
    lines.push(`-H "Content-Type: ${x.body.mediaType}"`, `--data-binary @file`);
  }
  return lines.join(' \\\n  ');
}

/** The SDK sample: the orval function (named by the operationId) with orval's argument order. */
function sdkOf(operationId: string, x: OperationInput): string {
  const args: (string | undefined)[] = [...x.pathValues.map((v) => literal(v, true))];
  if (x.hasBody) args.push(x.body ? literal(x.body.value, true, 1) : undefined);
  if (x.hasQuery) args.push(x.query.length ? literal(Object.fromEntries(x.query), true, 1) : undefined);
  args.push(x.idempotent ? `{ 'Idempotency-Key': crypto.randomUUID() }` : undefined);
  while (args.length && args[args.length - 1] === undefined) args.pop();
  const list = args.map((a) => a ?? 'undefined');
  const call = `${operationId}(${list.join(', ')})`;
  const multiline = call.length > 70 || list.some((a) => a.includes('\n'));
  return [
    `import { configure, ${operationId} } from '@sextant/sdk';`,
    '',
    `configure({ baseUrl: process.env.SEXTANT_URL, apiKey: process.env.SEXTANT_API_KEY });`,
    '',
    multiline
      ? `const { status, data } = await ${operationId}(\n${list.map((a) => `${INDENT}${a},`).join('\n')}\n);`
      : `const { status, data } = await ${call};`,
    `console.log(status, data);`,
  ].join('\n');
}

/** The CLI sample: `sextant <tag> <command> <path params…> --<field> <value>…`. */
function cliOf(command: string, x: OperationInput): string {
  const parts = [command, ...x.pathValues.map((v) => shellWord(String(v)))];
  const flag = (name: string, value: unknown) =>
    typeof value === 'boolean' && x.switches.has(name)
      ? `--${value ? '' : 'no-'}${kebab(name)}`
      : `--${kebab(name)} ${shellWord(value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value))}`;
  const flags = x.query.map(([k, v]) => flag(k, v));
  const body = x.body?.mediaType === 'application/json' ? x.body.value : undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) flags.push(...Object.entries(body).map(([k, v]) => flag(k, v)));
  const oneLine = [...parts, ...flags].join(' ');
  return oneLine.length <= 100 ? oneLine : [parts.join(' '), ...flags].join(' \\\n  ');
}

/**
 * The samples of one operation: curl, SDK and CLI, or curl alone when `commandOf` is not given (an operation served
 * outside the pipeline is in neither the SDK nor the CLI).
 */
export function codeSamplesOf(doc: Json, path: string, method: string, op: Json, commandOf?: (operationId: string) => string): CodeSample[] {
  const item = doc.paths?.[path] ?? {};
  const x = inputOf(doc, path, method, item, op);
  const samples: CodeSample[] = [{ lang: 'Shell', label: 'curl', source: curlOf(x) }];
  if (commandOf) {
    samples.push({ lang: 'JavaScript', label: 'SDK', source: sdkOf(op.operationId, x) });
    samples.push({ lang: 'Shell', label: 'CLI', source: cliOf(commandOf(op.operationId), x) });
  }
  return samples;
}

/**
 * Sets `x-codeSamples` on every operation under `doc.paths` (webhooks are calls Sextant makes, not the reader:
 * none), in place; `commandOf` maps an operationId to its `sextant <tag> <command>`. Returns how many operations
 * got samples. Throws when an operation already carries hand-written `x-codeSamples` (they belong here, generated).
 */
export function withCodeSamples(doc: Json, commandOf: (operationId: string) => string): number {
  let n = 0;
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      if (op['x-codeSamples'] !== undefined)
        throw new Error(`${op.operationId}: x-codeSamples is generated by codegen/codeSamples.ts; remove it from openapi/`);
      const outside = op['x-served-by'] !== undefined;
      op['x-codeSamples'] = codeSamplesOf(doc, path, method, op, outside ? undefined : commandOf);
      n++;
    }
  }
  return n;
}

/**
 * The `npm run gen` step: reads the bundled document at `file`, adds the samples and writes it back in gen's format
 * (two-space JSON, trailing newline). Run after src/generated/operations.ts is written: the CLI names
 * (src/cli/sextant/names.ts) are read from that table, imported here for the first time so the fresh one loads.
 */
export async function addCodeSamples(file: string): Promise<number> {
  const doc: Json = JSON.parse(readFileSync(file, 'utf8'));
  const { cliCommandOf } = await import('../src/cli/sextant/names.js');
  const n = withCodeSamples(doc, cliCommandOf);
  writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
  return n;
}
