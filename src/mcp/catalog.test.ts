/**
 * The generated tool catalog declares every argument the server requires: required path
 * and query parameters and required body fields are `required` in each tool's inputSchema, so an agent learns
 * them from tools/list rather than from a refusal.
 */
import { describe, expect, it } from 'vitest';
import { toolCatalog } from '../generated/mcp-tools.js';
import doc from '../generated/openapi.json' with { type: 'json' };
import type { Json } from '../core/json.js';

type Param = { name: string; in: string; required?: boolean; $ref?: string };
const resolve = (p: Param): Param =>
  p.$ref
    ? (p.$ref
        .split('/')
        .slice(1)
        .reduce((o: Json, k: string) => o[k], doc) as Param)
    : p;

describe('tool catalog: required arguments', () => {
  const byOperation = new Map<string, Param[]>();
  for (const item of Object.values((doc as Json).paths) as Record<string, Json>[]) {
    for (const op of Object.values(item)) if (op?.operationId) byOperation.set(op.operationId, (op.parameters ?? []).map(resolve));
  }

  it('every required path or query parameter of an operation is required in its tool', () => {
    const missing: string[] = [];
    for (const tool of toolCatalog) {
      for (const p of byOperation.get(tool.operationId) ?? []) {
        if ((p.in === 'path' || p.in === 'query') && p.required && !(tool.inputSchema.required ?? []).includes(p.name)) missing.push(`${tool.name}.${p.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('for example the windows of the cost reads and the record of a detach', () => {
    const required = (name: string) => toolCatalog.find((t) => t.name === name)?.inputSchema.required ?? [];
    expect(required('aggregate_time_entries_by_category')).toEqual(expect.arrayContaining(['from', 'to']));
    expect(required('list_time_entry_costs')).toEqual(expect.arrayContaining(['from', 'to']));
    expect(required('detach_file')).toEqual(expect.arrayContaining(['id', 'entityType', 'entityId']));
  });
});
