/**
 * Text for agents: the document's prose without spec-section references. Used by the tool catalog's
 * generator (codegen/mcpTools.ts) and the server's concepts resource (src/mcp/resources.ts).
 */
const SECTION = String.raw`spec \d+ §[\d.]*\d(?:,\s*(?:spec \d+ )?§[\d.]*\d)*`;

/** Removes spec-section references: "(spec 2 §4.8)", "(spec 1 §3.2, spec 2 §4.7)", "(spec 2 §4.3; more)" → "(more)", ", spec 2 §4.3". */
export function withoutSpecTags(text: string): string {
  return text
    .replace(new RegExp(String.raw`\s*\(${SECTION}\)`, 'g'), '')
    .replace(new RegExp(String.raw`\(${SECTION};\s*`, 'g'), '(')
    .replace(new RegExp(String.raw`,\s*${SECTION}`, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Why `text` is not fit for an agent (a tool description or an argument's): a spec-section citation or a REST
 * path left in it ("/api/v1/tasks", "GET /…"), or undefined. Codegen refuses such a tool description; the
 * description rubric (src/mcp/descriptions.test.ts) holds argument descriptions to it too.
 */
export function agentTextProblem(text: string): string | undefined {
  if (/§|\bspec \d/.test(text)) return 'it cites a spec section';
  if (/\/api\/|\b(GET|POST|PATCH|PUT|DELETE) \//.test(text)) return 'it names a REST path';
  return undefined;
}
