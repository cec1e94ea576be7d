/**
 * MCP resources: what an agent can read without a tool call.
 *
 *  - `sextant://openapi.json` (application/json): the bundled OpenAPI document, as GET /api/v1/openapi.json serves it.
 *  - `sextant://concepts` (text/markdown): the concepts of the spec as the document states them — the hierarchy,
 *    each entity an agent reads (the schemas `get_*`/`list_*` tools return: description and the values of their
 *    enum fields, such as a task's statuses) and each area (OpenAPI tag = toolset) with its tools. Generated from
 *    the bundled document when first read: the server never reads the spec (outside the repo), and the document
 *    is where the spec's concepts are written down for the API (descriptions, enums), so the two cannot drift.
 *  - `sextant://concepts/{area}` (template): one area's part of it (`resources/templates/list`; every area is
 *    also in `resources/list`).
 *  - `sextant://roles` (application/json): the caller's org's role catalog, read through the list_roles tool's
 *    operation with the caller's own credential (role:read; a refusal is the resource read's error).
 * Text contents only; a URI that names nothing is the MCP "resource not found" error (-32002).
 */
import { ErrorCode, McpError, type ReadResourceResult, type Resource, type ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { openApiDocument } from '../core/document.js';

const doc = openApiDocument();
import { toolCatalog } from '../generated/mcp-tools.js';
import { withoutSpecTags } from './agentText.js';
import { didYouMean } from '../core/errors.js';

import type { Json } from '../core/json.js';

/** MCP's "resource not found" error code (spec 2025-06-18, resources §Error handling). */
export const RESOURCE_NOT_FOUND = -32002;

export const OPENAPI_URI = 'sextant://openapi.json';
export const CONCEPTS_URI = 'sextant://concepts';
export const ROLES_URI = 'sextant://roles';
export const AREA_TEMPLATE = 'sextant://concepts/{area}';

const TAGS: { name: string; description?: string }[] = ((doc as Json).tags ?? []).filter((t: Json) => toolCatalog.some((x) => x.toolset === t.name));
const AREAS = TAGS.map((t) => t.name);

/** Prose for agents: spec tags out, and what the tag remover leaves of a list of sections. */
const prose = (text: string) =>
  withoutSpecTags(text)
    .replace(/\s*\((?:spec \d+ )?§[^)]*\)/g, '')
    .replace(/[;,]\s*spec \d+ §[\d.]*\d/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();

const deref = (node: Json): Json =>
  node?.$ref
    ? deref(
        node.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json, k: string) => o?.[k], doc),
      )
    : node;

interface Entity {
  name: string;
  area: string;
  description: string;
  enums: [string, unknown[]][];
}

/**
 * The component schemas the read tools return (data, or a list's items), each in the area of the first tool that
 * returns it alone (get_objective puts Objective in objectives, before list_vision_objectives could in visions).
 */
function entities(): Entity[] {
  const ops = new Map(
    Object.values<Json>((doc as Json).paths)
      .flatMap((item) => Object.values<Json>(item))
      .filter((o) => o?.operationId)
      .map((o) => [o.operationId, o]),
  );
  const returned = toolCatalog
    .filter((t) => t.annotations.readOnlyHint)
    .map((tool) => {
      const success = deref(ops.get(tool.operationId)?.responses?.['200']);
      const envelope = success?.content?.['application/json']?.schema;
      const own = [...(envelope?.allOf ?? [])]
        .reverse()
        .map(deref)
        .find((s: Json) => s?.properties?.data)?.properties.data;
      return { tool, single: own?.$ref as string | undefined, item: own?.items?.$ref as string | undefined };
    });
  const seen = new Map<string, Entity>();
  for (const { tool, ref } of [...returned.map((r) => ({ tool: r.tool, ref: r.single })), ...returned.map((r) => ({ tool: r.tool, ref: r.item }))]) {
    const name = ref?.split('/').pop();
    if (!ref || !name || seen.has(name)) continue;
    const schema = deref({ $ref: ref });
    if (typeof schema?.description !== 'string') continue;
    const enums = Object.entries<Json>(schema.properties ?? {})
      .map(([k, v]) => [k, deref(v)?.enum ?? deref(v)?.items?.enum] as [string, unknown[] | undefined])
      .filter((e): e is [string, unknown[]] => Array.isArray(e[1]))
      .map(([k, values]) => [k, values.filter((v) => v !== null)] as [string, unknown[]]);
    seen.set(name, { name, area: tool.toolset, description: prose(schema.description), enums });
  }
  return [...seen.values()];
}

let entityList: Entity[] | undefined;

/** One area's concepts in markdown: its description, the entities its read tools return, and its tools. */
function areaMarkdown(area: string, level: '##' | '#'): string {
  const tag = TAGS.find((t) => t.name === area)!;
  entityList ??= entities();
  const lines = [`${level} ${area}`, '', prose(tag.description ?? area), ''];
  for (const e of entityList.filter((x) => x.area === area)) {
    lines.push(`- **${e.name}**: ${e.description}`);
    for (const [field, values] of e.enums) lines.push(`  - ${field}: ${values.join(', ')}`);
  }
  const tools = toolCatalog.filter((t) => t.toolset === area);
  lines.push(
    '',
    `Tools (toolset ${area}${tools.some((t) => t.default) ? '; * in the default list' : ''}): ${tools.map((t) => `${t.name}${t.default ? '*' : ''}`).join(', ')}`,
    '',
  );
  return lines.join('\n');
}

let conceptsText: string | undefined;

/** The concepts resource (see the module comment). */
export function conceptsMarkdown(): string {
  conceptsText ??= [
    '# Sextant concepts',
    '',
    prose(String((doc as Json).info?.description ?? '').split('\n\n')[0]),
    '',
    'The hierarchy: a vision → objectives (each anchored to at most one metric, with a target) → opportunities (bets on moving objectives; each owns a delivery lifecycle) → tasks. Teams and users do the work; customers and their insights are the evidence for it.',
    'Every entity has a UUID and a ref (VIS-1, OBJ-2, MET-3, OPP-4, a task ref such as ENG-12); every id argument takes either.',
    '',
    ...AREAS.map((a) => areaMarkdown(a, '##')),
  ].join('\n');
  return conceptsText;
}

/** The resources of resources/list: the document, the concepts, every area, the role catalog. */
export function listResources(): Resource[] {
  return [
    {
      uri: OPENAPI_URI,
      name: 'openapi',
      title: 'OpenAPI document',
      mimeType: 'application/json',
      description: "The API's OpenAPI 3.1 document: every operation (each an MCP tool), schema, error and platform rule.",
    },
    {
      uri: CONCEPTS_URI,
      name: 'concepts',
      title: 'Sextant concepts',
      mimeType: 'text/markdown',
      description: 'The hierarchy, every entity with its states, and every area (toolset) with its tools. Read it before planning work.',
    },
    ...AREAS.map((a) => ({
      uri: `${CONCEPTS_URI}/${a}`,
      name: `concepts-${a}`,
      title: `Concepts: ${a}`,
      mimeType: 'text/markdown',
      description: prose(TAGS.find((t) => t.name === a)?.description ?? a),
    })),
    {
      uri: ROLES_URI,
      name: 'roles',
      title: 'Role catalog',
      mimeType: 'application/json',
      description: 'The org roles with the capabilities each grants (needs role:read).',
    },
  ];
}

export function listResourceTemplates(): ResourceTemplate[] {
  return [
    {
      uriTemplate: AREA_TEMPLATE,
      name: 'concepts-area',
      title: 'Concepts of one area',
      mimeType: 'text/markdown',
      description: `One area's entities and tools; area is one of ${AREAS.join(', ')}.`,
    },
  ];
}

const notFound = (uri: string, hint: string) => new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri, suggestion: hint });

/**
 * resources/read. `readRoles` reads the role catalog with the caller's credential: the envelope body of the
 * list_roles operation (a failure body is turned into an error naming its code, message and suggestion).
 */
export async function readResource(
  uri: string,
  readRoles: () => Promise<{ status: number; body: unknown }>,
  readDocument: () => Promise<{ status: number; body: unknown }> = async () => ({ status: 200, body: doc }),
): Promise<ReadResourceResult> {
  if (uri === OPENAPI_URI) {
    // As GET /api/v1/openapi.json serves it (servers naming this server's public URL), through the same pipeline.
    const { body } = await readDocument();
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(body) }] };
  }
  if (uri === CONCEPTS_URI) return { contents: [{ uri, mimeType: 'text/markdown', text: conceptsMarkdown() }] };
  if (uri.startsWith(`${CONCEPTS_URI}/`)) {
    const area = uri.slice(CONCEPTS_URI.length + 1);
    if (!AREAS.includes(area)) {
      const guess = didYouMean(area, AREAS);
      throw notFound(uri, `Areas are ${AREAS.join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}.`);
    }
    return { contents: [{ uri, mimeType: 'text/markdown', text: areaMarkdown(area, '#') }] };
  }
  if (uri === ROLES_URI) {
    const { status, body } = await readRoles();
    const b = body as { data?: unknown; error?: { code: string; message: string; suggestion: string } };
    if (status >= 400 || !b?.data)
      throw new McpError(
        status >= 400 && status < 500 ? ErrorCode.InvalidRequest : ErrorCode.InternalError,
        `${b?.error?.code ?? status}: ${b?.error?.message ?? 'the role catalog could not be read'}`,
        b?.error,
      );
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(b.data) }] };
  }
  throw notFound(uri, `resources/list names the readable resources: ${OPENAPI_URI}, ${CONCEPTS_URI}, ${AREA_TEMPLATE}, ${ROLES_URI}.`);
}
