/**
 * POST /api/mcp — the MCP server over Streamable HTTP, stateless (spec 2 §4.21). Tools come from the generated
 * catalog (src/generated/mcp-tools.ts); a tool call becomes a pipeline request with the caller's own bearer
 * token, so auth, capability, validation, paging and errors are those of the REST operation. Errors return
 * `isError: true` with the same failure body; `details[].field` names the tool argument.
 *
 * Tool surface: `tools/list` shows the default tools (x-mcp-default: the spec's named tools, at most
 * 40) plus the toolsets named by `?toolsets=` or `X-MCP-Toolsets` (one per OpenAPI tag; `all` for every tool);
 * `?readonly=true` or `X-MCP-Readonly: true` lists only read tools and refuses write calls. A tool outside the
 * session's selection is refused with a suggestion naming its toolset.
 *
 * Issue 9: descriptions written for agents and a lean default list (codegen), `instructions` (instructions.ts),
 * an `outputSchema` on default tools with small results, list items without nulls and orgId (shape.ts, applied
 * in toolResult), and dynamic mode (`?mode=dynamic` or `X-MCP-Mode: dynamic`, dynamic.ts): three tools that reach
 * every operation through runTool, the same path as a direct tool call.
 *
 * Issue 20 §5: every tool has an outputSchema generated from the document (output.ts) and every result carries
 * structuredContent that validates against it (isError included); a default tool lists its schema in the default
 * list only when x-mcp-output-schema says so (the token budget), and in any listing that enables its toolset.
 * `resources` (resources.ts: the OpenAPI document, the concepts, the role catalog) and `prompts` (prompts.ts: guided
 * workflows) are served to every session.
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema, GetPromptRequestSchema, ListPromptsRequestSchema, ListResourceTemplatesRequestSchema, ListResourcesRequestSchema,
  ListToolsRequestSchema, ReadResourceRequestSchema, type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { toolCatalog, type ToolDefinition } from '../generated/mcp-tools.js';
import { operations } from '../generated/operations.js';
import { ApiError, didYouMean, type ErrorDetail } from '../core/errors.js';
import { textProblem } from '../core/input.js';
import { failureBody } from '../core/envelope.js';
import type { PipelineRequest, PipelineResponse } from '../../handlers/handler.js';
import { argumentProblems, inToolTerms } from './terms.js';
import { fieldsProblem, shapeListBody, type ToolCall } from './shape.js';
import { instructionsFor } from './instructions.js';
import { DYNAMIC_TOOL_NAMES, dynamicCall, dynamicTools } from './dynamic.js';
import { outputSchemaOf, outputSchemas } from './output.js';
import { listResourceTemplates, listResources, readResource } from './resources.js';
import { getPrompt, listPrompts } from './prompts.js';

const byName = new Map<string, ToolDefinition>(toolCatalog.map((t) => [t.name, t]));

/** Toolsets: one per OpenAPI tag (spec 2 §4.21). */
export const TOOLSETS = [...new Set(toolCatalog.map((t) => t.toolset))].sort();

/**
 * Which tools a session sees: the default ones plus the named toolsets (or all), optionally only read tools. In
 * dynamic mode the session lists the three dynamic tools, which reach every operation (read-only still applies).
 */
export interface ToolSelection { all: boolean; toolsets: Set<string>; readonly: boolean; dynamic: boolean }

const MODES = ['dynamic'];

const truthy = (v: unknown) => typeof v === 'string' && ['true', '1', 'yes'].includes(v.toLowerCase());

/**
 * Reads `?toolsets=a,b` or `X-MCP-Toolsets: a,b` (`all` for every tool) and `?readonly=true` or
 * `X-MCP-Readonly: true`. An unknown toolset is a 400 naming the valid ones (with the closest match).
 */
export function selectionOf(req: Request): ToolSelection {
  const q = req.query as Record<string, unknown>;
  const raw = (typeof q.toolsets === 'string' ? q.toolsets : undefined) ?? req.get('x-mcp-toolsets') ?? '';
  const names = raw.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => n !== 'all' && n !== 'default' && !TOOLSETS.includes(n));
  if (unknown.length) {
    const guess = didYouMean(unknown[0], TOOLSETS);
    throw new ApiError('VALIDATION_FAILED', `Unknown toolset ${unknown.join(', ')}`, {
      details: unknown.map((n) => ({ field: 'toolsets', message: `${n} is not a toolset` })),
      suggestion: `Toolsets are: all, default, ${TOOLSETS.join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}.`,
    });
  }
  const mode = ((typeof q.mode === 'string' ? q.mode : undefined) ?? req.get('x-mcp-mode') ?? '').trim().toLowerCase();
  if (mode && !MODES.includes(mode)) {
    const guess = didYouMean(mode, MODES);
    throw new ApiError('VALIDATION_FAILED', `Unknown MCP mode ${mode}`, {
      details: [{ field: 'mode', message: 'must be dynamic, or absent for the tool list' }],
      suggestion: `Connect with ?mode=dynamic (or X-MCP-Mode: dynamic), or without mode${guess ? ` (did you mean ${guess}?)` : ''}.`,
    });
  }
  const dynamic = mode === 'dynamic';
  // Toolsets do not restrict dynamic mode: it reaches every operation.
  return { all: names.includes('all') || dynamic, toolsets: new Set(names), readonly: truthy(q.readonly) || truthy(req.get('x-mcp-readonly')), dynamic };
}

export const selectTools = (sel: ToolSelection): ToolDefinition[] =>
  toolCatalog.filter((t) => (sel.all || t.default || sel.toolsets.has(t.toolset)) && (!sel.readonly || t.annotations.readOnlyHint));

/** Why this session may not call `tool`, or undefined when it may. */
function refusal(tool: ToolDefinition, sel: ToolSelection): ApiError | undefined {
  if (sel.readonly && !tool.annotations.readOnlyHint) {
    return new ApiError('FORBIDDEN', `${tool.name} writes, and this MCP session is read-only`, {
      suggestion: 'Connect without ?readonly=true (and without X-MCP-Readonly) to use write tools.',
    });
  }
  if (!(sel.all || tool.default || sel.toolsets.has(tool.toolset))) {
    return new ApiError('NOT_FOUND', `${tool.name} is in toolset ${tool.toolset}, which this MCP session did not enable`, {
      suggestion: `Connect to /api/mcp?toolsets=${tool.toolset} (or send X-MCP-Toolsets: ${tool.toolset}; "all" enables every tool).`,
    });
  }
  return undefined;
}

/** Builds the pipeline request for a tool call: path parameters fill the template, the rest are query or body fields. */
export function toolRequest(tool: ToolDefinition, allArgs: Record<string, unknown>, authorization: string | undefined, requestId: string): PipelineRequest | ApiError {
  const op = operations[tool.operationId];
  // idempotencyKey is every write tool's Idempotency-Key header (spec 2 §4.21, §8).
  const { idempotencyKey, ...args } = op.method === 'GET' ? { idempotencyKey: undefined, ...allArgs } : allArgs;
  if (idempotencyKey !== undefined && typeof idempotencyKey !== 'string') {
    return new ApiError('VALIDATION_FAILED', 'idempotencyKey must be a string', {
      details: [{ field: 'idempotencyKey', message: 'must be a string' }], suggestion: 'Pass a fresh UUID string per distinct call.',
    });
  }
  const missing = op.pathParams.filter((p) => args[p] === undefined || args[p] === null || args[p] === '');
  const { details, fixes } = argumentProblems(tool.name, [...Object.keys(tool.inputSchema.properties), 'idempotencyKey'], missing, Object.keys(allArgs));
  if (details.length) {
    const text = fixes.join('; ');
    const sentence = /^(add|remove) /.test(text) ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text; // never capitalise an argument name
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
      details, suggestion: `${sentence}${/[?.]$/.test(sentence) ? '' : '.'} Then call ${tool.name} again.`,
    });
  }
  // A path argument becomes a URL segment: only text and numbers can (an object or array would not even convert
  // to text when it lacks toString; the fuzz sends such values).
  const notScalar = op.pathParams.filter((p) => typeof args[p] !== 'string' && typeof args[p] !== 'number');
  if (notScalar.length) {
    const details = notScalar.map((p) => ({ field: p as string, message: `must be text (an id or ref), not ${Array.isArray(args[p]) ? 'an array' : typeof args[p] === 'object' ? 'an object' : `a ${typeof args[p]}`}` }));
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
      details, suggestion: `Pass ${notScalar.join(', ')} as a plain string such as a UUID or ref, then call ${tool.name} again.`,
    });
  }
  // A path argument is percent-encoded into the URL, which a lone surrogate cannot be (encodeURIComponent throws):
  // text problems of path arguments are refused here, with the pipeline's message.
  const badText = op.pathParams.map((p) => ({ field: p as string, message: textProblem(String(args[p])) })).filter((d): d is ErrorDetail => d.message !== undefined);
  if (badText.length) {
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: ${badText.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
      details: badText, suggestion: `Correct ${badText.map((d) => d.field).join(', ')}: ${tool.name} takes ids and refs as plain text (see its inputSchema in tools/list).`,
    });
  }
  // `fields` shapes the MCP answer (shape.ts) and never reaches the pipeline; a bad one is refused here.
  const badFields = fieldsProblem(tool, args);
  if (badFields) return badFields;
  delete args.fields;
  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(args[k])));
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) {
    if ((op.pathParams as readonly string[]).includes(k)) continue;
    if ((op.queryParams as readonly string[]).includes(k)) query[k] = v;
    else body[k] = v;
  }
  const headers = { authorization, ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}) };
  return { method: op.method, path, query, headers, body: op.hasBody ? body : undefined, requestId, transport: 'mcp' };
}

/**
 * The pipeline's answer as a tool result. A failure is rewritten into tool terms (src/mcp/terms.ts): tool
 * arguments instead of `body.x`/`path.x`/`query.x`, tool names instead of operationIds and REST calls. A list is
 * shaped for the context window (shape.ts): `call`, the tool and its arguments, picks the projection and `fields`.
 */
export function toolResult(res: PipelineResponse | { status: number; body: unknown }, call?: ToolCall): CallToolResult {
  const isError = res.status >= 400;
  // Every result carries structuredContent (an object, as MCP requires); a body-less answer is {ok} alone.
  if (!res.body || typeof res.body !== 'object' || Array.isArray(res.body)) {
    return { content: [{ type: 'text', text: JSON.stringify({ ok: !isError }) }], structuredContent: { ok: !isError }, isError };
  }
  const body = inToolTerms(shapeListBody(res.body, call) as Record<string, unknown>);
  return {
    content: [{ type: 'text', text: JSON.stringify(body) }],
    structuredContent: body,
    isError,
  };
}

/**
 * A tool as tools/list shows it. Every tool has an outputSchema (output.ts); a default tool listed only because it
 * is default leaves it out unless the catalog flags it (x-mcp-output-schema): the default list's token budget.
 */
export const listedTool = (t: ToolDefinition, sel: ToolSelection) => {
  const withSchema = !t.default || t.outputSchema !== undefined || sel.all || sel.toolsets.has(t.toolset);
  return {
    name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema,
    ...(withSchema ? { outputSchema: outputSchemaOf(t) } : {}), annotations: t.annotations,
  };
};

export function createMcpHandler(dispatch: (req: PipelineRequest) => Promise<PipelineResponse>) {
  outputSchemas(); // built once from the document at startup (~0.1 s), not on the first tools/list
  return async (req: Request, res: Response) => {
    const selection = selectionOf(req);
    const listed = selection.dynamic ? dynamicTools(selection.readonly) : selectTools(selection).map((t) => listedTool(t, selection));
    const server = new Server({ name: 'sextant', version: '0.1.0' }, {
      capabilities: { tools: {}, resources: {}, prompts: {} },
      instructions: instructionsFor({ dynamic: selection.dynamic, readonly: selection.readonly }),
    });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
    server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: listResources() }));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: listResourceTemplates() }));
    server.setRequestHandler(ReadResourceRequestSchema, async (r) => readResource(r.params.uri, async () => {
      // The role catalog is list_roles' answer with the caller's credential (its capability checks included).
      const built = toolRequest(byName.get('list_roles')!, {}, req.headers.authorization, randomUUID());
      if (built instanceof ApiError) throw built;
      return dispatch(built);
    }, () => dispatch({
      method: 'GET', path: '/api/v1/openapi.json', query: {}, headers: {}, body: undefined, requestId: randomUUID(), transport: 'mcp',
    })));
    server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: listPrompts() }));
    server.setRequestHandler(GetPromptRequestSchema, async (r) => getPrompt(r.params.name, r.params.arguments));
    const fail = (err: ApiError, requestId: string) => toolResult({ status: err.status, body: failureBody(err, requestId) });

    /** The one way a tool runs, called directly or through call_operation: refusal, toolRequest, dispatch, toolResult. */
    const runTool = async (tool: ToolDefinition, args: Record<string, unknown>, requestId: string): Promise<CallToolResult> => {
      const refused = refusal(tool, selection);
      if (refused) return fail(refused, requestId);
      const built = toolRequest(tool, args, req.headers.authorization, requestId);
      if (built instanceof ApiError) return fail(built, requestId);
      return toolResult(await dispatch(built), { tool, args });
    };

    server.setRequestHandler(CallToolRequestSchema, async (call) => {
      const requestId = randomUUID();
      const args = (call.params.arguments ?? {}) as Record<string, unknown>;
      if (selection.dynamic) {
        if (!(DYNAMIC_TOOL_NAMES as readonly string[]).includes(call.params.name)) {
          const known = byName.has(call.params.name);
          return fail(new ApiError('NOT_FOUND', `No tool named ${call.params.name} in dynamic mode`, {
            suggestion: known
              ? `Run it with call_operation {"name": "${call.params.name}", "arguments": {…}}.`
              : `This session lists ${DYNAMIC_TOOL_NAMES.join(', ')}; find operations with list_operations.`,
          }), requestId);
        }
        const outcome = dynamicCall(call.params.name, args, { readonly: selection.readonly, requestId, refusal: (t) => refusal(t, selection) });
        return 'run' in outcome ? runTool(outcome.run, outcome.args, requestId) : toolResult(outcome);
      }
      const tool = byName.get(call.params.name);
      if (!tool) {
        const guess = didYouMean(call.params.name, listed.map((t) => t.name));
        return fail(new ApiError('NOT_FOUND', `No tool named ${call.params.name}`, {
          suggestion: guess ? `Did you mean ${guess}? tools/list names the available tools.` : 'List the available tools with tools/list.',
        }), requestId);
      }
      return runTool(tool, args, requestId);
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
}
