/**
 * The document as the reference page renders it: Redoc reads every `description` as Markdown, and Markdown passes
 * anything shaped like an HTML tag through as HTML, so a placeholder such as `OPP-<n>` or `<unix seconds>` became
 * an unknown element and vanished from the page. `forReference` escapes those (`<` → `&lt;`) in the descriptions of
 * a copy of the document, leaving code (inline `…` spans and fenced blocks, which Markdown shows as written), the
 * few formatting elements a description may mean as HTML, and Redoc's own components (`<SecurityDefinitions />`)
 * alone. The document the API serves (GET /api/v1/openapi.json) stays as written: SDK generators and mocks read its
 * descriptions as text, where an entity would show as `&lt;n>`.
 */

/** Elements a description may use as HTML; any other tag-shaped text is a placeholder and is shown as written. */
const HTML_ELEMENTS = new Set(
  'a abbr b blockquote br code dd del details div dl dt em h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub summary sup table tbody td tfoot th thead tr u ul var'.split(
    ' ',
  ),
);
/** Redoc's Markdown components (case-sensitive, as Redoc matches them). */
const REDOC_COMPONENTS = new Set(['SecurityDefinitions', 'SchemaDefinition', 'RedocResponse']);

/** A fenced code block (``` or ~~~, up to its closing fence or the end) or an inline code span. */
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[^\S\n]*(?=\n|$)|$)|(`+)[\s\S]*?[^`]\2(?!`)|(`+)\3(?!`)/gm;
/** The start of something Markdown would take for an opening or closing tag: `<name` or `</name` then space, / or >. */
const TAG_START = /<(\/?)([A-Za-z][A-Za-z0-9-]*)(?=[\s/>])/g;

/** Escapes the tag-shaped placeholders of one Markdown text outside its code (see the module docstring). */
export function escapePlaceholders(markdown: string): string {
  if (!markdown.includes('<')) return markdown;
  const escapeText = (text: string) =>
    text.replace(TAG_START, (whole, slash: string, name: string) =>
      HTML_ELEMENTS.has(name.toLowerCase()) || REDOC_COMPONENTS.has(name) ? whole : `&lt;${slash}${name}`,
    );
  let out = '';
  let last = 0;
  for (const m of markdown.matchAll(CODE)) {
    out += escapeText(markdown.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + escapeText(markdown.slice(last));
}

/** Keys whose values are data rather than document text: their strings are shown as JSON, never as Markdown. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value', 'x-codeSamples']);
/** Maps keyed by names (a property called `example` is a schema, not an example); `scopes` maps to Markdown text. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'paths',
  'webhooks',
  'content',
  'encoding',
  'variables',
  'scopes',
]);

/**
 * A copy of `doc` whose Markdown strings (every `description`, and OAuth scope texts) have their placeholders
 * escaped (`escapePlaceholders`); examples, defaults, enums and code samples are copied unchanged. (The
 * descriptions inside an `examples` map are copied as written too.)
 */
export function forReference<T>(doc: T): T {
  const walk = (value: unknown, names = false): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => {
        if (names) return [key, typeof v === 'string' ? escapePlaceholders(v) : walk(v)];
        if (DATA_KEYS.has(key)) return [key, v];
        if (key === 'description' && typeof v === 'string') return [key, escapePlaceholders(v)];
        return [key, walk(v, NAME_MAPS.has(key))];
      }),
    );
  };
  return walk(doc) as T;
}
