/**
 * What integrators and agents read carries no internal citations: descriptions, summaries and titles of the
 * document (rendered at /docs, read by generated clients) and the MCP tool descriptions never cite the product
 * spec's sections or the tracker's issues. The section an operation implements lives in its `x-spec` field.
 */
import { describe, expect, it } from 'vitest';
import doc from '../generated/openapi.json' with { type: 'json' };
import { toolCatalog } from '../generated/mcp-tools.js';
import type { Json } from '../core/json.js';

const INTERNAL = /\bspec\s+[12]\s*§|\bissues?\s+\d+\b/i;
const TEXT_KEYS = new Set(['description', 'summary', 'title', 'x-mcp-description']);

/** Every user-facing text of `node` with its JSON path. */
function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (Array.isArray(node)) {
    for (const [i, v] of node.entries()) yield* texts(v, `${path}[${i}]`);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'x-spec' || k === 'x-codeSamples' || k === 'x-generated') continue;
      // A property named `description` or `title` is a schema, not text.
      if (TEXT_KEYS.has(k) && typeof v === 'string') yield [`${path}.${k}`, v];
      else yield* texts(v, `${path}.${k}`);
    }
  }
}

describe('the document speaks to its readers', () => {
  it('no description, summary or title cites the spec or an issue', () => {
    const found = [...texts(doc, '$')].filter(([, t]) => INTERNAL.test(t)).map(([p, t]) => `${p}: ${t.match(INTERNAL)![0]}`);
    expect(found).toEqual([]);
  });

  it('no MCP tool description cites the spec or an issue', () => {
    const found = toolCatalog.filter((t) => INTERNAL.test(t.description)).map((t) => t.name);
    expect(found).toEqual([]);
  });

  it('operations keep their spec sections in x-spec', () => {
    const ops = Object.values((doc as Json).paths as Record<string, Record<string, Json>>)
      .flatMap((item) => Object.values(item))
      .filter((op) => op && typeof op === 'object' && op.operationId);
    const cited = ops.filter((op) => typeof op['x-spec'] === 'string');
    expect(cited.length).toBeGreaterThan(ops.length / 2);
    for (const op of cited) expect(op['x-spec'], op.operationId).toMatch(/^spec [12] §\d+(\.\d+)*(-\d+(\.\d+)*)?(; spec [12] §\d+(\.\d+)*(-\d+(\.\d+)*)?)*$/);
  });
});
