/**
 * What the live MCP files share (spec 2 §4.21): a tool result read in the REST envelope's terms. A tool answers with
 * `structuredContent`, which the MCP SDK types as an untyped record; it is the REST envelope of the operation
 * behind the tool (`data`, `actions`, `pagination`, `meta` on success; `error` with isError). `callTool` reads it as
 * `unknown` and narrows it to `ToolBody<T>`, T being the generated type of `data` the caller names (`Task`,
 * `Vision[]`, a small local interface for the MCP-only tools).
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
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

/** An item of `list_toolsets` (an MCP-only tool, so no generated type). */
export interface ToolsetInfo {
  name: string;
  description: string;
  tools: string[];
  enabled: boolean;
}

/** An item of dynamic mode's `list_operations`. */
export interface OperationInfo {
  name: string;
  toolset: string;
  summary: string;
  readOnly: boolean;
}

/** The `data` of dynamic mode's `describe_operation`: the tool as the catalog describes it. */
export interface OperationDescription extends OperationInfo {
  description: string;
  inputSchema: unknown;
  outputSchema: unknown;
  annotations: unknown;
}

/** The `data` of `compactListBody` (src/mcp/shape.ts), which types its answer unknown. */
export const dataOfCompact = (body: unknown): unknown => (body as { data: unknown }).data;
