/**
 * `npm run gen` — everything derived from the hand-maintained OpenAPI document (openapi/).
 *
 * Produces, each with a "generated — do not edit" banner and committed:
 *  - src/generated/openapi.json    the bundled document (Redocly CLI; request bodies flattened, see flattenBodies.ts)
 *  - src/generated/api.ts          TypeScript types (openapi-typescript)
 *  - src/generated/operations.ts   operation table: operationId → method, path, tag, capabilities, MCP tool,
 *                                  integer/number parameters with their bounds
 *                                  (capabilities come from each operation's `security`: its oauth2 scopes; `[]`
 *                                  is public, an empty oauth2 list self-scoped — see `securityOf`)
 *  - src/generated/validators-*.js request validators, compiled once here by ajv (standalone code)
 *  - src/generated/mcp-tools.ts    MCP tool catalog (names, annotations, self-contained JSON Schemas)
 *  - sdk/src/generated/            the orval client, one file per tag
 * CI runs it and fails on any diff (`npm run gen:check`).
 *
 * Operations marked `x-served-by` (oauth: the OAuth 2.0 authorization server and consent page; integrations: inbound
 * provider webhooks such as GitHub's — both mounted before the pipeline; mcp: POST /api/mcp, the MCP server) stay in the bundled document and its types but get no row, validator, MCP tool, handler
 * or SDK function, and the platform rules below (429, 400, Idempotency-Key) do not apply to them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import { ALL_CAPABILITIES } from '../src/auth/capabilities.js';
import { addCodeSamples } from './codeSamples.js';
import { documentSdk, injectExamples, loadExamples } from './examples/inject.js';
import { flattenBodies } from './flattenBodies.js';
import { writeSdkClient } from './sdkClient.js';
import {
  ARRAY_NOTE,
  FIELDS_ARGUMENT,
  IDEMPOTENCY_KEY,
  LIST_NOTE,
  PROJECTIONS,
  agentTextProblem,
  compactInput,
  envelopeOutputSchema,
  withToolNames,
  withoutSpecTags,
} from './mcpTools.js';
import type { Json } from '../src/core/json.js';
import { annotationOverrides, boundEdges, checkPatternsDescribed, servedOutside, type NumericParam, type OpRow, type RefField } from './operationRules.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/generated');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const BANNER = 'generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

mkdirSync(out, { recursive: true });

// 1. Bundle with Redocly (resolves the per-operation files into one document with components).
execFileSync(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '-o', 'src/generated/openapi.json', '--ext', 'json'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const doc: Json = JSON.parse(readFileSync(join(out, 'openapi.json'), 'utf8'));
doc['x-generated'] = BANNER;
flattenBodies(doc); // bodies that extend a shared create/update base become one object schema each
writeFileSync(join(out, 'openapi.json'), JSON.stringify(doc, null, 2) + '\n');

// 2. TypeScript types.
const ast = await openapiTS(doc, { exportType: false, defaultNonNullable: false }); // a default makes a body field optional for the caller, not required
writeFileSync(join(out, 'api.ts'), `/* ${BANNER} */\n/* eslint-disable */\n${astToString(ast)}`);
// The recorded examples (codegen/examples; `npm run gen:examples`), after the types: they document, never type.
const examples = loadExamples(join(root, 'openapi/examples'));
injectExamples(doc, examples);
writeFileSync(join(out, 'openapi.json'), JSON.stringify(doc, null, 2) + '\n');

// Helpers over the document.
const resolveRef = (ref: string): Json => {
  const m = /^#\/components\/(schemas|parameters|responses|requestBodies)\/(.+)$/.exec(ref);
  if (!m) throw new Error(`unsupported $ref ${ref}`);
  return doc.components[m[1]][m[2]];
};
const deref = (node: Json): Json => (node?.$ref ? deref(resolveRef(node.$ref)) : node);
/** Inline every component $ref (the document has no cycles) and drop OpenAPI-only keywords. */
const inline = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  if (node.$ref) return inline(resolveRef(node.$ref));
  const copy: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'example' || k === 'examples' || k.startsWith('x-')) continue;
    copy[k] = inline(v);
  }
  return copy;
};
const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

// Security: capabilities are the oauth2 scopes of each operation's `security`.
const schemes: Json = doc.components?.securitySchemes ?? {};
const oauthScopes: Json = schemes.oauth2?.flows?.authorizationCode?.scopes;
if (!schemes.bearerAuth || !oauthScopes) throw new Error('components.securitySchemes must define bearerAuth and oauth2 (flows.authorizationCode.scopes)');
{
  const declared = Object.keys(oauthScopes).sort();
  const missing = ALL_CAPABILITIES.filter((c) => !declared.includes(c));
  const extra = declared.filter((c) => !ALL_CAPABILITIES.includes(c));
  if (missing.length || extra.length) {
    throw new Error(
      `components.securitySchemes.oauth2 scopes must be exactly ALL_CAPABILITIES of src/auth/capabilities.ts:` +
        `${missing.length ? ` missing ${missing.join(', ')};` : ''}${extra.length ? ` not a capability: ${extra.join(', ')};` : ''}`,
    );
  }
}
/**
 * What an operation's `security` says: `[]` is public; otherwise every alternative must be bearerAuth (an API key)
 * or oauth2 (a token), both offered, bearerAuth with no scopes, and the oauth2 scopes (capabilities of the
 * scheme) are what the credential needs — an empty list is self-scoped. Outside the pipeline (`x-served-by`) only
 * the scopes are checked.
 */
const securityOf = (id: string, op: Json, pipeline: boolean): { public: boolean; self: boolean; capabilities: string[] } => {
  if (op['x-capability'] !== undefined) throw new Error(`${id}: x-capability is gone: write the capabilities as the operation's oauth2 scopes in security`);
  const sec: Json = op.security;
  if (!Array.isArray(sec))
    throw new Error(
      `${id}: an operation must declare security: [] (public), [{ bearerAuth: [] }, { oauth2: [] }] (self-scoped) or [{ bearerAuth: [] }, { oauth2: [<capabilities>] }]`,
    );
  for (const req of sec) {
    for (const [scheme, scopes] of Object.entries<Json>(req ?? {})) {
      if (!schemes[scheme]) throw new Error(`${id}: security names ${scheme}, which is not in components.securitySchemes`);
      if (scheme !== 'oauth2') continue;
      const unknown = (scopes as string[]).filter((c) => !(c in oauthScopes));
      if (unknown.length)
        throw new Error(
          `${id}: oauth2 scope ${unknown.join(', ')} is not a scope of components.securitySchemes.oauth2 (a capability of src/auth/capabilities.ts)`,
        );
    }
  }
  if (!pipeline) return { public: sec.length === 0, self: false, capabilities: [] };
  if (sec.length === 0) return { public: true, self: false, capabilities: [] };
  const names = sec.map((req: Json) => Object.keys(req ?? {}));
  const bearer = sec.find((req: Json) => 'bearerAuth' in (req ?? {}));
  const oauth = sec.find((req: Json) => 'oauth2' in (req ?? {}));
  if (sec.length !== 2 || !bearer || !oauth || names.some((n: string[]) => n.length !== 1)) {
    throw new Error(
      `${id}: an authenticated operation's security must offer both an API key and an OAuth token, each alone: [{ bearerAuth: [] }, { oauth2: [<capabilities>] }] (got ${JSON.stringify(sec)})`,
    );
  }
  if (bearer.bearerAuth.length) throw new Error(`${id}: bearerAuth takes no scopes; list the capabilities under oauth2 (API keys need them too)`);
  const capabilities: string[] = oauth.oauth2;
  if (new Set(capabilities).size !== capabilities.length) throw new Error(`${id}: oauth2 lists a capability twice`);
  return { public: false, self: capabilities.length === 0, capabilities };
};
// 3. Operation table + validator schemas + tool catalog.
const numericParam = (p: Json): NumericParam | undefined => {
  const s = inline(p.schema ?? {});
  const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
  const type = types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : undefined;
  if (!type) return undefined;
  const bounds = Object.fromEntries(
    (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const).filter((k) => typeof s[k] === 'number').map((k) => [k, s[k]]),
  );
  return { in: p.in, name: p.name, type, ...bounds };
};
/** The ref fields inside `schema` (before inlining, which drops `x-` keys), with `prefix` as their path. */
const refFieldsOf = (schema: Json, where: RefField['in'], prefix: string, out: RefField[] = [], depth = 0): RefField[] => {
  if (!schema || depth > 8) return out;
  const s = deref(schema);
  if (s?.['x-ref']) {
    out.push({ in: where, field: prefix, entity: s['x-ref'] });
    return out;
  }
  if (s?.['x-ref-by']) {
    out.push({ in: where, field: prefix, entity: '*', by: s['x-ref-by'] });
    return out;
  }
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) for (const b of s?.[k] ?? []) refFieldsOf(b, where, prefix, out, depth + 1);
  if (s?.items) refFieldsOf(s.items, where, `${prefix}[]`, out, depth + 1);
  for (const [k, v] of Object.entries<Json>(s?.properties ?? {})) refFieldsOf(v, where, prefix ? `${prefix}.${k}` : k, out, depth + 1);
  return out;
};
const rows: OpRow[] = [];
const validatorSchemas: Record<string, Json> = {};
const tools: Json[] = [];
const outsideIds: string[] = [];

for (const [path, item] of Object.entries<Json>(doc.paths)) {
  for (const method of HTTP_METHODS) {
    const op = item[method];
    if (!op) continue;
    const id: string = op.operationId;
    const outside = servedOutside(id, op);
    const security = securityOf(id, op, !outside);
    if (outside) {
      outsideIds.push(id);
      continue; // no row, validator, tool or handler: the OAuth server and consent page serve it (tag oauth)
    }
    if (op.tags?.[0] === 'oauth') throw new Error(`${id}: an operation of tag oauth must be x-served-by: oauth`);
    const params: Json[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const body = op.requestBody ? deref(op.requestBody) : undefined;
    const bodySchema = body?.content?.['application/json']?.schema;
    const successStatus = Number(Object.keys(op.responses).find((s) => /^2\d\d$/.test(s)) ?? 200);
    const tool: string | null = op['x-mcp'] === false ? null : (op['x-mcp-tool'] ?? snake(id));
    const mcpRequired: string[] = op['x-mcp-required'] ?? [];
    // Platform rules every operation obeys (spec 2 §8): checked here so a new operation cannot forget them.
    const write = method !== 'get';
    if (write && !params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
      throw new Error(`${id}: a mutation must take the Idempotency-Key header (shared/parameters/IdempotencyKey.yaml)`);
    if (!security.public && !op.responses['429'])
      throw new Error(`${id}: an authenticated operation must document 429 (shared/responses/TooManyRequests.yaml)`);
    // Input the pipeline refuses before any handler runs: every operation with parameters or a body
    // can answer 400, and every operation with a body 413 (larger than the limit) and 415 (not UTF-8 JSON).
    if ((params.length || op.requestBody) && !op.responses['400'])
      throw new Error(`${id}: an operation with parameters or a body must document 400 (shared/responses/BadRequest.yaml)`);
    // A ref that names nothing is 404 naming its field: every operation with an id field documents it.
    if (
      [...params, ...(bodySchema ? [{ schema: bodySchema, in: 'body', name: '' }] : [])].some((p) => refFieldsOf(p.schema, p.in, p.name).length) &&
      !op.responses['404']
    ) {
      throw new Error(`${id}: an operation with an id field must document 404 (shared/responses/NotFound.yaml)`);
    }
    if (op.requestBody && !op.responses['413']) throw new Error(`${id}: an operation with a body must document 413 (shared/responses/PayloadTooLarge.yaml)`);
    if (op.requestBody && !op.responses['415'])
      throw new Error(`${id}: an operation with a body must document 415 (shared/responses/UnsupportedMediaType.yaml)`);
    rows.push({
      operationId: id,
      method: method.toUpperCase(),
      path,
      tag: op.tags[0],
      summary: op.summary,
      capabilities: security.capabilities,
      public: security.public,
      self: security.self,
      tool,
      mcpDefault: op['x-mcp-default'] === true,
      pathParams: pathParams.map((p) => p.name),
      queryParams: queryParams.map((p) => p.name),
      hasBody: Boolean(bodySchema),
      bodyRequired: Boolean(body?.required),
      successStatus,
      mcpRequired,
      numericParams: [...pathParams, ...queryParams].map(numericParam).filter((n): n is NumericParam => n !== undefined),
      refFields: [
        ...[...pathParams, ...queryParams].flatMap((p) => refFieldsOf(p.schema, p.in, p.name)),
        ...(bodySchema ? refFieldsOf(bodySchema, 'body', '') : []),
      ],
      // A read a streaming replica may serve (src/db/replica.ts): data in the document, never a write.
      readReplica: op['x-read-replica'] === true && !write,
    });
    if (op['x-read-replica'] === true && write) throw new Error(`${id}: x-read-replica marks reads only (a replica refuses writes)`);

    const paramsObject = (list: Json[]) => ({
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, inline(p.schema)])),
      required: list.filter((p) => p.required).map((p) => p.name),
    });
    validatorSchemas[`${id}_path`] = paramsObject(pathParams);
    validatorSchemas[`${id}_query`] = paramsObject(queryParams); // undeclared query parameters are ignored (spec 2 §4.2)
    if (bodySchema) {
      validatorSchemas[`${id}_body`] = inline(bodySchema);
      if (mcpRequired.length) {
        const b = inline(bodySchema);
        validatorSchemas[`${id}_mcpBody`] = { ...b, required: [...new Set([...(b.required ?? []), ...mcpRequired])] };
      }
    }

    if (tool) {
      // Tool arguments mirror the REST body, with path and query parameters as fields (spec 2 §4.21).
      const b = bodySchema ? inline(bodySchema) : { properties: {}, required: [] };
      const properties: Json = {};
      const fieldDescription = (p: Json) => ({ ...inline(p.schema), ...(p.description ? { description: p.description } : {}) });
      for (const p of [...pathParams, ...queryParams]) properties[p.name] = compactInput(fieldDescription(p));
      for (const [k, v] of Object.entries<Json>(b.properties ?? {})) {
        if (k in properties) throw new Error(`${id}: body field ${k} collides with a parameter`);
        properties[k] = compactInput(v);
      }
      if (write) {
        if ('idempotencyKey' in properties) throw new Error(`${id}: body field idempotencyKey collides with the tool argument`);
        properties.idempotencyKey = IDEMPOTENCY_KEY;
      }
      // Required query parameters are required arguments too (from, to of a window; entityType, entityId of a detach).
      const required = [...[...pathParams, ...queryParams].filter((p) => p.required).map((p) => p.name), ...(b.required ?? []), ...mcpRequired];
      const inputSchema: Json = { type: 'object', properties, additionalProperties: false };
      if (required.length) inputSchema.required = [...new Set(required)];
      for (const k of ['dependentRequired', 'minProperties'] as const) if (b[k] !== undefined) inputSchema[k] = b[k];
      if (b.minProperties) inputSchema.minProperties = b.minProperties + pathParams.length;
      // Descriptions written for agents: x-mcp-description, required on default tools; otherwise the
      // OpenAPI description without spec tags (operationIds become tool names below, once every tool is named).
      const isDefault = op['x-mcp-default'] === true;
      if (isDefault && !op['x-mcp-description']) throw new Error(`${id}: a default MCP tool needs x-mcp-description (written for agents)`);
      // The success data's schema: a list (an array) is shaped by the MCP server (no nulls, no orgId) and says so.
      const success = deref(op.responses[String(successStatus)]);
      const envelope = success?.content?.['application/json']?.schema;
      const dataSchema = (envelope?.allOf ?? [])
        .map(deref)
        .reverse()
        .find((s: Json) => s.properties?.data)?.properties.data; // the operation's own part, after the envelope
      const list = inline(dataSchema ?? {}).type === 'array';
      const text = (op['x-mcp-description'] ?? withoutSpecTags(op.description?.trim() ?? op.summary)).trim();
      if (op['x-mcp-output-schema'] === true && (!dataSchema || list))
        throw new Error(`${id}: x-mcp-output-schema needs a success response whose data is one object`);
      // A read whose data is a list of a named schema answers compact items over MCP (src/mcp/projection.ts):
      // it takes `fields`, and its item schema must have a projection row (a new list cannot forget one).
      const itemRef: string | undefined = list && !write ? deref(dataSchema)?.items?.$ref : undefined;
      const listItem = itemRef?.split('/').pop();
      if (list && !write && !listItem) throw new Error(`${id}: a list tool's items must be a named schema ($ref) for its MCP projection`);
      if (listItem && !PROJECTIONS[listItem]) throw new Error(`${id}: list items ${listItem} have no MCP projection; add a row to src/mcp/projection.ts`);
      if (listItem) {
        if ('fields' in properties) throw new Error(`${id}: parameter fields collides with the MCP projection argument`);
        properties.fields = FIELDS_ARGUMENT;
      }
      tools.push({
        name: tool,
        operationId: id,
        toolset: op.tags[0],
        default: isDefault,
        title: op.summary,
        description: listItem ? `${text} ${LIST_NOTE}` : list ? `${text} ${ARRAY_NOTE}` : text,
        inputSchema,
        ...(listItem ? { listItem } : {}),
        ...(op['x-mcp-output-schema'] === true ? { outputSchema: envelopeOutputSchema(inline(dataSchema)) } : {}),
        annotations: {
          title: op.summary,
          readOnlyHint: method === 'get',
          destructiveHint: method === 'delete',
          idempotentHint: method === 'get' || method === 'put' || method === 'delete',
          openWorldHint: false,
          ...annotationOverrides(id, op),
        },
      });
    }
  }
}
for (const [name, schema] of Object.entries(validatorSchemas)) checkPatternsDescribed(schema, name);
for (const [name, schema] of Object.entries(validatorSchemas)) boundEdges(schema, name);
const ids = [...rows.map((r) => r.operationId), ...outsideIds];
if (new Set(ids).size !== ids.length) throw new Error('duplicate operationId');
const toolNames = tools.map((t) => t.name);
if (new Set(toolNames).size !== toolNames.length) throw new Error('duplicate MCP tool name');
const toolOf = new Map(tools.map((t) => [t.operationId as string, t.name as string]));
for (const t of tools) {
  t.description = withToolNames(t.description, toolOf);
  const problem = agentTextProblem(t.description);
  if (problem) throw new Error(`${t.operationId}: the MCP description ${problem}; write x-mcp-description for agents: ${t.description}`);
}

writeFileSync(
  join(out, 'operations.ts'),
  `/* ${BANNER} */\n` +
    `/** One row per operation of the OpenAPI document, keyed by operationId. */\n` +
    `export const operations = ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.operationId, r])), null, 2)} as const;\n\n` +
    `export type OperationId = keyof typeof operations;\n` +
    `export type OperationRow = (typeof operations)[OperationId];\n`,
);

writeFileSync(
  join(out, 'mcp-tools.ts'),
  `/* ${BANNER} */\n` +
    `import type { OperationId } from './operations.js';\n\n` +
    `export interface ToolDefinition {\n  name: string;\n  operationId: OperationId;\n  /** The OpenAPI tag: the toolset that lists this tool (spec 2 §4.21). */\n  toolset: string;\n  /** In the default tool list (x-mcp-default). */\n  default: boolean;\n  title: string;\n  /** Written for agents: no spec sections or REST paths (x-mcp-description, or the description without them). */\n  description: string;\n` +
    `  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[]; [k: string]: unknown };\n` +
    `  /** A list tool: the schema of its items, whose compact projection MCP answers with (src/mcp/projection.ts). */\n` +
    `  listItem?: string;\n` +
    `  /** The envelope with this tool's data shape (x-mcp-output-schema), for default tools whose results are small. */\n` +
    `  outputSchema?: { type: 'object'; properties: Record<string, unknown>; required?: string[]; [k: string]: unknown };\n` +
    `  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };\n}\n\n` +
    `/** The MCP tool catalog: one tool per operation, JSON Schemas inlined from the document (spec 2 §4.21). */\n` +
    `export const toolCatalog: ToolDefinition[] = ${JSON.stringify(tools, null, 2)};\n`,
);

// Code samples (curl, SDK, CLI) on every operation of the bundled document, for the reference page.
await addCodeSamples(join(out, 'openapi.json'));

// 4. Validators: compiled here once, emitted as standalone ES module code (no compile at request time).
const makeAjv = (coerce: boolean) => {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    verbose: true,
    useDefaults: true,
    coerceTypes: coerce,
    code: { source: true, esm: true, lines: true },
  });
  addFormats.default(ajv);
  return ajv;
};
const ajvParams = makeAjv(true); // path and query values arrive as strings
const ajvBody = makeAjv(false);
const exportsParams: Record<string, string> = {};
const exportsBody: Record<string, string> = {};
for (const [name, schema] of Object.entries(validatorSchemas)) {
  const isBody = /_(body|mcpBody)$/.test(name);
  (isBody ? ajvBody : ajvParams).addSchema({ ...schema, $id: name });
  (isBody ? exportsBody : exportsParams)[name] = name;
}
const codeParams = standaloneCode.default(ajvParams, exportsParams);
const codeBody = standaloneCode.default(ajvBody, exportsBody);
// ajv's standalone output refers to its runtime helpers (formats, ucs2length) with require().
const esmPrelude = `/* ${BANNER} */\n// @ts-nocheck\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n`;
writeFileSync(join(out, 'validators-params.js'), esmPrelude + codeParams.replace('"use strict";', '') + '\n');
writeFileSync(join(out, 'validators-body.js'), esmPrelude + codeBody.replace('"use strict";', '') + '\n');
const declarations = (names: string[]) =>
  `/* ${BANNER} */\n` +
  `export interface Validator {\n  (data: unknown): boolean;\n  errors?: { instancePath: string; keyword: string; params: Record<string, any>; message?: string; data?: unknown }[] | null;\n}\n` +
  names.map((n) => `export declare const ${n}: Validator;\n`).join('');
writeFileSync(join(out, 'validators-params.d.ts'), declarations(Object.keys(exportsParams)));
writeFileSync(join(out, 'validators-body.d.ts'), declarations(Object.keys(exportsBody)));

// 5. The SDK (orval), one file per tag.
rmSync(join(root, 'sdk/src/generated'), { recursive: true, force: true });
execFileSync(bin('orval'), ['--config', 'codegen/orval.config.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
await writeSdkClient({ root, doc, rows, banner: BANNER }); // ESM specifiers, the Sextant client's groups, sdk/src/index.ts
documentSdk(join(root, 'sdk/src/generated'), doc, examples); // each function's JSDoc shows its recorded answer

console.log(
  `gen: ${rows.length} operations (+${outsideIds.length} served outside the pipeline: OAuth, inbound webhooks, MCP), ${tools.length} MCP tools, ${Object.keys(validatorSchemas).length} validators`,
);
