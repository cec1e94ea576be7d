/**
 * Contract checking: every response a test receives is validated against the bundled OpenAPI document
 * (the schema of that operation and status), and every operationId seen is recorded for the coverage test.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { inject } from 'vitest';
import { STATUS_BY_CODE } from '../../src/core/errors.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { operations, type OperationId } from '../../src/generated/operations.js';
import { bundled, type Method, resolveRef, type ResponseNode } from './openapiNodes.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc as object, 'openapi.json');

const rows = Object.values(operations);
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
const pattern = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
const matchers = rows.map((r) => ({ row: r, re: pattern(r.path), literal: !r.path.includes('{') }));

/** The operation a request hits, literal paths first (as openapi-backend routes). */
export function matchOperation(method: string, path: string): OperationId | undefined {
  const m = method.toUpperCase();
  const hits = matchers.filter((x) => x.row.method === m && x.re.test(path));
  hits.sort((a, b) => b.row.path.replace(/\{\w+\}/g, '').length - a.row.path.replace(/\{\w+\}/g, '').length);
  return hits[0]?.row.operationId;
}

export const exercised = new Set<OperationId>();

/** Throws when `body` is not what the document says `operationId` answers with `status`. */
export function assertConforms(operationId: OperationId, status: number, body: unknown): void {
  const op = operations[operationId];
  assertConformsAt(op.path, op.method, status, body, operationId);
  exercised.add(operationId);
}

/**
 * The same by the document's path and method, for operations outside the operation table too (`x-served-by`: the
 * OAuth server, inbound integration webhooks such as GitHub's).
 */
export function assertConformsAt(path: string, method: string, status: number, body: unknown, name = `${method.toUpperCase()} ${path}`): void {
  const operationId = name;
  const pathKey = path.replace(/~/g, '~0').replace(/\//g, '~1');
  const responses = responsesOf(path, method);
  if (!responses[String(status)]) throw new Error(`${operationId}: status ${status} is not documented (${JSON.stringify(body).slice(0, 300)})`);
  const ref = `openapi.json#/paths/${pathKey}/${method.toLowerCase()}/responses/${status}`;
  const resp = responses[String(status)];
  const response = resp.$ref ? resolveRef<ResponseNode>(resp.$ref) : resp;
  if (!response.content) return;
  const key = `${operationId}:${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const schemaRef = resp.$ref ? `openapi.json${resp.$ref}/content/application~1json/schema` : `${ref}/content/application~1json/schema`;
    validate = ajv.compile({ $ref: schemaRef });
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} does not match the document: ${ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(body).slice(0, 800)}`,
    );
  }
}

/** The documented responses of `path` `method`, by status (and `default`); throws when the document has no such operation. */
function responsesOf(path: string, method: string): Record<string, ResponseNode> {
  const op = bundled.paths[path]?.[method.toLowerCase() as Method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return op.responses;
}

/**
 * Headers a client acts on that are Sextant's own, not HTTP's plumbing. The browser security headers every response
 * carries (X-Content-Type-Options beside CSP, Referrer-Policy, HSTS: src/http/securityHeaders.ts) are plumbing too,
 * described once in the document's introduction rather than on each response.
 */
const SEXTANT_HEADER = (name: string) =>
  (/^x-/i.test(name) && name.toLowerCase() !== 'x-content-type-options') ||
  ['www-authenticate', 'retry-after', 'idempotent-replayed', 'allow'].includes(name.toLowerCase());

/**
 * The Sextant-specific headers (X-*, WWW-Authenticate, Retry-After, Idempotent-Replayed, Allow) of an answer that
 * the document does not declare on the response of `path` `method` `status` (or its default), lower-cased.
 */
export function undeclaredHeaders(path: string, method: string, status: number, headers: Headers): string[] {
  const responses = responsesOf(path, method);
  const resp: ResponseNode | undefined = responses[String(status)] ?? responses.default;
  const declared = Object.keys((resp?.$ref ? resolveRef<ResponseNode>(resp.$ref) : resp)?.headers ?? {}).map((h) => h.toLowerCase());
  const sent: string[] = [];
  headers.forEach((_value, name) => {
    if (SEXTANT_HEADER(name)) sent.push(name.toLowerCase());
  });
  return sent.filter((h) => !declared.includes(h));
}

/**
 * A fetch that validates every JSON response of a known operation against the document. Give it to the SDK
 * (`configure({ fetch: checkedFetch })`) or use it directly.
 */
export const checkedFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const operationId = matchOperation(init?.method ?? 'GET', url.pathname);
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    const text = await res.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    assertStatusOfCode(res.status, body, `${init?.method ?? 'GET'} ${url.pathname}`);
    if (operationId) assertConforms(operationId, res.status, body);
  }
  return res;
};

let errorEnvelope: ReturnType<typeof ajv.compile> | undefined;

/**
 * Throws when a failure envelope's status is not the one its code maps to (one table, src/core/errors.ts): every
 * test going through checkedFetch — the SDK, the JSON client, and so every suite — checks it for free.
 */
export function assertStatusOfCode(status: number, body: unknown, what = 'response'): void {
  const code =
    (body as { ok?: boolean; error?: { code?: string } } | undefined)?.ok === false ? (body as { error?: { code?: string } }).error?.code : undefined;
  if (code === undefined || inject('contract').target === 'mock') return; // Prism makes bodies up
  const expected = (STATUS_BY_CODE as Record<string, number>)[code];
  if (expected !== status) throw new Error(`${what}: answered ${status} with code ${code}, which maps to ${expected ?? 'no status'}`);
}

/**
 * Throws unless `body` is a spec 2 §7 failure envelope (the document's ErrorEnvelope schema) whose
 * `error.suggestion` says something. `what` names the request in the message.
 */
export function assertFailureEnvelope(body: unknown, what = 'response'): void {
  errorEnvelope ??= ajv.compile({ $ref: 'openapi.json#/components/schemas/ErrorEnvelope' });
  if (!errorEnvelope(body)) {
    throw new Error(`${what}: not a failure envelope: ${ajv.errorsText(errorEnvelope.errors)}\n${JSON.stringify(body).slice(0, 800)}`);
  }
  const suggestion = (body as { error: { suggestion: string } }).error.suggestion;
  if (!suggestion.trim()) throw new Error(`${what}: error.suggestion is empty\n${JSON.stringify(body).slice(0, 800)}`);
}
