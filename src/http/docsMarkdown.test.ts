/**
 * The page's copy of the document shows `<n>`-style placeholders as written (src/http/docsMarkdown.ts): a table of
 * Markdown shapes, then every description of the bundled document read back by marked (the Markdown library Redoc
 * 2.5 bundles, 4.x) — no placeholder is left for it to take as an HTML tag, and no code span or block changed.
 */
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import doc from '../generated/openapi.json' with { type: 'json' };
import { escapePlaceholders, forReference } from './docsMarkdown.js';

describe('escapePlaceholders', () => {
  const cases: [string, string][] = [
    ['One opportunity by UUID or ref OPP-<n>.', 'One opportunity by UUID or ref OPP-&lt;n>.'],
    ['t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', 't=&lt;unix seconds>,v1=&lt;hex HMAC-SHA256 of "&lt;t>.&lt;raw body>">'],
    ['a closing </n> too', 'a closing &lt;/n> too'],
    ['in code `OPP-<n>` stays', 'in code `OPP-<n>` stays'],
    ['double ``a `<n>` b`` stays, <n> not', 'double ``a `<n>` b`` stays, &lt;n> not'],
    ['```sh\ncurl -H "X: <token>"\n```\nthen <token>', '```sh\ncurl -H "X: <token>"\n```\nthen &lt;token>'],
    ['~~~\n<n>\n~~~', '~~~\n<n>\n~~~'],
    ['<SecurityDefinitions />', '<SecurityDefinitions />'],
    ['<b>bold</b> and <br/> and <a href="#x">link</a>', '<b>bold</b> and <br/> and <a href="#x">link</a>'],
    ['a <title> placeholder', 'a &lt;title> placeholder'],
    ['<https://example.com> and 1 < 2 and a<b', '<https://example.com> and 1 < 2 and a<b'],
    ['no tags at all', 'no tags at all'],
  ];
  it.each(cases)('%j', (input, want) => {
    expect(escapePlaceholders(input)).toBe(want);
  });
});

/** The HTML marked would pass through for `markdown`: its html tokens, code excluded. */
function htmlTokens(markdown: string): string[] {
  const found: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type === 'html') found.push(t.raw.trim());
  });
  return found;
}
/** The code marked reads in `markdown`: spans and blocks. */
function codeOf(markdown: string): string[] {
  const found: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type === 'codespan' || t.type === 'code') found.push(t.text ?? '');
  });
  return found;
}

/** Every description of a document, with where it is. */
function descriptions(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => descriptions(v, `${path}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'description' && typeof v === 'string' ? [[`${path}/${k}`, v] as [string, string]] : descriptions(v, `${path}/${k}`),
  );
}

describe('forReference on the bundled document', () => {
  const page = forReference(doc);
  const before = new Map(descriptions(doc));
  const after = descriptions(page);

  it('leaves marked no HTML but Redoc’s component and keeps every code span and block as written', () => {
    expect(after.length).toBe(before.size);
    expect(after.length).toBeGreaterThan(1000);
    const html = after.flatMap(([where, text]) => htmlTokens(text).map((t) => `${where}: ${t}`));
    expect(html).toEqual(['/info/description: <SecurityDefinitions />']);
    for (const [where, text] of after) expect(codeOf(text), where).toEqual(codeOf(before.get(where)!));
    // The placeholders the document was written with are there as text.
    const opp = after.find(([where]) => where === '/paths//api/v1/opportunities/{id}/get/description')!;
    expect(marked.parseInline(opp[1])).toContain('OPP-&lt;n&gt;');
  });

  it('changes nothing but descriptions: the rest of the document is the bundled one', () => {
    const strip = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(strip)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'description' && typeof x === 'string' ? '' : strip(x)]))
          : v;
    expect(strip(page)).toEqual(strip(doc));
  });
});
