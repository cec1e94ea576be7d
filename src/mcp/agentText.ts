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
