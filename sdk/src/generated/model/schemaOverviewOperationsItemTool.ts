/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * MCP tool name, or null when the operation is not a tool.
 */
export type SchemaOverviewOperationsItemTool = string | null;
