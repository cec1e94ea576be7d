/**
 * POST /api/mcp — the MCP server over Streamable HTTP (spec 2 §4.21). Tools come from the generated catalog
 * (src/generated/mcp-tools.ts); a tool call becomes a pipeline request with the caller's own bearer token, so auth,
 * capability, validation, paging and errors are those of the REST operation. Errors return `isError: true` with the
 * same failure body; `details[].field` names the tool argument.
 *
 * Tool surface: `tools/list` shows the default tools (x-mcp-default, at most 40 with the toolset tools), the
 * toolsets this session enabled in-session (enable_toolsets, toolsets.ts) and those named by `?toolsets=` or
 * `X-MCP-Toolsets` (one per OpenAPI tag; `all` for every tool); `?readonly=true` or `X-MCP-Readonly: true` lists
 * only read tools and refuses write calls. A tool outside the session's selection is refused with a suggestion
 * naming the enable_toolsets call that reaches it.
 *
 * Sessions: `initialize` opens one (McpSessionService, in Postgres, so any instance serves it) and answers with its
 * `Mcp-Session-Id`; later requests carrying it see the toolsets enabled in it; an unknown or expired id is 404 (the
 * client initializes again); DELETE /api/mcp ends it. Each HTTP request still gets its own SDK server and transport:
 * nothing of a session lives in this process. A client that sends no session id is served statelessly.
 * enable_toolsets / disable_toolsets answer as an SSE stream so the `notifications/tools/list_changed` they send
 * reaches the client before the result; every other request is answered as plain JSON.
 *
 * Descriptions are written for agents with a lean default list (codegen), `instructions` (instructions.ts), list
 * items without nulls and orgId (shape.ts, applied in toolResult) and dynamic mode (`?mode=dynamic` or
 * `X-MCP-Mode: dynamic`, dynamic.ts): three tools that reach every operation through runTool, the same path as a
 * direct tool call. Every tool has an outputSchema generated from the document (output.ts) and every result carries
 * structuredContent that validates against it; a default tool lists its schema in the default list only when
 * x-mcp-output-schema says so (the token budget). `resources` (resources.ts) and `prompts` (prompts.ts) are served
 * to every session.
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
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
import { TOOLSETS as TOOLSET_LIST, enableCall, isToolsetTool, listToolsetsData, toolsetTools, toolsetsArgument } from './toolsets.js';
import { meta } from '../core/envelope.js';
import type { Actor } from '../core/actor.js';
import type { McpSession, McpSessionService } from '../services/mcpSessions.js';

const byName = new Map<string, ToolDefinition>(toolCatalog.map((t) => [t.name, t]));

/** Toolsets: one per OpenAPI tag (spec 2 §4.21). */
export const TOOLSETS = TOOLSET_LIST.map((t) => t.name);

/**
 * Which tools a session sees: the default ones plus the named toolsets (or all), optionally only read tools. In
 * dynamic mode the session lists the three dynamic tools, which reach every operation (read-only still applies).
 */
export interface ToolSelection {
  all: boolean;
  toolsets: Set<string>;
  readonly: boolean;
  dynamic: boolean;
  session?: McpSession;
}

const MODES = ['dynamic'];

const truthy = (v: unknown) => typeof v === 'string' && ['true', '1', 'yes'].includes(v.toLowerCase());

/**
 * Reads `?toolsets=a,b` or `X-MCP-Toolsets: a,b` (`all` for every tool) and `?readonly=true` or
 * `X-MCP-Readonly: true`. An unknown toolset is a 400 naming the valid ones (with the closest match).
 */
export function selectionOf(req: Request): ToolSelection {
  const q = req.query as Record<string, unknown>;
  const raw = (typeof q.toolsets === 'string' ? q.toolsets : undefined) ?? req.get('x-mcp-toolsets') ?? '';
  const names = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
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
      suggestion: sel.session
        ? `Call ${enableCall([tool.toolset])}, then call ${tool.name} again.`
        : `Call ${enableCall([tool.toolset])}, then call ${tool.name} again (this connection has no MCP session: if your client cannot keep one, connect to /api/mcp?toolsets=${tool.toolset} or send X-MCP-Toolsets: ${tool.toolset}).`,
    });
  }
  return undefined;
}

/** Builds the pipeline request for a tool call: path parameters fill the template, the rest are query or body fields. */
export function toolRequest(
  tool: ToolDefinition,
  allArgs: Record<string, unknown>,
  authorization: string | undefined,
  requestId: string,
): PipelineRequest | ApiError {
  const op = operations[tool.operationId];
  // idempotencyKey is every write tool's Idempotency-Key header (spec 2 §4.21, §8).
  const { idempotencyKey, ...args } = op.method === 'GET' ? { idempotencyKey: undefined, ...allArgs } : allArgs;
  if (idempotencyKey !== undefined && typeof idempotencyKey !== 'string') {
    return new ApiError('VALIDATION_FAILED', 'idempotencyKey must be a string', {
      details: [{ field: 'idempotencyKey', message: 'must be a string' }],
      suggestion: 'Pass a fresh UUID string per distinct call.',
    });
  }
  const missing = op.pathParams.filter((p) => args[p] === undefined || args[p] === null || args[p] === '');
  const { details, fixes } = argumentProblems(tool.name, [...Object.keys(tool.inputSchema.properties), 'idempotencyKey'], missing, Object.keys(allArgs));
  if (details.length) {
    const text = fixes.join('; ');
    const sentence = /^(add|remove) /.test(text) ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text; // never capitalise an argument name
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
      details,
      suggestion: `${sentence}${/[?.]$/.test(sentence) ? '' : '.'} Then call ${tool.name} again.`,
    });
  }
  // A path argument becomes a URL segment: only text and numbers can (an object or array would not even convert
  // to text when it lacks toString; the fuzz sends such values).
  const notScalar = op.pathParams.filter((p) => typeof args[p] !== 'string' && typeof args[p] !== 'number');
  if (notScalar.length) {
    const details = notScalar.map((p) => ({
      field: p as string,
      message: `must be text (an id or ref), not ${Array.isArray(args[p]) ? 'an array' : typeof args[p] === 'object' ? 'an object' : `a ${typeof args[p]}`}`,
    }));
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
      details,
      suggestion: `Pass ${notScalar.join(', ')} as a plain string such as a UUID or ref, then call ${tool.name} again.`,
    });
  }
  // A path argument is percent-encoded into the URL, which a lone surrogate cannot be (encodeURIComponent throws):
  // text problems of path arguments are refused here, with the pipeline's message.
  const badText = op.pathParams
    .map((p) => ({ field: p as string, message: textProblem(String(args[p])) }))
    .filter((d): d is ErrorDetail => d.message !== undefined);
  if (badText.length) {
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}: ${badText.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
      details: badText,
      suggestion: `Correct ${badText.map((d) => d.field).join(', ')}: ${tool.name} takes ids and refs as plain text (see its inputSchema in tools/list).`,
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
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: t.inputSchema,
    ...(withSchema ? { outputSchema: outputSchemaOf(t) } : {}),
    annotations: t.annotations,
  };
};

/** What the MCP endpoint needs of the session store (McpSessionService). */
export type McpSessions = Pick<McpSessionService, 'open' | 'find' | 'setToolsets' | 'close'>;

type JsonRpcMessage = { jsonrpc?: string; id?: string | number | null; method?: string; params?: { name?: string } };
const messagesOf = (body: unknown): JsonRpcMessage[] => (Array.isArray(body) ? body : [body]).filter((m): m is JsonRpcMessage => !!m && typeof m === 'object');
/** Tool calls answered as an SSE stream: they send notifications/tools/list_changed before their result. */
const NOTIFYING = new Set(['enable_toolsets', 'disable_toolsets']);

/** The JSON-RPC error a session header that names no live session gets (Streamable HTTP: 404, then initialize again). */
function sessionNotFound(res: Response) {
  res.status(404).json({
    jsonrpc: '2.0',
    id: null, // a transport refusal answers no request, as the SDK's own
    error: {
      code: -32001,
      message:
        'Session not found: it expired (24 hours idle), was ended, or belongs to another credential. Send initialize without Mcp-Session-Id to start a new session.',
    },
  });
}

export function createMcpHandler(dispatch: (req: PipelineRequest) => Promise<PipelineResponse>, sessions: McpSessions) {
  outputSchemas(); // built once from the document at startup (~0.1 s), not on the first tools/list
  return async (req: Request, res: Response, actor: Actor) => {
    const requested = selectionOf(req);
    const messages = messagesOf(req.body);
    const sessionId = req.get('mcp-session-id');
    let session: McpSession | undefined;
    if (messages.some((m) => m.method === 'initialize')) {
      session = await sessions.open(actor, []);
      res.setHeader('Mcp-Session-Id', session.id);
    } else if (sessionId) {
      session = await sessions.find(actor, sessionId);
      if (!session) return sessionNotFound(res);
    }
    // Read fresh on each request: another instance may have served this session's enable_toolsets.
    const selection: ToolSelection = { ...requested, toolsets: new Set([...requested.toolsets, ...(session?.toolsets ?? [])]), session };
    const listed = selection.dynamic
      ? dynamicTools(selection.readonly)
      : [...selectTools(selection).map((t) => listedTool(t, selection)), ...toolsetTools(selection.all)];
    const server = new Server(
      { name: 'sextant', version: '0.1.0' },
      {
        capabilities: { tools: { listChanged: true }, resources: {}, prompts: {} },
        instructions: instructionsFor({ dynamic: selection.dynamic, readonly: selection.readonly }),
      },
    );
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
    server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: listResources() }));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: listResourceTemplates() }));
    server.setRequestHandler(ReadResourceRequestSchema, async (r) =>
      readResource(
        r.params.uri,
        async () => {
          // The role catalog is list_roles' answer with the caller's credential (its capability checks included).
          const built = toolRequest(byName.get('list_roles')!, {}, req.headers.authorization, randomUUID());
          if (built instanceof ApiError) throw built;
          return dispatch(built);
        },
        () =>
          dispatch({
            method: 'GET',
            path: '/api/v1/openapi.json',
            query: {},
            headers: {},
            body: undefined,
            requestId: randomUUID(),
            transport: 'mcp',
          }),
      ),
    );
    server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: listPrompts() }));
    server.setRequestHandler(GetPromptRequestSchema, async (r) => getPrompt(r.params.name, r.params.arguments));
    const fail = (err: ApiError, requestId: string) => toolResult({ status: err.status, body: failureBody(err, requestId) });
    const ok = (data: unknown, requestId: string) => toolResult({ status: 200, body: { ok: true, data, meta: meta(requestId) } });

    /** The one way a tool runs, called directly or through call_operation: refusal, toolRequest, dispatch, toolResult. */
    const runTool = async (tool: ToolDefinition, args: Record<string, unknown>, requestId: string): Promise<CallToolResult> => {
      const refused = refusal(tool, selection);
      if (refused) return fail(refused, requestId);
      const built = toolRequest(tool, args, req.headers.authorization, requestId);
      if (built instanceof ApiError) return fail(built, requestId);
      return toolResult(await dispatch(built), { tool, args });
    };

    /** list_toolsets, enable_toolsets, disable_toolsets (toolsets.ts): this session's toolsets, kept in Postgres. */
    const runToolsetTool = async (name: string, args: Record<string, unknown>, requestId: string, notify: () => Promise<void>): Promise<CallToolResult> => {
      const enabled = (t: string) => selection.all || selection.toolsets.has(t);
      if (name === 'list_toolsets') return ok(listToolsetsData(enabled), requestId);
      const names = toolsetsArgument(name as 'enable_toolsets', args);
      if (names instanceof ApiError) return fail(names, requestId);
      if (!selection.session) {
        return fail(
          new ApiError('BUSINESS_RULE_VIOLATION', `${name} needs an MCP session, and this connection has none (the client sent no Mcp-Session-Id)`, {
            suggestion: `Connect to /api/mcp?toolsets=${names.join(',')} (or send X-MCP-Toolsets: ${names.join(',')}) to reach those tools without a session.`,
          }),
          requestId,
        );
      }
      const before = new Set(selection.session.toolsets);
      const fromUrl = names.filter((n) => requested.toolsets.has(n));
      const next = name === 'enable_toolsets' ? [...before, ...names] : [...before].filter((t) => !names.includes(t));
      const saved = await sessions.setToolsets(actor, selection.session.id, next);
      if (!saved)
        return fail(
          new ApiError('NOT_FOUND', 'This MCP session has ended', {
            suggestion: 'Send initialize without Mcp-Session-Id to start a new session, then enable the toolsets again.',
          }),
          requestId,
        );
      const changed = saved.toolsets.length !== before.size || saved.toolsets.some((t) => !before.has(t));
      if (changed) await notify();
      const visible = (t: string) => saved.toolsets.includes(t) || requested.toolsets.has(t) || selection.all;
      const tools = toolCatalog
        .filter((t) => names.includes(t.toolset) && !t.default && (!selection.readonly || t.annotations.readOnlyHint))
        .map((t) => t.name);
      return ok(
        {
          enabled: TOOLSETS.filter(visible),
          ...(name === 'enable_toolsets'
            ? { added: tools }
            : { removed: fromUrl.length ? tools.filter((n) => !fromUrl.includes(byName.get(n)!.toolset)) : tools }),
          ...(fromUrl.length && name === 'disable_toolsets' ? { keptFromUrl: fromUrl } : {}),
          listChanged: changed,
        },
        requestId,
      );
    };

    server.setRequestHandler(CallToolRequestSchema, async (call, extra) => {
      const requestId = randomUUID();
      const args = (call.params.arguments ?? {}) as Record<string, unknown>;
      if (selection.dynamic) {
        if (!(DYNAMIC_TOOL_NAMES as readonly string[]).includes(call.params.name)) {
          const known = byName.has(call.params.name);
          return fail(
            new ApiError('NOT_FOUND', `No tool named ${call.params.name} in dynamic mode`, {
              suggestion: known
                ? `Run it with call_operation {"name": "${call.params.name}", "arguments": {…}}.`
                : `This session lists ${DYNAMIC_TOOL_NAMES.join(', ')}; find operations with list_operations.`,
            }),
            requestId,
          );
        }
        const outcome = dynamicCall(call.params.name, args, { readonly: selection.readonly, requestId, refusal: (t) => refusal(t, selection) });
        return 'run' in outcome ? runTool(outcome.run, outcome.args, requestId) : toolResult(outcome);
      }
      if (isToolsetTool(call.params.name)) {
        return runToolsetTool(call.params.name, args, requestId, () => extra.sendNotification({ method: 'notifications/tools/list_changed' }));
      }
      const tool = byName.get(call.params.name);
      if (!tool) {
        const guess = didYouMean(
          call.params.name,
          listed.map((t) => t.name),
        );
        return fail(
          new ApiError('NOT_FOUND', `No tool named ${call.params.name}`, {
            suggestion: guess
              ? `Did you mean ${guess}? tools/list names the available tools.`
              : 'List the available tools with tools/list, or list_toolsets for the tools of every area.',
          }),
          requestId,
        );
      }
      return runTool(tool, args, requestId);
    });
    const streaming = messages.some((m) => m.method === 'tools/call' && NOTIFYING.has(String(m.params?.name)));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !streaming });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
}

/** DELETE /api/mcp: ends the caller's session named by Mcp-Session-Id (204), or 404 when there is none. */
export async function closeMcpSession(req: Request, res: Response, actor: Actor, sessions: McpSessions) {
  const id = req.get('mcp-session-id');
  if (id && (await sessions.close(actor, id))) return void res.status(204).end();
  throw new ApiError(
    'NOT_FOUND',
    id ? 'No MCP session with that Mcp-Session-Id for this credential' : 'DELETE /api/mcp ends a session: send its Mcp-Session-Id header',
    {
      suggestion: 'Nothing to end: a session that expired or was ended is already gone.',
    },
  );
}
