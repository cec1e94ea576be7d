/**
 * How list results read over MCP: each item of a success `data` array loses its null fields and
 * `orgId` (at every depth), which an agent pays for on every row and learns nothing from (the org is the
 * caller's; a missing field reads as null). REST is unchanged. Every list tool's description says so (codegen
 * appends LIST_NOTE to tools whose data is an array).
 */
type JsonValue = unknown;

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
