/**
 * Tool text for agents: every tool of the catalog (all toolsets, not a sample) is held to one rubric, so an agent
 * reading tools/list learns what a tool is for, which ids it takes, and (for the default list) when to call it and
 * what comes back. Rules:
 *  - a purpose sentence: it starts with a capital, has at least 5 words and ends with a period;
 *  - every id argument (`id`, or a field ending in Id/Ids whose schema is a ref schema) names its accepted forms in
 *    the tool's description or the field's own description: UUID, plus `me` (users), the prefix (teams) or the ref
 *    (other entities);
 *  - no REST paths, no spec citations, no operationIds (the tools have names); an argument's description names no
 *    REST call either (it may describe a path when the argument is one, as in run_batch);
 *  - a default tool also says when to use it ("Use it when/to …", or the tool to call instead) and what it returns.
 * The default list's size is measured as tools/list shows it (listedTool), in o200k tokens: the catalog's default
 * tools leave room within the 12,000-token budget for the session's three toolset tools (~700 tokens).
 */
import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { toolCatalog, type ToolDefinition } from '../generated/mcp-tools.js';
import { operations } from '../generated/operations.js';
import type { Json } from '../core/json.js';
import { agentTextProblem } from './agentText.js';
import { toolsetTools } from './toolsets.js';
import { listedTool } from './server.js';

const operationIds = new Set(Object.keys(operations));

/** The first sentence: up to the first period followed by a space or the end ("e.g." and "i.e." do not end one). */
const firstSentence = (text: string) => text.replace(/\b(e\.g|i\.e)\./g, '$1\u2024').match(/^.*?\.(?=\s|$)/)?.[0] ?? text;

/** Accepted forms an id argument of `entity` must name, besides the UUID. */
const FORMS: Record<string, { name: string; re: RegExp }> = {
  user: { name: 'me', re: /\bme\b/ },
  team: { name: 'prefix', re: /prefix/i },
};
const refForm = { name: 'ref', re: /\bref\b|\b[A-Z]{2,5}-(\d+\b|<n>|n\b)/ };

const isIdField = (name: string) => name === 'id' || /[a-z](Id|Ids)$/.test(name);

/** Every description inside a field's schema (its own and its branches'/items'/properties'). */
const descriptionsOf = (node: Json): string[] => {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap(descriptionsOf);
  return Object.entries<Json>(node).flatMap(([k, v]) => (k === 'description' && typeof v === 'string' ? [v] : descriptionsOf(v)));
};

/** What is wrong with `tool`'s text by the rubric: one line per problem, empty when it passes. */
function problems(tool: ToolDefinition): string[] {
  const out: string[] = [];
  const d = tool.description;
  const first = firstSentence(d);
  if (!/^[A-Z]/.test(d)) out.push('the description starts with a capital');
  if (!/\.$/.test(first) || first.split(/\s+/).length < 5) out.push(`a purpose sentence of 5+ words ending with a period comes first (got "${first}")`);
  const textProblem = agentTextProblem(d);
  if (textProblem) out.push(`the description: ${textProblem}`);
  const named = d.match(/\b[a-z]+(?:[A-Z][a-z]*)+\b/g)?.filter((w) => operationIds.has(w)) ?? [];
  if (named.length) out.push(`it names operationIds (${named.join(', ')}): name the tools`);
  const properties = tool.inputSchema.properties as Record<string, Json>;
  for (const [name, schema] of Object.entries(properties)) {
    // An argument may be a path itself (run_batch's operations); what it may not do is point the agent to
    // another endpoint ("GET /api/v1/tags") where a tool answers, or cite the spec.
    const fieldText = descriptionsOf(schema).join(' ');
    if (/§|\bspec \d/.test(fieldText)) out.push(`argument ${name}: it cites a spec section`);
    if (/\b(GET|POST|PATCH|PUT|DELETE) \//.test(fieldText)) out.push(`argument ${name}: it names a REST call`);
  }
  // The id arguments: the ref fields of the operation (by their top-level argument) and plain `id`.
  const refs = new Map<string, string>();
  for (const f of operations[tool.operationId].refFields) refs.set(f.field.split(/[.[]/)[0], f.entity);
  for (const name of Object.keys(properties)) {
    if (!isIdField(name)) continue;
    const entity = refs.get(name);
    if (!entity && name !== 'id') continue;
    const text = `${d} ${descriptionsOf(properties[name]).join(' ')}`;
    const uuid = /UUID/.test(text) || (!entity && JSON.stringify(properties[name]).includes('"format":"uuid"'));
    const other = entity ? (FORMS[entity] ?? refForm) : undefined;
    const missing = [...(uuid ? [] : ['UUID']), ...(other && !other.re.test(text) ? [other.name] : [])];
    if (missing.length) out.push(`argument ${name} (${entity ?? 'uuid'}): say it takes ${missing.join(' and ')}`);
  }
  if (tool.default) {
    if (!/\b(Use (it|this|them)\b|Call it\b|Read it\b|instead\b)/.test(d))
      out.push('a default tool says when to use it ("Use it when/to …", or which tool instead)');
    if (!/\bReturns\b/.test(d)) out.push('a default tool says what it returns ("Returns …")');
  }
  return out;
}

describe('tool descriptions for agents', () => {
  it.each(toolCatalog.map((t) => [t.name, t] as const))('%s passes the rubric', (_, tool) => {
    const found = problems(tool);
    expect(found, found.join('; ')).toEqual([]);
  });

  it('get_team and get_user say they take a prefix and me', () => {
    expect(toolCatalog.find((t) => t.name === 'get_team')!.description).toMatch(/prefix/);
    expect(toolCatalog.find((t) => t.name === 'get_user')!.description).toMatch(/\bme\b/);
  });
});

describe('the default list', () => {
  const sel = { all: false, toolsets: new Set<string>(), readonly: false, dynamic: false };
  it('its catalog tools and the three toolset tools, as tools/list shows them, fit 40 tools and 12,000 o200k tokens', () => {
    const defaults = toolCatalog.filter((t) => t.default);
    const listed = [...defaults.map((t) => listedTool(t, sel)), ...toolsetTools()];
    const tokens = encode(JSON.stringify({ tools: listed })).length;
    console.log(`default list: ${listed.length} tools, ${tokens} o200k tokens`);
    expect(defaults.length).toBe(37);
    expect(listed.length).toBeLessThanOrEqual(40);
    expect(tokens).toBeLessThanOrEqual(12_000);
  });
});
