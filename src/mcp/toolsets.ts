/**
 * Toolsets switched in the session (spec 2 §4.21): three tools every tool list carries, so an agent on a fixed URL
 * reaches every area without reconnecting —
 *  - list_toolsets     each toolset (one per OpenAPI tag): its one line, its tools, whether this session has it
 *  - enable_toolsets   adds toolsets to this MCP session; the server then sends notifications/tools/list_changed
 *  - disable_toolsets  takes them away again (the default list and toolsets named in the URL stay)
 * The session's toolsets live in Postgres (McpSessionService) under the Mcp-Session-Id the server issued at
 * initialize; a client without a session id names toolsets per request instead (?toolsets= or X-MCP-Toolsets).
 * Read-only sessions stay read-only whatever is enabled: enabling only changes which tools are listed.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { openApiDocument } from '../core/document.js';

const doc = openApiDocument();
import { toolCatalog } from '../generated/mcp-tools.js';
import { ApiError, didYouMean } from '../core/errors.js';
import { envelopeOutputSchema } from './outputShape.js';
import type { Json } from '../core/json.js';

export const TOOLSET_TOOL_NAMES = ['list_toolsets', 'enable_toolsets', 'disable_toolsets'] as const;
export type ToolsetToolName = (typeof TOOLSET_TOOL_NAMES)[number];
export const isToolsetTool = (name: string): name is ToolsetToolName => (TOOLSET_TOOL_NAMES as readonly string[]).includes(name);

/** Toolsets: one per OpenAPI tag that has tools, with the tag's description as its one line. */
const DESCRIPTIONS = new Map<string, string>(((doc as Json).tags ?? []).map((t: Json) => [t.name, t.description ?? '']));
export const TOOLSETS: { name: string; description: string; tools: string[]; defaultTools: string[] }[] = [...new Set(toolCatalog.map((t) => t.toolset))]
  .sort()
  .map((name) => ({
    name,
    description: DESCRIPTIONS.get(name) ?? '',
    tools: toolCatalog.filter((t) => t.toolset === name).map((t) => t.name),
    defaultTools: toolCatalog.filter((t) => t.toolset === name && t.default).map((t) => t.name),
  }));
const NAMES = TOOLSETS.map((t) => t.name);

/** The call an agent makes to reach `toolset` in this session, as a suggestion sentence's first half. */
export const enableCall = (toolsets: string[]) => `enable_toolsets {"toolsets": ${JSON.stringify(toolsets)}}`;

const TOOLSETS_ARG = {
  type: 'array',
  minItems: 1,
  items: { type: 'string' },
  description: 'Toolset names from list_toolsets, e.g. ["objectives", "teams"].',
} as const;

const TOOLSET_ROW = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    enabled: { type: 'boolean' },
    tools: { type: 'array', items: { type: 'string' } },
    inDefaultList: { type: 'array', items: { type: 'string' } },
  },
};
const CHANGE = {
  type: 'object',
  properties: {
    enabled: { type: 'array', items: { type: 'string' } },
    added: { type: 'array', items: { type: 'string' } },
    removed: { type: 'array', items: { type: 'string' } },
    keptFromUrl: { type: 'array', items: { type: 'string' } },
    listChanged: { type: 'boolean' },
  },
};
/** The toolset tools' outputSchemas: listed where every tool's is (`all`), left out of the default list (its token budget). */
const OUTPUT: Record<ToolsetToolName, Tool['outputSchema']> = {
  list_toolsets: envelopeOutputSchema({ type: 'array', items: TOOLSET_ROW }) as Tool['outputSchema'],
  enable_toolsets: envelopeOutputSchema(CHANGE) as Tool['outputSchema'],
  disable_toolsets: envelopeOutputSchema(CHANGE) as Tool['outputSchema'],
};

/**
 * The three toolset tools as tools/list shows them, with their outputSchemas when `withOutputSchemas`. They change
 * only which tools this session lists, never data: read-only hints, so read-only sessions have them too.
 */
export function toolsetTools(withOutputSchemas = false): Tool[] {
  const session = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
  const tools: Tool[] = [
    {
      name: 'list_toolsets',
      title: 'List toolsets',
      description:
        'Lists the toolsets (one per area: objectives, teams, comments…) with their tools and whether this session has each enabled. ' +
        'Use it when the tool you need is not in your list; then call enable_toolsets.',
      inputSchema: { type: 'object' as const, properties: {} },
      annotations: session,
    },
    {
      name: 'enable_toolsets',
      title: 'Enable toolsets',
      description:
        "Adds toolsets' tools to this session's tool list (the client is told the list changed; list tools again). " +
        'Use it when a tool or action names a toolset you lack. Returns the enabled toolsets and the tools added.',
      inputSchema: { type: 'object' as const, properties: { toolsets: TOOLSETS_ARG }, required: ['toolsets'] },
      annotations: session,
    },
    {
      name: 'disable_toolsets',
      title: 'Disable toolsets',
      description: 'Removes toolsets enabled with enable_toolsets, to shorten the tool list. Returns the toolsets still enabled.',
      inputSchema: { type: 'object' as const, properties: { toolsets: TOOLSETS_ARG }, required: ['toolsets'] },
      annotations: session,
    },
  ];
  return tools.map((t) => (withOutputSchemas ? { ...t, outputSchema: OUTPUT[t.name as ToolsetToolName] } : t));
}

/** `toolsets` argument → known names, or the ApiError that says which are not (did-you-mean, where to look). */
export function toolsetsArgument(tool: ToolsetToolName, args: Record<string, unknown>): string[] | ApiError {
  const raw = args.toolsets;
  const unknownArgs = Object.keys(args).filter((k) => k !== 'toolsets');
  const invalid = (field: string, message: string, suggestion: string) =>
    new ApiError('VALIDATION_FAILED', `Invalid arguments for ${tool}: ${field} ${message}`, { details: [{ field, message }], suggestion });
  if (unknownArgs.length) return invalid(unknownArgs[0], 'is not an argument', `Pass only toolsets, e.g. ${enableCall(['objectives'])}.`);
  if (!Array.isArray(raw) || raw.length === 0 || raw.some((n) => typeof n !== 'string')) {
    return invalid(
      'toolsets',
      'must be a non-empty array of toolset names',
      `Pass toolsets as an array of names, e.g. {"toolsets": ["objectives"]}; list_toolsets names them all.`,
    );
  }
  const names = raw as string[];
  if (names.includes('all')) {
    return invalid(
      'toolsets',
      "cannot be all (every tool would not fit an agent's context)",
      'Enable the areas you need, e.g. {"toolsets": ["objectives", "teams"]}; list_toolsets names them.',
    );
  }
  const unknown = names.filter((n) => !NAMES.includes(n));
  if (unknown.length) {
    const guesses = unknown.map((n) => didYouMean(n, NAMES)).filter(Boolean);
    return new ApiError(
      'VALIDATION_FAILED',
      `Invalid arguments for ${tool}: ${unknown.join(', ')} ${unknown.length > 1 ? 'are not toolsets' : 'is not a toolset'}`,
      {
        details: unknown.map((n) => ({ field: 'toolsets', message: `${n} is not a toolset` })),
        suggestion: `${guesses.length ? `Did you mean ${guesses.join(', ')}? ` : ''}Toolsets: ${NAMES.join(', ')}.`,
      },
    );
  }
  return [...new Set(names)];
}

/** list_toolsets' data: every toolset with its tools and whether `enabled` (default tools are always listed). */
export function listToolsetsData(enabled: (toolset: string) => boolean): Json[] {
  return TOOLSETS.map((t) => ({
    name: t.name,
    description: t.description,
    enabled: enabled(t.name),
    tools: t.tools,
    ...(t.defaultTools.length ? { inDefaultList: t.defaultTools } : {}),
  }));
}
