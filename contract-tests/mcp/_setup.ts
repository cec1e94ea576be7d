/**
 * What the live MCP files share beyond contract-tests/lib/mcpTools.ts (tool results in the REST envelope's terms):
 * the `data` of the MCP-only tools, which have no generated type.
 */

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
