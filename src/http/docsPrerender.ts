/**
 * The reference page's first part rendered on the server, so the page shows its first operation as soon as the
 * browser has parsed the HTML — before Redoc's ~0.9 MB bundle is fetched, parsed and has built anything
 * (src/http/docs.ts; docs/decisions/0063-docs-first-part-prerendered.md).
 *
 * `prerenderFirstPart(doc, options)` renders the document up to its first tag (`FIRST_PART_JS`: info — quick start,
 * authentication, errors, platform rules — and the first tag's operations, no webhooks or schema section) with the
 * same Redoc the page runs, the way redoc-cli's `build` did: Redoc's `createStore`, then React's `renderToString`
 * of `<Redoc store>` inside styled-components' `ServerStyleSheet`. It runs in a worker thread (loading React and
 * Redoc and rendering take seconds of CPU, which must not stall the server's event loop), from code given as a
 * string so the same thing runs under tsx and from the esbuild bundle of `npm start`. React, react-dom and
 * styled-components are Redoc's peer dependencies: they are resolved from Redoc's own location.
 *
 * The markup is static (no script attaches to it); the page replaces it with Redoc's live rendering once that is
 * done. The first part depends on the first tag only, not on the size of the whole document.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * `firstPart(doc)`, as JavaScript source shared by the page's script and the server's render so both render the
 * same part: a copy of an OpenAPI document keeping its first tag and that tag's operations (path items keep their
 * non-operation keys), no webhooks.
 */
export const FIRST_PART_JS = `function firstPart(doc) {
    var methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
    var tag = doc.tags[0].name;
    var paths = {};
    Object.keys(doc.paths).forEach(function (path) {
      var item = doc.paths[path];
      var kept = {};
      var ops = 0;
      Object.keys(item).forEach(function (key) {
        if (methods.indexOf(key) < 0) kept[key] = item[key];
        else if ((item[key].tags || [])[0] === tag) (kept[key] = item[key]), ops++;
      });
      if (ops) paths[path] = kept;
    });
    return Object.assign({}, doc, { tags: doc.tags.slice(0, 1), paths: paths, webhooks: {} });
  }`;

/** The worker: CommonJS, run with `eval`; workerData = { redoc: path of Redoc's main file, doc (JSON text), options }. */
const WORKER_JS = `'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const load = createRequire(workerData.redoc);
${FIRST_PART_JS}
(async () => {
  const React = load('react');
  const { renderToString } = load('react-dom/server');
  const { ServerStyleSheet } = load('styled-components');
  const redoc = load('redoc');
  const store = await redoc.createStore(firstPart(JSON.parse(workerData.doc)), undefined, workerData.options);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(React.createElement(redoc.Redoc, { store })));
    parentPort.postMessage({ html, styleTags: sheet.getStyleTags() });
  } finally {
    sheet.seal();
    store.dispose();
  }
})().catch((err) => parentPort.postMessage({ error: String((err && err.stack) || err) }));
`;

/** The first part's markup and the stylesheet it needs (no inline style: the page's CSP allows none). */
export interface Prerendered {
  /** The markup of Redoc's root, to put inside the page's `#redoc` element. */
  html: string;
  /** The CSS its classes and `data-docs-style` attributes need, served as a file of the page's origin. */
  css: string;
}

/**
 * Renders the first part of `doc` (an OpenAPI document as JSON text, as the page renders it: passed as text, which
 * is copied to the worker far faster than a 1 MB object is cloned) with Redoc `options`, in a worker thread. Rejects when the worker fails (Redoc or a peer dependency missing, a document Redoc cannot read).
 */
export function prerenderFirstPart(doc: string, options: Record<string, unknown>): Promise<Prerendered> {
  const redoc = createRequire(import.meta.url).resolve('redoc');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_JS, { eval: true, workerData: { redoc, doc, options } });
    // A server shutting down does not wait for a render nobody will see.
    worker.unref();
    let settled = false;
    worker.once('message', (m: { html: string; styleTags: string } | { error: string }) => {
      settled = true;
      if ('error' in m) reject(new Error(`prerendering the reference page failed: ${m.error}`));
      else resolve(withoutInlineStyles(m.html, styleSheetOf(m.styleTags)));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`prerendering the reference page failed: its worker exited with code ${code}`));
    });
  });
}

/** The CSS of styled-components' `<style>` tags. */
export function styleSheetOf(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A style attribute's declarations, each made `!important` (as an inline style outranks the stylesheet's rules). */
function importantDeclarations(style: string): string {
  const declarations: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of style) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ';' && depth === 0) {
      declarations.push(current);
      current = '';
    } else current += c;
  }
  declarations.push(current);
  return declarations
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => `${d} !important`)
    .join(';');
}

/**
 * `html` with its `style="…"` attributes (React renders style props as such; a CSP without 'unsafe-inline' would
 * block them) replaced by `data-docs-style="<n>"`, one n per distinct style, and `css` followed by a rule per n
 * giving the same declarations.
 */
export function withoutInlineStyles(html: string, css: string): Prerendered {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_whole, value: string) => {
    const style = decodeAttribute(value);
    if (!ids.has(style)) ids.set(style, ids.size);
    return ` data-docs-style="${ids.get(style)}"`;
  });
  const rules = [...ids].map(([style, n]) => `[data-docs-style="${n}"]{${importantDeclarations(style)}}`);
  return { html: out, css: [css, ...rules].join('\n') };
}
