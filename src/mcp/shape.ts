/**
 * How list results read over MCP (spec 2 §4.21: results sized for a context window). REST is unchanged.
 *
 *  - Every array `data` loses null fields and `orgId` at every depth (`compact`): an agent pays for them on every
 *    row and learns nothing (the org is the caller's; a missing field reads as null).
 *  - A list tool (`ToolDefinition.listItem`: a read whose data is a list of a named schema) answers its items'
 *    compact projection (src/mcp/projection.ts). Its `fields` argument adds named fields (top-level names of the
 *    item schema) to the projection, or `["*"]` returns every field. A bad name is refused before the call runs
 *    (`fieldsProblem`), naming `fields`, the allowed names and the closest one.
 *  - Default projection only: a projected field that every item of the page has with the same scalar value
 *    (a page of one opportunity's tasks: the same opportunityId and teamId) is given once, in `allItems`, and left
 *    out of the items — 50 repeated UUIDs cost ~1,100 o200k tokens. Handles and labels (PER_ITEM_FIELDS) stay
 *    in every item. `fields` turns this off: named fields are in every item.
 *  - `pagination.total` when it is exact without another query: the whole list is in this answer — the first page
 *    (no `cursor` argument) says hasMore false, or an unpaged list is shorter than its `limit` (or has none). A later
 *    page, or a first page with more to come, has no total: counting would be a second full scan of the list on
 *    every call.
 * Every list tool's description says so (codegen appends LIST_NOTE; writes answering a list get ARRAY_NOTE).
 */
import { ApiError, didYouMean } from '../core/errors.js';
import type { ToolDefinition } from '../generated/mcp-tools.js';
import { outputSchemaOf } from './output.js';
import { PER_ITEM_FIELDS, PROJECTIONS } from './projection.js';

type JsonValue = unknown;
type Item = Record<string, unknown>;

const compact = (v: JsonValue): JsonValue => {
  if (Array.isArray(v)) return v.map(compact);
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (x === null || k === 'orgId') continue;
    out[k] = compact(x);
  }
  return out;
};

/** The success body of a list with its items compacted; any other body as it is. Never mutates `body`. */
export function compactListBody(body: unknown): unknown {
  const b = body as { ok?: unknown; data?: unknown } | null;
  if (b?.ok !== true || !Array.isArray(b.data)) return body;
  return { ...b, data: b.data.map(compact) };
}

/** A tool call as toolResult shapes its answer: the tool and the arguments it was called with. */
export interface ToolCall {
  tool: ToolDefinition;
  args: Record<string, unknown>;
}

/** The field names a list tool's items can have (its item schema's, less orgId), or [] for another tool. */
export function itemFieldsOf(tool: ToolDefinition): string[] {
  if (!tool.listItem) return [];
  const data = outputSchemaOf(tool).properties.data as { items?: { properties?: Record<string, unknown> } } | undefined;
  return Object.keys(data?.items?.properties ?? {});
}

/** The `fields` argument as given: absent, every field, or a list of names (checked by fieldsProblem). */
const fieldsArg = (args: Record<string, unknown>): 'default' | 'all' | string[] => {
  const f = args.fields;
  if (f === undefined || f === null || (Array.isArray(f) && f.length === 0)) return 'default';
  if (Array.isArray(f) && f.includes('*')) return 'all';
  return f as string[];
};

/**
 * Why the `fields` argument of this call is refused (VALIDATION_FAILED, details naming `fields`), or undefined:
 * it must be an array of the item schema's field names, or `["*"]`. Tools without `fields` are not checked here.
 */
export function fieldsProblem(tool: ToolDefinition, args: Record<string, unknown>): ApiError | undefined {
  if (!tool.listItem || args.fields === undefined || args.fields === null) return undefined;
  const known = itemFieldsOf(tool);
  const f = args.fields;
  if (!Array.isArray(f) || f.some((n) => typeof n !== 'string')) {
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: fields must be an array of field names`, {
      details: [{ field: 'fields', message: 'must be an array of field names, e.g. ["description"]' }],
      suggestion: `Pass fields as an array of names of ${tool.name} items (${known.join(', ')}), or ["*"] for every field; then call ${tool.name} again.`,
    });
  }
  const unknown = (f as string[]).filter((n) => n !== '*' && !known.includes(n));
  if (!unknown.length) return undefined;
  const details = unknown.map((n) => {
    const guess = didYouMean(n, known);
    return { field: 'fields', message: `${n} is not a field of ${tool.name} items${guess ? ` (did you mean ${guess}?)` : ''}` };
  });
  const guess = didYouMean(unknown[0], known);
  return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: ${details.map((d) => d.message).join('; ')}`, {
    details,
    suggestion: `${guess ? `Did you mean ${guess}? ` : ''}Fields of ${tool.name} items: ${known.join(', ')}; or ["*"] for every field. Then call ${tool.name} again.`,
  });
}

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** `items` reduced to `fields` (in that order, nulls and orgId left out at every depth). */
const project = (items: Item[], fields: readonly string[]): Item[] =>
  items.map((item) => {
    const out: Item = {};
    for (const f of fields) if (item[f] !== undefined && item[f] !== null) out[f] = compact(item[f]);
    return out;
  });

/** Projected fields that every item has with one scalar value (at least two items), with that value. */
function sharedValues(items: Item[], fields: readonly string[]): Item {
  const shared: Item = {};
  if (items.length < 2) return shared;
  for (const f of fields) {
    if (PER_ITEM_FIELDS.has(f)) continue;
    const first = items[0][f];
    if (isScalar(first) && items.every((i) => i[f] === first)) shared[f] = first;
  }
  return shared;
}

/** The list's total when this answer holds all of it (see the module comment), else undefined. */
function knownTotal(tool: ToolDefinition, args: Record<string, unknown>, body: { data: unknown[]; pagination?: { hasMore?: unknown } }): number | undefined {
  const n = body.data.length;
  if (body.pagination) {
    const firstPage = args.cursor === undefined || args.cursor === null || args.cursor === '';
    return firstPage && body.pagination.hasMore === false ? n : undefined;
  }
  const limitSchema = tool.inputSchema.properties.limit as { default?: unknown } | undefined;
  if (!limitSchema) return n;
  const limit = typeof args.limit === 'number' ? args.limit : typeof limitSchema.default === 'number' ? limitSchema.default : undefined;
  return limit !== undefined && n < limit ? n : undefined;
}

/**
 * The success body of a tool call shaped for MCP (see the module comment): a list tool's items projected (with
 * `allItems` and `pagination.total` where they apply); any other array data compacted; anything else as it is.
 * Never mutates `body`. Without `call` (an answer not from a catalog tool) array data is only compacted.
 */
export function shapeListBody(body: unknown, call?: ToolCall): unknown {
  const b = body as { ok?: unknown; data?: unknown; pagination?: Record<string, unknown> } | null;
  if (!call?.tool.listItem || b?.ok !== true || !Array.isArray(b.data)) return compactListBody(body);
  const { tool, args } = call;
  const items = b.data as Item[];
  const mode = fieldsArg(args);
  const projection: readonly string[] = PROJECTIONS[call.tool.listItem] ?? [];
  let data: unknown[];
  let allItems: Item = {};
  if (mode === 'all') data = items.map(compact);
  else if (mode === 'default') {
    allItems = sharedValues(items, projection);
    data = project(
      items,
      projection.filter((f) => !(f in allItems)),
    );
  } else data = project(items, [...new Set([...projection, ...mode])]);
  const total = knownTotal(tool, args, { data: items, pagination: b.pagination });
  const pagination = total === undefined ? b.pagination : { ...(b.pagination ?? { cursor: null, hasMore: false }), total };
  return {
    ...b,
    data,
    ...(Object.keys(allItems).length ? { allItems } : {}),
    ...(pagination ? { pagination } : {}),
  };
}
