/**
 * The shape of a tool result as an MCP `outputSchema`: pure functions over plain,
 * $ref-free JSON Schema, shared by the catalog generator (codegen/mcpTools.ts) and the server's per-tool schemas
 * (src/mcp/output.ts), so a schema in the catalog and one the server lists are the same bytes.
 *
 * What an outputSchema promises, exactly (the official client validates every structuredContent against it, an
 * isError result included):
 *  - the envelope: `ok` always; `data` on success; `error` {code, message, …} on failure; `actions`, `meta`,
 *    `pagination` open (they grow without breaking clients that cached the schema);
 *  - `data` reduced to types (nullable ones say so), enums, consts and structure: no prose, bounds, formats or
 *    `required` lists (every field of an entity is present, null when empty; listing them all again would cost a
 *    third of the tokens); `oneOf` becomes `anyOf` (branches that differ only by `required` would overlap once it is
 *    gone, and a value matching two branches would fail `oneOf`);
 *  - a list's items as the MCP server sends them (src/mcp/shape.ts): no `orgId` and no null-valued field at any
 *    depth, so those fields are absent rather than nullable (an array's elements keep their nulls, as shape.ts does).
 * Everything here is JSON Schema draft-07 and 2020-12 alike (the SDK client compiles with ajv's draft-07 default).
 */
import type { Json } from '../core/json.js';

const SHAPE_KEYS = new Set(['type', 'enum', 'const', 'properties', 'items', 'anyOf', 'oneOf', 'allOf']);

/** `node` reduced to its shape (see the module comment); `oneOf` is written as `anyOf`. */
export function shapeOf(node: Json): Json {
  if (Array.isArray(node)) return node.map(shapeOf);
  if (!node || typeof node !== 'object') return node;
  const copy: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (!SHAPE_KEYS.has(k)) continue;
    if (k === 'properties') copy[k] = Object.fromEntries(Object.entries<Json>(v as Json).map(([p, s]) => [p, shapeOf(s)]));
    else if (k === 'oneOf') continue;
    else copy[k] = shapeOf(v);
  }
  if (Array.isArray(node.oneOf)) {
    const anyOf = shapeOf(node.oneOf);
    if (copy.anyOf)
      copy.allOf = [...(copy.allOf ?? []), { anyOf }]; // both present: each must still hold
    else copy.anyOf = anyOf;
  }
  return simplified(copy);
}

const isNull = (b: Json) => b && Object.keys(b).length === 1 && b.type === 'null';
const typesOf = (t: unknown): string[] => (Array.isArray(t) ? t : [t as string]);

/**
 * The same shape in fewer nodes (clients compile every schema they list; a union costs a sub-validator):
 *  - `anyOf: [X, {type: null}]` → X with `null` among its types (and in its enum): `properties` and `items`
 *    constrain only objects and arrays, so null passes X's other keywords exactly as it passed the null branch;
 *  - a one-branch `anyOf`/`allOf` on a node without other keywords → that branch.
 */
function simplified(node: Json): Json {
  if (Array.isArray(node.anyOf)) {
    const rest = node.anyOf.filter((b: Json) => !isNull(b));
    const x = rest[0];
    if (rest.length === 1 && node.anyOf.length === 2 && x.type !== undefined && !x.anyOf && !x.allOf && x.const === undefined) {
      const { anyOf: _, ...others } = node;
      if (!Object.keys(others).length) {
        return { ...x, type: [...new Set([...typesOf(x.type), 'null'])], ...(Array.isArray(x.enum) ? { enum: [...x.enum, null] } : {}) };
      }
    }
  }
  for (const k of ['anyOf', 'allOf'] as const) {
    if (Array.isArray(node[k]) && node[k].length === 1 && Object.keys(node).length === 1) return node[k][0];
  }
  return node;
}

/**
 * A shaped schema of a value inside a list item, as src/mcp/shape.ts leaves it: objects lose `orgId` and their
 * properties can no longer be null (see `present`); array elements are values of the same kind (nulls kept).
 */
export function listItemShape(node: Json): Json {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Json = { ...node };
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries<Json>(out.properties)
        .filter(([k]) => k !== 'orgId')
        .map(([k, v]) => [k, present(v)] as const)
        .filter(([, v]) => v !== undefined),
    );
  }
  if (out.items) out.items = listItemShape(out.items);
  for (const k of ['anyOf', 'allOf'] as const) if (out[k]) out[k] = out[k].map(listItemShape);
  return out;
}

/**
 * The schema of an object property that shape.ts drops when null: the same without its null alternatives, or
 * undefined when it can only be null (the property is then never present).
 */
function present(node: Json): Json | undefined {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Json = { ...node };
  if (out.type === 'null' || out.const === null) return undefined;
  if (Array.isArray(out.type)) {
    const types = out.type.filter((t: string) => t !== 'null');
    if (!types.length) return undefined;
    out.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(out.enum)) {
    out.enum = out.enum.filter((v: unknown) => v !== null);
    if (!out.enum.length) return undefined;
  }
  if (out.anyOf) {
    out.anyOf = out.anyOf.map(present).filter((b: Json) => b !== undefined);
    if (!out.anyOf.length) return undefined;
  }
  if (out.allOf) {
    const branches = out.allOf.map(present);
    if (branches.some((b: Json) => b === undefined)) return undefined;
    out.allOf = branches;
  }
  return listItemShape(out);
}

/** The failure part of every envelope: what isError results carry (src/core/envelope.ts failureBody). */
const ERROR_SHAPE = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'string' }, message: { type: 'string' } },
} as const;

/**
 * The outputSchema of a tool whose success `data` has the (inlined) schema `data`: the envelope with `data` on
 * success and `error` on failure, so both a success and an isError result validate against it. `list`: the data
 * is an array whose items the MCP server compacts (src/mcp/shape.ts); its items' schema says so. Without `data`
 * (an operation answering no JSON body) the envelope has no `data` property.
 */
export function envelopeOutputSchema(data: Json | undefined, options: { list?: boolean } = {}): Json {
  let shaped = data === undefined ? undefined : shapeOf(data);
  if (shaped && options.list && shaped.items) shaped = { ...shaped, items: listItemShape(shaped.items) };
  return {
    type: 'object',
    required: ['ok'],
    properties: {
      ok: { type: 'boolean' },
      ...(shaped === undefined ? {} : { data: shaped }),
      error: ERROR_SHAPE,
      actions: { type: 'array' },
      meta: { type: 'object' },
    },
  };
}
