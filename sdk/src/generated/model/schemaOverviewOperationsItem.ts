/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SchemaOverviewOperationsItemTool } from './schemaOverviewOperationsItemTool';

export type SchemaOverviewOperationsItem = {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  capability: string[];
  /** MCP tool name, or null when the operation is not a tool. */
  tool: SchemaOverviewOperationsItemTool;
  /** Input fields the operation requires, named as error details name them: `path.id`, `query.query`, `body.title`, `body.metric.metricId` (a nested object's fields one level down). */
  required: string[];
  /** The operation's optional input fields, named the same way. */
  optional: string[];
};
