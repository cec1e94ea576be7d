/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionAiContextContext } from './visionAiContextContext';
import type { VisionAiContextToolsItem } from './visionAiContextToolsItem';

/**
 * What an agent needs to work on a vision (spec 2 §4.3): a system prompt, the vision's state with its gaps, and the mutation operations that close them.
 */
export interface VisionAiContext {
  systemPrompt: string;
  context: VisionAiContextContext;
  /** Mutation operations that close the gaps, as MCP tool names and REST calls. */
  tools: VisionAiContextToolsItem[];
}
