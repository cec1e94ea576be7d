/**
 * The API reference page, public and fully offline: everything it loads comes from this server.
 *
 *   GET /docs                         an HTML page (no inline script or style) rendering the bundled OpenAPI document
 *                                     with Redoc 2.5 — every tag, operation, schema (the `schemas` section), the
 *                                     webhooks, auth, errors and platform rules of info.description, and the curl /
 *                                     SDK / CLI `x-codeSamples` that `npm run gen` adds to each operation
 *                                     (codegen/codeSamples.ts). It carries its first part already rendered
 *                                     (src/http/docsPrerender.ts), shown before any script runs.
 *   GET /docs/redoc.<hash>.js         Redoc's standalone bundle, from node_modules/redoc (a runtime dependency).
 *   GET /docs/init.<hash>.js          loads the bundle, then `Redoc.init` of GET /docs/openapi.json (options below).
 *   GET /docs/docs.<hash>.css         the page's own style.
 *   GET /docs/first.<hash>.css        the prerendered part's style.
 *   GET /docs/openapi.json            the document as the page renders it: the served one with its Markdown
 *                                     placeholders escaped (src/http/docsMarkdown.ts), so `OPP-<n>` shows as written.
 *   GET /api/v1/openapi.json          the getOpenApiDocument operation's answer (spec 2 §9), answered here from
 *                                     bytes prepared once instead of serialising ~1.1 MB per request.
 *
 * Every answer is compressed once (br or gzip by Accept-Encoding) and validated by a strong ETag
 * (src/http/staticAsset.ts). <hash> is the SHA-256 of the file's bytes: those URLs are `immutable` for a year, and
 * the HTML and the documents, which change with the server's version (and the public URL), are `no-cache` (always
 * revalidated, usually a 304).
 *
 * No CDN, web font or other outside request: the theme uses the system's fonts (Redoc's standalone bundle loads
 * none itself; its HTML templates link Google Fonts, which this page does not), and the one remote image the bundle
 * refers to (Redocly's logo) is replaced as it is served. The Content-Security-Policy allows only this origin for
 * scripts, styles, the document fetch and images (plus data: URIs), blob: workers (Redoc's search index runs in a
 * Worker built from a Blob), and the inline styles whose hashes it lists: the ones the bundle injects as it loads,
 * and the empty <style> elements styled-components fills through the CSSOM (which a CSP does not check). So the
 * page carries no per-response nonce and is the same bytes for every visitor, which is what lets it be compressed
 * once and answered with 304s.
 * Answers never go through the API pipeline (no credential, no rate limit); unknown /docs/* paths fall through to
 * the app's 404 envelope.
 *
 * Cost: the document has ~300 operations, ~140 webhook events and ~180 schemas, and Redoc 2 renders them all at once
 * (it has no lazy rendering): see docs/decisions/0057-fast-docs.md for where the time goes and what was done, and
 * 0063 for the prerendered first part.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import express, { type Request, type Response, type Router } from 'express';
import { openApiDocument } from '../core/document.js';
import { forReference } from './docsMarkdown.js';
import { FIRST_PART_JS, prerenderFirstPart } from './docsPrerender.js';
import { type StaticAsset, staticAsset } from './staticAsset.js';

/** The API's own document: the public getOpenApiDocument operation (spec 2 §9). */
export const DOCUMENT_URL = '/api/v1/openapi.json';
/** The document the page renders (placeholders escaped). */
export const PAGE_DOCUMENT_URL = '/docs/openapi.json';
/** The Redoc bundle, served at /docs/redoc.<hash>.js. */
const REDOC_BUNDLE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
/**
 * The one outside URL Redoc 2.5 loads by itself: the logo of its "API docs by Redocly" menu footer, fetched from
 * Redocly's CDN. The bundle is served with it replaced by an empty inline SVG (the footer keeps its text and link).
 */
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_SVG = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221%22 height=%221%22/%3E';
/**
 * Styles Redoc's bundle injects while it loads: perfect-scrollbar's stylesheet through webpack's style-loader,
 * which first inserts the <style> element empty — as styled-components inserts each of its own before filling it
 * through the CSSOM. By their SHA-256 (redoc 2.5.1; the browser test fails on a CSP violation should an upgrade
 * change them).
 */
const BUNDLE_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", // an empty <style> element
  "'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='", // .ps{overflow:hidden!important;…} (perfect-scrollbar)
];

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const MONO_FONTS = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** Redoc options (https://redocly.com/docs/redoc/config): see the module docstring. */
const REDOC_OPTIONS = {
  // Every component schema under one menu entry, so each schema has its own section and link.
  schemaDefinitionsTagName: 'schemas',
  showWebhookVerb: true,
  // The side menu scrolls natively: perfect-scrollbar's set-up reflows the whole page, seconds on this document.
  nativeScrollbars: true,
  hideDownloadButton: false,
  // The download button offers the API's own document, not the page's escaped copy.
  downloadDefinitionUrl: DOCUMENT_URL,
  theme: {
    typography: {
      fontFamily: SYSTEM_FONTS,
      headings: { fontFamily: SYSTEM_FONTS },
      code: { fontFamily: MONO_FONTS },
    },
  },
};

/** The options of the first part (prerendered, then made live): it has no schema section. */
const { schemaDefinitionsTagName: _schemas, ...FIRST_PART_OPTIONS } = REDOC_OPTIONS;

/**
 * The page's script, run once the HTML — with the first part prerendered in it (src/http/docsPrerender.ts) — has
 * been shown: only then does it load Redoc's bundle (preloaded by the page), so the first paint never waits for
 * the bundle to be parsed. Redoc 2 renders a whole document in one pass (seconds for this one), so the live page
 * comes in two renders, each made into a hidden element and swapped in for what is shown once rendered (the same
 * content at the same place, so the reader's scroll position holds): first the document up to its first tag (the
 * prerendered part made live: menu, tabs and search of that tag), then the whole document. `data-docs="complete"`
 * on <html> marks the second swap. A link to a section (a `#tag/…` hash) renders the whole document at once, in
 * place (Redoc scrolls to the section): its target is rarely in the first part. The document is fetched once (the page preloads it) and
 * parsed once per render, as Redoc may change the object it is given.
 */
const initJs = (redocUrl: string) => `/* Sextant API reference: renders ${PAGE_DOCUMENT_URL} with Redoc (src/http/docs.ts). */
(function () {
  var options = ${JSON.stringify(REDOC_OPTIONS)};
  var firstOptions = ${JSON.stringify(FIRST_PART_OPTIONS)};
  ${FIRST_PART_JS}
  function whenRendered(el, then) {
    if (el.querySelector('[data-section-id]')) requestAnimationFrame(function () { setTimeout(then, 0); });
    else setTimeout(function () { whenRendered(el, then); }, 50);
  }
  function render(doc, opts, then) {
    var shown = document.getElementById('redoc');
    var next = document.createElement('div');
    next.hidden = true;
    shown.parentNode.insertBefore(next, shown.nextSibling);
    Redoc.init(doc, opts, next);
    whenRendered(next, function () {
      var y = window.scrollY;
      shown.remove();
      next.id = 'redoc';
      next.hidden = false;
      window.scrollTo(0, y);
      then();
    });
  }
  function done() { document.documentElement.setAttribute('data-docs', 'complete'); }
  function start() {
    fetch(${JSON.stringify(PAGE_DOCUMENT_URL)}).then(function (res) { return res.text(); }).then(function (text) {
      // Rendered in place, as Redoc then scrolls to the section itself (React replaces the prerendered markup).
      if (/^#./.test(location.hash)) {
        var shown = document.getElementById('redoc');
        return Redoc.init(JSON.parse(text), options, shown, function () { whenRendered(shown, done); });
      }
      render(firstPart(JSON.parse(text)), firstOptions, function () { render(JSON.parse(text), options, done); });
    });
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.src = ${JSON.stringify(redocUrl)};
      script.onload = start;
      document.body.appendChild(script);
    }, 0);
  });
})();
`;

/**
 * The page's own style. Each section Redoc renders is laid out and painted only when near the viewport
 * (`content-visibility: auto`): laying out the whole document up front was most of the time to first render.
 * `contain-intrinsic-size: auto …` keeps a section's last real height once it has been rendered, so the scrollbar
 * settles as the reader scrolls.
 */
const PAGE_CSS = `body { margin: 0; padding: 0; }
[data-section-id] { content-visibility: auto; contain-intrinsic-size: auto 800px; }
`;

/** The page's Content-Security-Policy. */
export function docsCsp(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' ${BUNDLE_STYLE_HASHES.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page's HTML: `first` (prerendered markup and the URL of its stylesheet) shown until Redoc's live render. */
const page = (urls: PageUrls, first: { html: string; cssUrl: string } | undefined) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sextant API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${urls.css}">${first ? `\n<link rel="stylesheet" href="${first.cssUrl}">` : ''}
<link rel="preload" href="${urls.redoc}" as="script">
<link rel="preload" href="${PAGE_DOCUMENT_URL}" as="fetch" crossorigin="anonymous">
<script src="${urls.init}" defer></script>
</head>
<body>
<noscript>The whole API reference needs JavaScript. The document itself is at <a href="${DOCUMENT_URL}">${DOCUMENT_URL}</a>.</noscript>
<div id="redoc">${first?.html ?? ''}</div>
</body>
</html>
`;

/** Cache-Control of a content-hashed URL: its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of what changes with the server's version: kept, but revalidated on every use. */
const REVALIDATE = 'no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
const JS_TYPE = 'text/javascript; charset=utf-8';
const CSS_TYPE = 'text/css; charset=utf-8';

/** The URLs of the page's fixed files. */
interface PageUrls {
  redoc: string;
  init: string;
  css: string;
}

/**
 * The page's content-hashed files by path — /docs/redoc.<hash>.js, /docs/init.<hash>.js, /docs/docs.<hash>.css,
 * and /docs/first.<hash>.css once the first part is prerendered — built on the first request (a process that never
 * serves the page never holds them).
 */
function buildFiles(): { urls: PageUrls; files: Map<string, StaticAsset> } {
  const redoc = staticAsset({ body: readFileSync(REDOC_BUNDLE, 'utf8').replaceAll(REDOCLY_LOGO, EMPTY_SVG), type: JS_TYPE, cacheControl: IMMUTABLE });
  const redocUrl = `/docs/redoc.${redoc.hash}.js`;
  const init = staticAsset({ body: initJs(redocUrl), type: JS_TYPE, cacheControl: IMMUTABLE });
  const css = staticAsset({ body: PAGE_CSS, type: CSS_TYPE, cacheControl: IMMUTABLE });
  const urls: PageUrls = { redoc: redocUrl, init: `/docs/init.${init.hash}.js`, css: `/docs/docs.${css.hash}.css` };
  const files = new Map([
    [urls.redoc, redoc],
    [urls.init, init],
    [urls.css, css],
  ]);
  return { urls, files };
}

/**
 * A document asset per public URL (it names the URL in `servers`), rebuilt when the URL changes: the public URL
 * names the listening port until SEXTANT_PUBLIC_URL is set.
 */
function documentFor(build: (publicUrl: string) => unknown) {
  let cached: { url: string; asset: StaticAsset } | undefined;
  return (publicUrl: string): StaticAsset => {
    if (cached?.url !== publicUrl)
      cached = { url: publicUrl, asset: staticAsset({ body: JSON.stringify(build(publicUrl)), type: JSON_TYPE, cacheControl: REVALIDATE }) };
    return cached.asset;
  };
}

/** The served document: the bundled one naming `publicUrl` in `servers` (as handlers/platform/getOpenApiDocument.ts). */
const served = (publicUrl: string) => ({ ...openApiDocument(), servers: [{ url: publicUrl, description: 'This Sextant server' }] });

/** What the router reports: a failed prerender (the page is then served without its first part). */
export interface DocsLog {
  warn(details: { err: unknown }, message: string): void;
}

/**
 * The router for GET (and HEAD) /docs (also /docs/), the page's hashed files, /docs/openapi.json and
 * /api/v1/openapi.json; mount it with `app.use` before the API and the app's catch-all 404. `publicUrl` is read per
 * request (the documents name it, and so does the prerendered part). The page's HTML is built on its first request
 * for a public URL, prerendering the first part (src/http/docsPrerender.ts; seconds, in a worker thread, once):
 * requests meanwhile wait for it. Should the prerender fail, `log` is told and the page is served without it (Redoc
 * then renders everything in the browser). (Importing this module throws when the redoc package is missing: it is a
 * runtime dependency.)
 */
export function docsRoutes(publicUrl: () => string, log?: DocsLog): Router & { prerender(): Promise<void> } {
  const router = express.Router();
  let built: ReturnType<typeof buildFiles> | undefined;
  const pageFiles = () => (built ??= buildFiles());
  const apiDocument = documentFor(served);
  const pageDocument = documentFor((url) => forReference(served(url)));
  let html: { url: string; asset: Promise<StaticAsset> } | undefined;
  const buildHtml = async (url: string): Promise<StaticAsset> => {
    const { urls, files } = pageFiles();
    let first: { html: string; cssUrl: string } | undefined;
    try {
      const rendered = await prerenderFirstPart(pageDocument(url).body.toString('utf8'), FIRST_PART_OPTIONS);
      const css = staticAsset({ body: rendered.css, type: CSS_TYPE, cacheControl: IMMUTABLE });
      first = { html: rendered.html, cssUrl: `/docs/first.${css.hash}.css` };
      files.set(first.cssUrl, css);
    } catch (err) {
      log?.warn({ err }, 'the reference page is served without its prerendered first part');
    }
    return staticAsset({
      body: page(urls, first),
      type: 'text/html; charset=utf-8',
      cacheControl: REVALIDATE,
      headers: { 'Content-Security-Policy': docsCsp() },
    });
  };
  const pageHtml = (url: string) => {
    if (html?.url !== url) html = { url, asset: buildHtml(url) };
    return html.asset;
  };
  // An exception (a missing file, a failed compression) goes to express's error handling: the app's 500 envelope.
  const answer = (asset: () => StaticAsset | Promise<StaticAsset>) => async (req: Request, res: Response) => (await asset()).serve(req, res);

  router.get(
    ['/docs', '/docs/'],
    answer(() => pageHtml(publicUrl())),
  );
  router.get(
    DOCUMENT_URL,
    answer(() => apiDocument(publicUrl())),
  );
  router.get(
    PAGE_DOCUMENT_URL,
    answer(() => pageDocument(publicUrl())),
  );
  router.get(/^\/docs\/[a-z]+\.[A-Za-z0-9_-]{27}\.(js|css)$/, async (req: Request, res: Response, next) => {
    const { files } = pageFiles();
    // The first part's stylesheet exists once the page has been built (a browser may ask a restarted server for it).
    if (!files.has(req.path) && req.path.startsWith('/docs/first.')) await pageHtml(publicUrl());
    const file = files.get(req.path);
    if (!file) return next(); // an old hash or an unknown name: the app's 404
    return file.serve(req, res);
  });
  // Builds the page for the current public URL ahead of its first request, so the first visitor after a start does
  // not wait for the prerender; a failure is logged by buildHtml and the page is served without the first part.
  return Object.assign(router, { prerender: async () => void (await pageHtml(publicUrl())) });
}
