/**
 * The rules codegen holds each operation of the document to (gen.ts runs them), and the row it makes of one:
 * x-served-by (servedOutside), x-mcp-annotations (annotationOverrides), a description for every pattern
 * (checkPatternsDescribed), both bounds on every input number and the year range of every date (boundEdges).
 * Each throws an Error naming the operation and what to write instead.
 */
import type { Json } from '../src/core/json.js';

/**
 * Operations served outside the API pipeline: in the document, nowhere else. `x-served-by: oauth` (tag oauth: the
 * OAuth 2.0 server and consent page) and `x-served-by: integrations` (tag integrations: inbound provider webhooks
 * such as GitHub's, src/integrations/routes.ts, authenticated by the provider's signature) and `x-served-by: mcp`
 * (tag platform: POST /api/mcp, the MCP server of src/mcp/server.ts, which speaks JSON-RPC rather than the
 * envelope and is reached through its tools, never as a tool itself).
 */
export const SERVED_BY: Record<string, string> = { oauth: 'oauth', integrations: 'integrations', mcp: 'platform' };
export const servedOutside = (id: string, op: Json): boolean => {
  const by = op['x-served-by'];
  if (by === undefined) return false;
  if (!(by in SERVED_BY))
    throw new Error(
      `${id}: x-served-by must be one of ${Object.keys(SERVED_BY).join(', ')} (what serves it outside the API pipeline), not ${JSON.stringify(by)}`,
    );
  if (op['x-mcp'] !== false) throw new Error(`${id}: an operation served outside the pipeline (x-served-by) is never an MCP tool: add x-mcp: false`);
  if (op.tags?.[0] !== SERVED_BY[by]) throw new Error(`${id}: an x-served-by: ${by} operation belongs to tag ${SERVED_BY[by]}`);
  return true;
};

/**
 * `x-mcp-annotations` on an operation: MCP hints the method cannot tell (openWorldHint for a tool that reaches
 * outside Sextant, e.g. one that POSTs to a webhook receiver; idempotentHint for a POST that is idempotent).
 */
const ANNOTATION_KEYS = new Set(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
export function annotationOverrides(id: string, op: Json): Record<string, boolean> {
  const given = op['x-mcp-annotations'];
  if (given === undefined) return {};
  for (const [k, v] of Object.entries(given)) {
    if (!ANNOTATION_KEYS.has(k) || typeof v !== 'boolean')
      throw new Error(`${id}: x-mcp-annotations takes booleans for ${[...ANNOTATION_KEYS].join(', ')}, not ${k}: ${JSON.stringify(v)}`);
  }
  return given;
}

export interface OpRow {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  capabilities: string[];
  public: boolean;
  self: boolean;
  tool: string | null;
  /** The tool is in the default MCP tool list (x-mcp-default); otherwise its toolset (the tag) must be enabled. */
  mcpDefault: boolean;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
  bodyRequired: boolean;
  successStatus: number;
  mcpRequired: string[];
  numericParams: NumericParam[];
  /** Input fields that name an entity (`x-ref` on their schema), resolved by src/http/resolve.ts. */
  refFields: RefField[];
  /** A read the streaming replica may serve (`x-read-replica`; src/db/replica.ts). */
  readReplica: boolean;
}
/**
 * A path or query parameter whose schema is an integer or a number, with its bounds: the pipeline
 * checks the raw value is a plain decimal within them before ajv coerces it (ajv would take "1e309" as Infinity
 * and "0x10" as 16).
 */
export interface NumericParam {
  in: 'path' | 'query';
  name: string;
  type: 'integer' | 'number';
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}
/**
 * An input field that holds an id or ref of `entity` (its schema, or a branch of it, carries `x-ref`): `field`
 * is a dotted path into the path parameters, query or body; `[]` marks every element of an array. A polymorphic
 * id (`x-ref-by: entityType`) names the entity in a sibling field: `entity` is `*` and `by` names that sibling.
 */
export interface RefField {
  in: 'path' | 'query' | 'body';
  field: string;
  entity: string;
  by?: string;
}
/** Every schema node with a `pattern` must say in words what it accepts: validation messages quote it. */
export const checkPatternsDescribed = (node: Json, where: string): void => {
  if (Array.isArray(node)) {
    node.forEach((n, i) => checkPatternsDescribed(n, `${where}/${i}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof node.pattern === 'string' && typeof node.description !== 'string')
    throw new Error(`${where}: a pattern needs a description in words (validation messages quote it, never the regex)`);
  for (const [k, v] of Object.entries<Json>(node)) checkPatternsDescribed(v, `${where}/${k}`);
};
/**
 * Inputs at their edges (what Postgres and the spec accept, checked before any SQL): every `date` and
 * `date-time` of a validator is bounded to the years 0001..9999 (`formatMinimum`/`formatMaximum` of ajv-formats:
 * RFC 3339 admits year 0000, which Postgres reads as an error, and an offset can carry 0001-01-01 or 9999-12-31
 * out of range), and every integer or number must declare both bounds in the document, within the range of its
 * column, so that no value (1e21 into a decimal(16,2)) reaches SQL unchecked. Mutates the validator schema only.
 */
const DATE_EDGES: Record<string, [string, string]> = {
  date: ['0001-01-01', '9999-12-31'],
  'date-time': ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'],
};
export const boundEdges = (node: Json, where: string): void => {
  if (Array.isArray(node)) {
    node.forEach((n, i) => boundEdges(n, `${where}/${i}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const edges = typeof node.format === 'string' ? DATE_EDGES[node.format] : undefined;
  if (edges) {
    node.formatMinimum ??= edges[0];
    node.formatMaximum ??= edges[1];
  }
  const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
  if (
    (types.includes('integer') || types.includes('number')) &&
    ((node.minimum === undefined && node.exclusiveMinimum === undefined) || (node.maximum === undefined && node.exclusiveMaximum === undefined))
  ) {
    throw new Error(`${where}: an input integer or number needs minimum and maximum (within its column's range), so that no value reaches SQL unchecked`);
  }
  for (const [k, v] of Object.entries<Json>(node)) boundEdges(v, `${where}/${k}`);
};
