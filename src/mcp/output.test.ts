/**
 * Every tool's outputSchema: one per tool, valid JSON Schema for the SDK client's validator (ajv,
 * draft-07 defaults) and for 2020-12, the catalog's flagged schemas equal to the server's, list items as
 * src/mcp/shape.ts sends them; the default list carries a default tool's schema only when flagged, a toolset's
 * listing always.
 */
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { toolCatalog } from '../generated/mcp-tools.js';
import { outputSchemaOf, outputSchemas } from './output.js';
import { envelopeOutputSchema, listItemShape, shapeOf } from './outputShape.js';
import { compactListBody } from './shape.js';
import { listedTool, selectTools, type ToolSelection } from './server.js';
import type { Json } from '../core/json.js';

const SHAPE = new Set(['type', 'enum', 'const', 'properties', 'items', 'anyOf', 'allOf', 'required']);
/** Every keyword used at a schema position of `schema` (property names are not keywords). */
const keywords = (schema: Json): string[] => [
  ...Object.keys(schema),
  ...Object.values<Json>(schema.properties ?? {}).flatMap(keywords),
  ...(schema.items ? keywords(schema.items) : []),
  ...[...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(keywords),
];
const sel = (over: Partial<ToolSelection> = {}): ToolSelection => ({ all: false, toolsets: new Set(), readonly: false, dynamic: false, ...over });

describe('output schemas of every tool', () => {
  it("every tool has one: valid JSON Schema for the SDK client's ajv (draft-07) and for 2020-12, in shape keywords only", () => {
    const draft7 = new Ajv({ strict: false, allErrors: true });
    const draft2020 = new Ajv2020({ strict: true, allErrors: true });
    expect(outputSchemas().size).toBe(toolCatalog.length);
    for (const t of toolCatalog) {
      const schema = outputSchemaOf(t);
      expect(schema, t.name).toMatchObject({ type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } });
      expect(draft7.validateSchema(schema), `${t.name}: ${draft7.errorsText()}`).toBe(true);
      expect(draft2020.validateSchema(schema), `${t.name}: ${draft2020.errorsText()}`).toBe(true);
      // Only shape keywords, which the draft-07 client reads exactly as 2020-12 does.
      expect(
        keywords(schema).filter((k) => !SHAPE.has(k)),
        t.name,
      ).toEqual([]);
    }
    // Compiling every schema is the live test's work (the SDK client compiles each one it lists); here the largest.
    const largest = [...toolCatalog].sort((a, b) => JSON.stringify(outputSchemaOf(b)).length - JSON.stringify(outputSchemaOf(a)).length).slice(0, 3);
    for (const t of largest) expect(() => draft2020.compile(outputSchemaOf(t)), t.name).not.toThrow();
  });

  it("a catalog schema (x-mcp-output-schema) is the server's schema of that tool", () => {
    const flagged = toolCatalog.filter((t) => t.outputSchema);
    expect(flagged.length).toBeGreaterThan(5);
    for (const t of flagged) expect(outputSchemaOf(t), t.name).toEqual(t.outputSchema);
  });

  it("a list tool's items have no orgId and no null-only alternative; a single entity keeps its nulls", () => {
    const items = (outputSchemaOf(toolCatalog.find((t) => t.name === 'list_tasks')!).properties.data as Json).items;
    expect(items.properties.orgId).toBeUndefined();
    expect(JSON.stringify(items)).not.toContain('null');
    expect(items.properties.status.enum).toContain('todo');
    const task = outputSchemaOf(toolCatalog.find((t) => t.name === 'get_task')!).properties.data as Json;
    expect(task.properties.orgId).toEqual({ type: 'string' });
    expect(JSON.stringify(task)).toContain('"null"');
  });

  it('a compacted list validates against its schema, and a list item with a null field does not', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(outputSchemaOf(toolCatalog.find((t) => t.name === 'list_objectives')!));
    const item = {
      id: 'u',
      orgId: 'o',
      ref: 'OBJ-1',
      number: 1,
      title: 'Grow',
      metricId: null,
      deadline: null,
      progress: null,
      status: 'active',
      horizon: null,
    };
    const body = { ok: true, data: [item], actions: [], meta: {}, pagination: { cursor: null, hasMore: false } };
    expect(validate(compactListBody(body)), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate(body)).toBe(false); // the server never sends this over MCP: the schema says nulls are gone
    expect(validate({ ok: false, error: { code: 'NOT_FOUND', message: 'x', suggestion: 'y' }, meta: {} })).toBe(true);
  });

  it('shapes: oneOf becomes anyOf; a property that can only be null disappears from list items; an operation without data has no data', () => {
    expect(
      shapeOf({
        oneOf: [
          { type: 'string', description: 'd' },
          { type: 'integer', minimum: 1 },
        ],
      }),
    ).toEqual({ anyOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(shapeOf({ anyOf: [{ type: 'string' }], oneOf: [{ const: 1 }] })).toEqual({ anyOf: [{ type: 'string' }], allOf: [{ anyOf: [{ const: 1 }] }] });
    expect(
      listItemShape({
        type: 'object',
        properties: {
          a: { type: 'null' },
          b: { anyOf: [{ type: 'object', properties: { orgId: { type: 'string' } } }, { type: 'null' }] },
          c: { type: 'array', items: { type: ['string', 'null'] } },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: { b: { anyOf: [{ type: 'object', properties: {} }] }, c: { type: 'array', items: { type: ['string', 'null'] } } },
    });
    expect(envelopeOutputSchema(undefined).properties).not.toHaveProperty('data');
  });
});

describe("which listing carries a tool's outputSchema (the default list's token budget)", () => {
  it('the default list: flagged default tools only; a toolset or all: every tool', () => {
    const defaults = selectTools(sel()).map((t) => listedTool(t, sel()));
    const withSchema = defaults
      .filter((t) => t.outputSchema)
      .map((t) => t.name)
      .sort();
    expect(withSchema).toEqual(
      toolCatalog
        .filter((t) => t.default && t.outputSchema)
        .map((t) => t.name)
        .sort(),
    );
    expect(defaults.find((t) => t.name === 'list_tasks')!.outputSchema).toBeUndefined();
    const tasks = sel({ toolsets: new Set(['tasks']) });
    const viaToolset = selectTools(tasks).map((t) => listedTool(t, tasks));
    expect(viaToolset.find((t) => t.name === 'list_tasks')!.outputSchema).toEqual(outputSchemaOf(toolCatalog.find((t) => t.name === 'list_tasks')!));
    expect(viaToolset.find((t) => t.name === 'list_opportunities')!.outputSchema).toBeUndefined(); // default, toolset not enabled
    const all = selectTools(sel({ all: true })).map((t) => listedTool(t, sel({ all: true })));
    expect(all.every((t) => t.outputSchema)).toBe(true);
  });

  it("why: every default tool's schema would take the default list past its 12,000-token budget (toolsets.test.ts)", () => {
    const defaults = selectTools(sel());
    const tokens = (selection: (t: (typeof defaults)[number]) => ToolSelection) =>
      encode(JSON.stringify({ tools: defaults.map((t) => listedTool(t, selection(t))) })).length;
    const listed = tokens(() => sel());
    const withEverySchema = tokens((t) => sel({ toolsets: new Set([t.toolset]) }));
    expect(listed).toBeLessThanOrEqual(12_000);
    expect(withEverySchema).toBeGreaterThan(12_000);
  });
});
