/**
 * Dynamic mode: `/api/mcp?mode=dynamic` lists three tools that reach every operation of the catalog
 * while the agent pays for three tool definitions:
 *  - list_operations    operations by keyword and/or toolset: tool names with one-line summaries
 *  - describe_operation one operation's description, input schema (and output schema, annotations)
 *  - call_operation     name + arguments, run exactly as a direct tool call (the server's runTool: refusal,
 *                       toolRequest, the pipeline's dispatch, toolResult) — no second implementation
 * Toolsets do not restrict dynamic mode; read-only mode does: only read operations are listed or described, and
 * call_operation refuses writes (server-side, through the same refusal as a direct call).
 * Output schemas: list_operations and describe_operation declare theirs; call_operation's result is
 * the operation's own, so it declares only the envelope every result shares (describe_operation gives the
 * operation's full outputSchema).
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { toolCatalog, type ToolDefinition } from '../generated/mcp-tools.js';
import { ApiError, didYouMean } from '../core/errors.js';
import { failureBody, meta } from '../core/envelope.js';
import { envelopeOutputSchema } from './outputShape.js';
import { outputSchemaOf } from './output.js';
import { TOOLSETS as TOOLSET_LIST } from './toolsets.js';

const byName = new Map<string, ToolDefinition>(toolCatalog.map((t) => [t.name, t]));
const TOOLSETS = TOOLSET_LIST.map((t) => t.name);

export const DYNAMIC_TOOL_NAMES = ['list_operations', 'describe_operation', 'call_operation'] as const;

const OBJECT = { type: 'object' } as const;
const ANNOTATIONS = {
  type: 'object',
  properties: Object.fromEntries(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'].map((k) => [k, { type: 'boolean' }])),
} as const;
/** The outputSchemas of the dynamic tools (the envelope around their data, as every tool's). */
const DYNAMIC_OUTPUT = {
  list_operations: envelopeOutputSchema({
    type: 'array',
    items: {
      type: 'object',
      properties: { name: { type: 'string' }, toolset: { type: 'string' }, summary: { type: 'string' }, readOnly: { type: 'boolean' } },
    },
  }),
  describe_operation: envelopeOutputSchema({
    type: 'object',
    properties: {
      name: { type: 'string' },
      toolset: { type: 'string' },
      summary: { type: 'string' },
      description: { type: 'string' },
      inputSchema: OBJECT,
      outputSchema: OBJECT,
      annotations: ANNOTATIONS,
    },
  }),
  call_operation: envelopeOutputSchema(undefined),
};

/** The three tools of dynamic mode; in a read-only session call_operation only reads, and says so. */
export function dynamicTools(readonly: boolean): Tool[] {
  const read = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
  return [
    {
      name: 'list_operations',
      title: 'Find operations',
      description:
        'Finds the operations you can run with call_operation: every word of query must occur in the name, summary or description; ' +
        "toolset narrows to one area. Without arguments, lists all. Returns each operation's name, toolset, one-line summary and whether it only reads.",
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Keywords, e.g. "task status" or "metric reading".' },
          toolset: { type: 'string', enum: TOOLSETS, description: 'One area (the OpenAPI tag).' },
        },
        additionalProperties: false,
      },
      outputSchema: DYNAMIC_OUTPUT.list_operations,
      annotations: { title: 'Find operations', ...read },
    },
    {
      name: 'describe_operation',
      title: 'Describe an operation',
      description:
        "One operation's description, the JSON Schema of its arguments (inputSchema) to call it with call_operation, and of its result (outputSchema).",
      inputSchema: {
        type: 'object',
        properties: { name: { type: 'string', description: 'Operation name from list_operations, e.g. set_task_status.' } },
        required: ['name'],
        additionalProperties: false,
      },
      outputSchema: DYNAMIC_OUTPUT.describe_operation,
      annotations: { title: 'Describe an operation', ...read },
    },
    {
      name: 'call_operation',
      title: 'Run an operation',
      description:
        'Runs an operation by name with its arguments (as describe_operation gives them; a write takes idempotencyKey among them). ' +
        "Returns the operation's own result or error, exactly as a direct tool call would.",
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'Operation name, e.g. create_task.' },
          arguments: { type: 'object', description: 'The operation\'s arguments, e.g. {"title": "Fix login"}.' },
        },
        required: ['name'],
        additionalProperties: false,
      },
      outputSchema: DYNAMIC_OUTPUT.call_operation,
      annotations: readonly
        ? { title: 'Run an operation', ...read, idempotentHint: false }
        : { title: 'Run an operation', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
  ];
}

/** What a dynamic tool call comes to: an answer, or the operation to run as a direct tool call. */
export type DynamicOutcome = { status: number; body: unknown } | { run: ToolDefinition; args: Record<string, unknown> };

export interface DynamicContext {
  readonly: boolean;
  requestId: string;
  /** Why the session may not use `tool` (the server's refusal; read-only in dynamic mode), or undefined. */
  refusal: (tool: ToolDefinition) => ApiError | undefined;
}

const fail = (err: ApiError, requestId: string) => ({ status: err.status, body: failureBody(err, requestId) });
const success = (data: unknown, requestId: string) => ({ status: 200, body: { ok: true, data, meta: meta(requestId), actions: [] } });

/** Arguments of a dynamic tool: only the declared ones, each of its type. */
function argumentProblems(tool: string, args: Record<string, unknown>, spec: Record<string, 'string' | 'object'>, required: string[]): ApiError | undefined {
  const details = [
    ...required.filter((k) => args[k] === undefined).map((field) => ({ field, message: 'is required' })),
    ...Object.keys(args)
      .filter((k) => !(k in spec))
      .map((field) => {
        const guess = didYouMean(field, Object.keys(spec));
        return { field, message: `is not an argument of ${tool}${guess ? `; did you mean ${guess}?` : ''}` };
      }),
    ...Object.entries(spec)
      .filter(
        ([k, type]) =>
          args[k] !== undefined &&
          (type === 'object' ? typeof args[k] !== 'object' || args[k] === null || Array.isArray(args[k]) : typeof args[k] !== 'string'),
      )
      .map(([field, type]) => ({ field, message: `must be ${type === 'object' ? 'an object' : 'a string'}` })),
  ];
  if (!details.length) return undefined;
  return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool}: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
    details,
    suggestion: `Call ${tool} with ${Object.keys(spec)
      .map((k) => (required.includes(k) ? k : `${k} (optional)`))
      .join(', ')}.`,
  });
}

/** The operation `name` names, or a NOT_FOUND naming the closest one the session may use. */
function operationNamed(name: string, field: string, ctx: DynamicContext): ToolDefinition | ApiError {
  const tool = byName.get(name);
  if (tool) return tool;
  const visible = toolCatalog.filter((t) => !ctx.refusal(t)).map((t) => t.name);
  const guess = didYouMean(name, visible);
  return new ApiError('NOT_FOUND', `No operation named ${name}`, {
    details: [{ field, message: `${name} is not an operation` }],
    suggestion: guess
      ? `Did you mean ${guess}? list_operations finds operations by keyword.`
      : "Find the operation's name with list_operations (by keyword or toolset).",
  });
}

function listOperations(args: Record<string, unknown>, ctx: DynamicContext): { status: number; body: unknown } {
  const bad = argumentProblems('list_operations', args, { query: 'string', toolset: 'string' }, []);
  if (bad) return fail(bad, ctx.requestId);
  const toolset = args.toolset as string | undefined;
  if (toolset !== undefined && !TOOLSETS.includes(toolset)) {
    const guess = didYouMean(toolset, TOOLSETS);
    return fail(
      new ApiError('VALIDATION_FAILED', `Unknown toolset ${toolset}`, {
        details: [{ field: 'toolset', message: `must be one of ${TOOLSETS.join(', ')}` }],
        suggestion: `Toolsets are ${TOOLSETS.join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}.`,
      }),
      ctx.requestId,
    );
  }
  const words = String(args.query ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const pool = toolCatalog.filter((t) => !ctx.refusal(t) && (toolset === undefined || t.toolset === toolset));
  const text = (t: ToolDefinition) => `${t.name.replace(/_/g, ' ')} ${t.name} ${t.toolset} ${t.title} ${t.description}`.toLowerCase();
  const head = (t: ToolDefinition) => `${t.name.replace(/_/g, ' ')} ${t.title}`.toLowerCase();
  // Every word must match; when nothing matches every word, the operations matching the most words, best first.
  const scored = pool.map((t) => ({ t, hits: words.filter((w) => text(t).includes(w)).length, inHead: words.filter((w) => head(t).includes(w)).length }));
  const all = scored.filter((s) => s.hits === words.length);
  const found = (all.length || !words.length ? all : scored.filter((s) => s.hits > 0)).sort((a, b) => b.hits - a.hits || b.inHead - a.inHead);
  return success(
    found.map(({ t }) => ({ name: t.name, toolset: t.toolset, summary: t.title, readOnly: t.annotations.readOnlyHint })),
    ctx.requestId,
  );
}

function describeOperation(args: Record<string, unknown>, ctx: DynamicContext): { status: number; body: unknown } {
  const bad = argumentProblems('describe_operation', args, { name: 'string' }, ['name']);
  if (bad) return fail(bad, ctx.requestId);
  const tool = operationNamed(args.name as string, 'name', ctx);
  if (tool instanceof ApiError) return fail(tool, ctx.requestId);
  const refused = ctx.refusal(tool);
  if (refused) return fail(refused, ctx.requestId);
  const { name, toolset, title, description, inputSchema, annotations } = tool;
  return success({ name, toolset, summary: title, description, inputSchema, outputSchema: outputSchemaOf(tool), annotations }, ctx.requestId);
}

/** One call of a dynamic tool (`name` is one of DYNAMIC_TOOL_NAMES). */
export function dynamicCall(name: string, args: Record<string, unknown>, ctx: DynamicContext): DynamicOutcome {
  if (name === 'list_operations') return listOperations(args, ctx);
  if (name === 'describe_operation') return describeOperation(args, ctx);
  const bad = argumentProblems('call_operation', args, { name: 'string', arguments: 'object' }, ['name']);
  if (bad) return fail(bad, ctx.requestId);
  const tool = operationNamed(args.name as string, 'name', ctx);
  if (tool instanceof ApiError) return fail(tool, ctx.requestId);
  // Refused or run by the server exactly as a direct call of the tool (runTool).
  return { run: tool, args: (args.arguments ?? {}) as Record<string, unknown> };
}
