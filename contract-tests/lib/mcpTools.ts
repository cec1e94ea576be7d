/**
 * MCP for the live tests (spec 2 §4.21): a session of the official SDK client as a key, and a tool result read in the
 * REST envelope's terms. A tool answers with `structuredContent`, which the MCP SDK types as an untyped record; it is
 * the REST envelope of the operation behind the tool (`data`, `actions`, `pagination`, `meta` on success; `error`
 * with isError). `callTool` reads it as `unknown` and narrows it to `ToolBody<T>`, T being the generated type of
 * `data` the caller names (`Task`, `Vision[]`, a small local interface for the MCP-only tools).
 *
 *   const mcp = await mcpAs(org.apiKey, '?toolsets=all');
 *   const { isError, body } = await callTool<Task>(mcp, 'get_task', { id: 'ENG-1' });
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { inject } from 'vitest';
import type { Action, ErrorEnvelopeError, Meta, Pagination } from '../../sdk/src/index';

/**
 * A tool's structuredContent: the success envelope's members and the failure envelope's `error`. Which are present
 * depends on `isError`; a test reads the ones the call must have answered (a missing one fails as a TypeError).
 */
export interface ToolBody<T> {
  ok: boolean;
  data: T;
  actions: Action[];
  /** A list's page state; over MCP a page that holds the whole list also counts it (`total`). */
  pagination: Pagination & { total?: number };
  meta: Meta;
  error: ErrorEnvelopeError;
  /** A compact list's fields that every item shares, said once (absent when `fields` names them). */
  allItems?: Record<string, unknown>;
}

/** One tool call's answer: isError and the structured content. */
export interface ToolResult<T> {
  isError: boolean;
  body: ToolBody<T>;
}

/** Narrows a result's structuredContent (unknown to the MCP SDK's types) to the envelope of `data` T. */
export const bodyOf = <T>(structuredContent: unknown): ToolBody<T> => structuredContent as ToolBody<T>;

/** Calls tool `name` with `args` on `c`: isError and the structured content, its `data` typed T. */
export async function callTool<T = unknown>(c: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolResult<T>> {
  const r = await c.callTool({ name, arguments: args });
  return { isError: Boolean(r.isError), body: bodyOf<T>(r.structuredContent) };
}

/** An MCP session of the official SDK client as `key` (API key or OAuth token), at /api/mcp with `query` (e.g. `?toolsets=all`). */
export async function mcpAs(key: string, query = '', name = 'contract-tests'): Promise<Client> {
  const { baseUrl } = inject('contract');
  const c = new Client({ name, version: '1.0.0' });
  await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return c;
}
