/**
 * The MCP tool catalog's text and schemas, written for the agent that pays for every token of `tools/list`
 * Used by `codegen/gen.ts` (tool-catalog section) only.
 *
 *  - Descriptions: `x-mcp-description` on the operation (hand-written, required for every default tool); other
 *    tools derive theirs from the OpenAPI `description` with spec-section tags such as "(spec 2 §4.8)" removed and
 *    operationIds replaced by tool names. Spec sections and paths stay in the OpenAPI document, never in a tool.
 *  - Input schemas: field descriptions lose their spec tags; a field that has a description drops its `pattern`
 *    (the description says the form in words; the pipeline validates either way).
 *  - `idempotencyKey`: one compact shape for every write tool.
 *  - Output schemas (`x-mcp-output-schema: true`): the envelope with `data` reduced to types and enums, so both a
 *    success and a failure (`isError`) result validate against it. The flag puts a default tool's schema in the
 *    default list too; every tool has one in its toolset's listing (src/mcp/output.ts).
 */
import { agentTextProblem, withoutSpecTags } from '../src/mcp/agentText.js';
import type { Json } from '../src/core/json.js';

/** Removes spec-section references (shared with the server's concepts resource: src/mcp/agentText.ts). */
export { withoutSpecTags };
/** Why a text is not fit for a tool (a spec tag or a REST path left): shared with the description rubric test. */
export { agentTextProblem };
/**
 * Output schemas: the envelope with `data` reduced to its shape (types, enums, structure; list items as the MCP
 * server sends them). One implementation for the catalog (`x-mcp-output-schema` tools) and the server's schema of
 * every tool (src/mcp/output.ts): src/mcp/outputShape.ts.
 */
export { envelopeOutputSchema, shapeOf } from '../src/mcp/outputShape.js';

/** Every write tool's idempotencyKey argument; the pipeline checks its form (1-255 printable ASCII). */
export const IDEMPOTENCY_KEY = {
  type: 'string',
  description: 'Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once.',
} as const;

/**
 * Appended to the description of every list tool (a read whose data is a list: src/mcp/projection.ts), whose
 * items the MCP server sends as a compact projection (src/mcp/shape.ts). Short: nine default tools carry it.
 */
export const LIST_NOTE = 'Compact items (shared values in allItems); fields adds more, ["*"] all.';

/** Appended to a write tool whose result is a list: its items only lose null fields and orgId. */
export const ARRAY_NOTE = 'Items omit null fields and orgId.';

/**
 * The `fields` argument of every list tool: more item fields than the compact projection. No description of its
 * own: LIST_NOTE says it, and the default list's byte budget has no room for a second sentence per list tool.
 */
export const FIELDS_ARGUMENT = { type: 'array', items: { type: 'string' } } as const;

/** Which fields a list tool's items keep by default, per item schema (src/mcp/projection.ts). */
export { PROJECTIONS } from '../src/mcp/projection.js';

const SIMPLE_BRANCH = new Set(['type', 'description', 'format', 'pattern', 'minLength', 'maxLength']);
const isSimple = (b: Json) => b && typeof b === 'object' && typeof b.type === 'string' && Object.keys(b).every((k) => SIMPLE_BRANCH.has(k));

/**
 * The same input in fewer tokens (every default tool pays for its schema on every session): a nullable field
 * `anyOf: [X, {type: null}]` with a plain X (type, format, length) becomes X with `null` among its types, and a
 * one-branch `allOf` merges into its field; the field's own description wins over the branch's (a ref schema's
 * generic "a user UUID, or me for the caller"), so the forms a field accepts are said once.
 */
function merged(node: Json): Json {
  const { anyOf, allOf, ...outer } = node;
  if (Array.isArray(allOf) && allOf.length === 1 && anyOf === undefined && isSimple(allOf[0])) return { ...allOf[0], ...outer };
  if (Array.isArray(anyOf) && anyOf.length === 2 && allOf === undefined && outer.type === undefined) {
    const x = anyOf.find((b: Json) => b?.type !== 'null');
    const rest = anyOf.find((b: Json) => b !== x);
    if (x && rest && Object.keys(rest).length === 1 && rest.type === 'null' && isSimple(x)) return { ...x, type: [x.type, 'null'], ...outer };
  }
  return node;
}

/** A tool's input field schema as the agent reads it: spec tags out of descriptions, no regex next to a description. */
export function compactInput(input: Json): Json {
  if (Array.isArray(input)) return input.map(compactInput);
  if (!input || typeof input !== 'object') return input;
  const node = merged(input);
  const copy: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'pattern' && typeof node.description === 'string') continue;
    if (k === 'description' && typeof v === 'string') copy[k] = withoutSpecTags(v);
    else if (k === 'properties') copy[k] = Object.fromEntries(Object.entries<Json>(v as Json).map(([p, s]) => [p, compactInput(s)]));
    else copy[k] = compactInput(v);
  }
  return copy;
}

/** Replaces operationIds quoted in a derived description by their tool names ("use setObjectiveMetric" → set_objective_metric). */
export function withToolNames(text: string, toolOf: Map<string, string>): string {
  return text.replace(/\b[a-z]+(?:[A-Z][a-z]*)+\b/g, (w) => toolOf.get(w) ?? w);
}
