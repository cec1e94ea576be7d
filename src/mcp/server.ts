/**
 * POST /api/mcp — the MCP server over Streamable HTTP, stateless (spec 2 §4.21). Tools come from the generated
 * catalog (src/generated/mcp-tools.ts); a tool call becomes a pipeline request with the caller's own bearer
 * token, so auth, capability, validation, paging and errors are those of the REST operation. Errors return
 * `isError: true` with the same failure body; `details[].field` names the tool argument.
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { toolCatalog, type ToolDefinition } from '../generated/mcp-tools.js';
import { operations } from '../generated/operations.js';
import { ApiError } from '../http/errors.js';
import { failureBody } from '../http/envelope.js';
import type { PipelineRequest, PipelineResponse } from '../http/pipeline.js';

const byName = new Map<string, ToolDefinition>(toolCatalog.map((t) => [t.name, t]));

/** Builds the pipeline request for a tool call: path parameters fill the template, the rest are query or body fields. */
export function toolRequest(tool: ToolDefinition, args: Record<string, unknown>, authorization: string | undefined, requestId: string): PipelineRequest | ApiError {
  const op = operations[tool.operationId];
  const missing = op.pathParams.filter((p) => args[p] === undefined || args[p] === null || args[p] === '');
  const extra = op.hasBody ? [] : Object.keys(args).filter((k) => !(op.pathParams as readonly string[]).includes(k) && !(op.queryParams as readonly string[]).includes(k));
  if (missing.length || extra.length) {
    const details = [...missing.map((field) => ({ field, message: 'is required' })), ...extra.map((field) => ({ field, message: 'is not an argument of this tool' }))];
    return new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool.name}`, {
      details, suggestion: `Call ${tool.name} with the arguments of its inputSchema (tools/list).`,
    });
  }
  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(args[k])));
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) {
    if ((op.pathParams as readonly string[]).includes(k)) continue;
    if ((op.queryParams as readonly string[]).includes(k)) query[k] = v;
    else body[k] = v;
  }
  return { method: op.method, path, query, headers: { authorization }, body: op.hasBody ? body : undefined, requestId, transport: 'mcp' };
}

/** The pipeline's body as a tool result; `body.x`/`path.x`/`query.x` details become argument names. */
export function toolResult(res: PipelineResponse | { status: number; body: unknown }): CallToolResult {
  const body = res.body as { ok?: boolean; error?: { details?: { field: string; message: string }[] } };
  if (body?.error?.details) body.error.details = body.error.details.map((d) => ({ ...d, field: d.field.replace(/^(body|path|query)\./, '') }));
  return {
    content: [{ type: 'text', text: JSON.stringify(body) }],
    structuredContent: body as Record<string, unknown>,
    isError: res.status >= 400,
  };
}

export function createMcpHandler(dispatch: (req: PipelineRequest) => Promise<PipelineResponse>) {
  return async (req: Request, res: Response) => {
    const server = new Server({ name: 'sextant', version: '0.1.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: toolCatalog.map((t) => ({ name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations })),
    }));
    server.setRequestHandler(CallToolRequestSchema, async (call) => {
      const requestId = randomUUID();
      const tool = byName.get(call.params.name);
      if (!tool) {
        const err = new ApiError('NOT_FOUND', `No tool named ${call.params.name}`, { suggestion: 'List the available tools with tools/list.' });
        return toolResult({ status: 404, body: failureBody(err, requestId) });
      }
      const built = toolRequest(tool, (call.params.arguments ?? {}) as Record<string, unknown>, req.headers.authorization, requestId);
      if (built instanceof ApiError) return toolResult({ status: built.status, body: failureBody(built, requestId) });
      return toolResult(await dispatch(built));
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
