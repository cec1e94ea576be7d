/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionAiContextToolsItemMethod } from './visionAiContextToolsItemMethod';
import type { VisionAiContextToolsItemBody } from './visionAiContextToolsItemBody';

export type VisionAiContextToolsItem = {
  /** MCP tool name. */
  name: string;
  operationId: string;
  method: VisionAiContextToolsItemMethod;
  href: string;
  body?: VisionAiContextToolsItemBody;
  reason: string;
};
