/**
 * The compact projection of list tools over MCP (projection.ts, shape.ts), generated over the whole catalog:
 * every list tool has a projection whose fields exist in its item schema and keep the handle, name, state and
 * owner the schema has; `fields` adds, `["*"]` returns everything, bad names are refused naming `fields`;
 * values every item shares are given once; the total is stated exactly when the answer holds the whole list.
 */
import { describe, expect, it } from 'vitest';
import { toolCatalog, type ToolDefinition } from '../generated/mcp-tools.js';
import { outputSchemaOf } from './output.js';
import { IDENTITY_FIELDS, PROJECTIONS } from './projection.js';
import { compactListBody, fieldsProblem, itemFieldsOf, shapeListBody } from './shape.js';
import type { Json } from '../core/json.js';
import { LIST_NOTE } from '../../codegen/mcpTools.js';

const tool = (name: string) => toolCatalog.find((t) => t.name === name)!;
const arrayData = (t: ToolDefinition) => (outputSchemaOf(t).properties.data as Json)?.type === 'array';
const listTools = toolCatalog.filter((t) => t.listItem);

describe('the projection table, over the catalog', () => {
  it('every read tool answering a list is a list tool with a projection and the fields argument; writes are not', () => {
    const reads = toolCatalog.filter((t) => t.annotations.readOnlyHint && arrayData(t));
    expect(reads.length).toBeGreaterThan(50);
    for (const t of reads) {
      expect(t.listItem, t.name).toBeDefined();
      expect(PROJECTIONS[t.listItem!], `${t.name}: ${t.listItem}`).toBeDefined();
      expect(t.inputSchema.properties.fields, t.name).toMatchObject({ type: 'array', items: { type: 'string' } });
      expect(t.description, t.name).toContain(LIST_NOTE);
    }
    for (const t of toolCatalog.filter((x) => !reads.includes(x))) {
      expect(t.listItem, t.name).toBeUndefined();
      expect(t.inputSchema.properties.fields, t.name).toBeUndefined();
    }
  });

  it('every projected field exists in its item schema; the identity fields the schema has are kept; a handle; at most 10 fields', () => {
    for (const t of listTools) {
      const known = itemFieldsOf(t);
      const projection = PROJECTIONS[t.listItem!];
      expect(
        projection.filter((f) => !known.includes(f)),
        `${t.name} (${t.listItem})`,
      ).toEqual([]);
      expect(
        IDENTITY_FIELDS.filter((f) => known.includes(f) && !projection.includes(f)),
        `${t.name} (${t.listItem})`,
      ).toEqual([]);
      if (known.includes('id') || known.includes('ref')) expect(projection.includes('ref') || projection.includes('id'), t.name).toBe(true);
      expect(new Set(projection).size, t.name).toBe(projection.length);
      expect(projection.length, t.name).toBeLessThanOrEqual(10);
    }
    // Every row is used: a row for a schema no list answers is dead text.
    expect(Object.keys(PROJECTIONS).filter((k) => !listTools.some((t) => t.listItem === k))).toEqual([]);
  });
});

const task = (i: number, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  orgId: 'org',
  ref: `ENG-${i}`,
  number: i,
  title: `Task ${i}`,
  description: 'Long text',
  status: 'todo',
  priority: 'high',
  opportunityId: 'opp',
  teamId: 'team',
  ownerId: `user-${i % 2}`,
  dueDate: null,
  cycleId: null,
  ...over,
});
const page = (data: unknown[], pagination: unknown = { cursor: null, hasMore: false }) => ({
  ok: true,
  data,
  meta: { requestId: 'r' },
  actions: [],
  ...(pagination ? { pagination } : {}),
});
interface Shaped {
  data: Record<string, unknown>[];
  allItems?: Record<string, unknown>;
  pagination?: Record<string, unknown>;
}
const shaped = (name: string, body: unknown, args: Record<string, unknown> = {}) => shapeListBody(body, { tool: tool(name), args }) as Shaped;

describe('shapeListBody', () => {
  it('default: the projection, values every item shares once in allItems, no nulls', () => {
    const r = shaped('list_tasks', page([task(1), task(2)]));
    expect(r.data).toEqual([
      { ref: 'ENG-1', title: 'Task 1', ownerId: 'user-1' },
      { ref: 'ENG-2', title: 'Task 2', ownerId: 'user-0' },
    ]);
    expect(r.allItems).toEqual({ status: 'todo', priority: 'high', opportunityId: 'opp', teamId: 'team' });
    // One item: nothing is "shared".
    expect(shaped('list_tasks', page([task(1)])).data[0]).toEqual({
      ref: 'ENG-1',
      title: 'Task 1',
      status: 'todo',
      ownerId: 'user-1',
      priority: 'high',
      opportunityId: 'opp',
      teamId: 'team',
    });
  });

  it('fields adds named fields to every item (no allItems); ["*"] is the whole item less nulls and orgId', () => {
    const r = shaped('list_tasks', page([task(1), task(2)]), { fields: ['description', 'id'] });
    expect(r.allItems).toBeUndefined();
    expect(r.data[0]).toEqual({
      ref: 'ENG-1',
      title: 'Task 1',
      status: 'todo',
      ownerId: 'user-1',
      priority: 'high',
      opportunityId: 'opp',
      teamId: 'team',
      description: 'Long text',
      id: task(1).id,
    });
    const all = shaped('list_tasks', page([task(1), task(2)]), { fields: ['*'] });
    expect(all.data).toEqual((compactListBody(page([task(1), task(2)])) as Shaped).data);
  });

  it('writes answering a list, failures and tools that are not lists: compacted only', () => {
    const body = page([{ emoji: 'x', count: 1, orgId: 'o', reactedByMe: null }], null);
    expect(shaped('set_comment_reaction', body)).toEqual(compactListBody(body));
    const failure = { ok: false, error: { code: 'NOT_FOUND', message: 'm', suggestion: 's' } };
    expect(shaped('list_tasks', failure)).toBe(failure);
    expect(shapeListBody(page([{ a: null, b: 1 }]))).toEqual(compactListBody(page([{ a: null, b: 1 }])));
  });

  // The total: exact only when this answer holds the whole list (no count query, ever).
  const totals: [string, string, Record<string, unknown>, unknown, number, number | undefined][] = [
    ['first page, nothing more', 'list_tasks', {}, { cursor: null, hasMore: false }, 3, 3],
    ['first page, more to come', 'list_tasks', {}, { cursor: 'c', hasMore: true }, 3, undefined],
    ['a later page, even the last', 'list_tasks', { cursor: 'c' }, { cursor: null, hasMore: false }, 3, undefined],
    ['unpaged, no limit', 'list_roles', {}, null, 4, 4],
    ['unpaged, fewer than the default limit (20)', 'search', { query: 'x' }, null, 5, 5],
    ['unpaged, as many as the default limit', 'search', { query: 'x' }, null, 20, undefined],
    ['unpaged, as many as the limit given', 'search', { query: 'x', limit: 5 }, null, 5, undefined],
    ['unpaged, fewer than the limit given', 'search', { query: 'x', limit: 6 }, null, 5, 5],
  ];
  it.each(totals)('total: %s', (_, name, args, pagination, n, total) => {
    const r = shaped(
      name,
      page(
        Array.from({ length: n }, (_, i) => ({ id: `i${i}`, ref: `R-${i}`, name: `n${i}`, title: `t${i}` })),
        pagination,
      ),
      args,
    );
    expect(r.pagination?.total).toBe(total);
    if (pagination) expect(r.pagination).toMatchObject(pagination as object); // cursor and hasMore as REST said
  });
});

describe('fieldsProblem', () => {
  it('refuses unknown names naming fields, with the allowed names and the closest; accepts known names, ["*"], []', () => {
    const t = tool('list_tasks');
    for (const ok of [undefined, [], ['*'], ['description'], ['description', 'tagIds', '*']])
      expect(fieldsProblem(t, { fields: ok }), JSON.stringify(ok)).toBeUndefined();
    const bad = fieldsProblem(t, { fields: ['descripton', 'owner'] })!;
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.details).toEqual([
      { field: 'fields', message: 'descripton is not a field of list_tasks items (did you mean description?)' },
      { field: 'fields', message: expect.stringContaining('owner is not a field of list_tasks items') },
    ]);
    expect(bad.suggestion).toContain('Did you mean description?');
    expect(bad.suggestion).toContain('priority, opportunityId');
    expect(bad.suggestion).toContain('["*"]');
    for (const wrong of ['description', [1], { a: 1 }]) {
      expect(fieldsProblem(t, { fields: wrong })?.details, JSON.stringify(wrong)).toEqual([
        { field: 'fields', message: 'must be an array of field names, e.g. ["description"]' },
      ]);
    }
    expect(fieldsProblem(tool('get_task'), { fields: ['x'] })).toBeUndefined(); // not a list tool: the argument check refuses it
  });

  it('orgId is not a field an item can have', () => {
    expect(fieldsProblem(tool('list_tasks'), { fields: ['orgId'] })?.details?.[0]?.field).toBe('fields');
  });
});
