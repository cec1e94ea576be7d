/**
 * Every tool's outputSchema, generated from the bundled OpenAPI document when the server starts (a
 * few milliseconds, once): the operation's success response schema — its `data` — shaped as src/mcp/outputShape.ts
 * says (the envelope, types and enums, list items as src/mcp/shape.ts sends them), so what a tool returns as
 * structuredContent validates against it, success and isError alike.
 *
 * Where a tool lists it (server.ts `listedTool`):
 *  - outside the default list, and for every tool of a toolset the session enabled (or `all`): always;
 *  - in the default list only when the operation says `x-mcp-output-schema: true` (the catalog then carries the
 *    same schema, `ToolDefinition.outputSchema`): the other default tools' schemas would break the default list's
 *    token budget (contract-tests/mcp/toolsets.live.test.ts), so there they stay in their toolset's listing only.
 * describe_operation (dynamic mode) gives every tool's full schema.
 *
 * No tool answers 204: every operation of the catalog answers JSON. Should one answer without a body, its schema is
 * the envelope without `data` and its result's structuredContent is `{ ok: true }` (server.ts toolResult).
 */
import { openApiDocument } from '../core/document.js';

const doc = openApiDocument();
import { toolCatalog, type ToolDefinition } from '../generated/mcp-tools.js';
import { operations } from '../generated/operations.js';
import { envelopeOutputSchema } from './outputShape.js';
import type { Json } from '../core/json.js';

export type OutputSchema = NonNullable<ToolDefinition['outputSchema']>;

const pointer = (ref: string): Json => {
  if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce((o: Json, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
};
const deref = (node: Json): Json => (node && typeof node === 'object' && typeof node.$ref === 'string' ? deref(pointer(node.$ref)) : node);

/** `node` with every $ref inlined (the document has no cycles; a depth bound turns one into an error, not a hang). */
function inline(node: Json, depth = 0): Json {
  if (depth > 64) throw new Error('outputSchema: $ref nesting deeper than 64 (a cycle?)');
  if (Array.isArray(node)) return node.map((n) => inline(n, depth + 1));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') return inline(pointer(node.$ref), depth + 1);
  const copy: Json = {};
  for (const [k, v] of Object.entries(node)) if (!k.startsWith('x-')) copy[k] = inline(v, depth + 1);
  return copy;
}

/** The schema of `data` inside a success envelope schema (the operation's own part, after the shared envelope). */
function dataOf(schema: Json): Json | undefined {
  const s = deref(schema);
  if (!s || typeof s !== 'object') return undefined;
  if (s.properties?.data) return s.properties.data;
  for (const branch of [...(s.allOf ?? [])].reverse()) {
    const found = dataOf(branch);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The outputSchema of the tool of `operationId`, from its success response (the first 2xx). */
export function outputSchemaOfOperation(operationId: string): OutputSchema {
  const row = operations[operationId as keyof typeof operations];
  const op = (doc as Json).paths[row.path][row.method.toLowerCase()];
  const status = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s));
  const response = status ? deref(op.responses[status]) : undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return envelopeOutputSchema(undefined);
  const data = dataOf(schema);
  // SuccessEnvelope's own `data: {}` is the generic slot; an operation without its own part returns any data.
  const inlined = data === undefined ? {} : inline(data);
  return envelopeOutputSchema(inlined, { list: inlined.type === 'array' });
}

let schemas: Map<string, OutputSchema> | undefined;

/** Every tool's outputSchema by tool name (built on first use). */
export function outputSchemas(): Map<string, OutputSchema> {
  schemas ??= new Map(toolCatalog.map((t) => [t.name, outputSchemaOfOperation(t.operationId)]));
  return schemas;
}

/** The outputSchema of `tool` (every tool has one). */
export const outputSchemaOf = (tool: ToolDefinition): OutputSchema => outputSchemas().get(tool.name)!;
