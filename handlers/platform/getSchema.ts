import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { operations, type OperationId } from '../../src/generated/operations.js';
import { openApiDocument } from '../../src/core/document.js';
import type { Json } from '../../src/core/json.js';

const resolve = (node: Json): Json => {
  let n = node;
  while (n?.$ref)
    n = n.$ref
      .split('/')
      .slice(1)
      .reduce((o: Json, k: string) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], openApiDocument());
  return n;
};

/**
 * The input fields of one operation as the error details name them (`path.id`, `query.status`, `body.title`,
 * `body.metric.metricId`), split into required and optional. Body objects are listed one level
 * down: a nested object's fields are listed under it, required when both it and they are.
 */
function fieldsOf(operationId: OperationId): { required: string[]; optional: string[] } {
  const op = operations[operationId];
  const doc = openApiDocument();
  const item = (doc.paths as Json)[op.path][op.method.toLowerCase()];
  const required: string[] = [];
  const optional: string[] = [];
  for (const p of [...((doc.paths as Json)[op.path].parameters ?? []), ...(item.parameters ?? [])].map(resolve)) {
    if (p.in === 'header') continue;
    (p.required ? required : optional).push(`${p.in}.${p.name}`);
  }
  const body = resolve(resolve(item.requestBody)?.content?.['application/json']?.schema);
  const walk = (schema: Json, prefix: string, parentRequired: boolean, depth: number) => {
    const s = resolve(schema);
    const req = new Set<string>(s?.required ?? []);
    for (const [name, sub] of Object.entries<Json>(s?.properties ?? {})) {
      const field = `${prefix}.${name}`;
      const isRequired = parentRequired && req.has(name);
      const child = resolve(sub);
      if (depth < 1 && child?.type === 'object' && child.properties) walk(child, field, isRequired, depth + 1);
      else (isRequired ? required : optional).push(field);
    }
  };
  if (body) walk(body, 'body', true, 0);
  return { required, optional };
}

// Built on the first request, not at start: it walks the whole document.
const buildOverview = (doc = openApiDocument()) => ({
  title: doc.info.title,
  version: doc.info.version,
  openapi: '/api/v1/openapi.json',
  operations: (Object.keys(operations) as OperationId[]).map((id) => {
    const o = operations[id];
    return {
      operationId: o.operationId,
      method: o.method,
      path: o.path,
      tag: o.tag,
      summary: o.summary,
      capability: o.public ? ['public'] : o.self ? ['self'] : [...o.capabilities],
      tool: o.tool,
      ...fieldsOf(id),
    };
  }),
});
let overview: ReturnType<typeof buildOverview> | undefined;

/**
 * GET /api/v1/schema — condensed overview generated from the document (spec 2 §4.3): per operation its method,
 * path, tag, summary, capabilities, MCP tool, and its required and optional input fields, so a
 * caller finds what createObjective needs without reading the full document. Public.
 */
export const getSchema: Handler<'getSchema'> = async () => ok((overview ??= buildOverview()));
