/**
 * The API reference page, public and fully offline: everything it loads comes from this server.
 *
 *   GET /docs                         an HTML shell (no inline script) rendering the bundled OpenAPI document with
 *                                     Redoc 2.5 — every tag, operation, schema (the `schemas` section), the webhooks,
 *                                     auth, errors and platform rules of info.description, and the curl / SDK / CLI
 *                                     `x-codeSamples` that `npm run gen` adds to each operation (codegen/codeSamples.ts).
 *   GET /docs/redoc.standalone.js     Redoc's standalone bundle, from node_modules/redoc (a runtime dependency).
 *   GET /docs/init.js                 `Redoc.init` of GET /api/v1/openapi.json with the options below.
 *
 * No CDN, web font or other outside request: the theme uses the system's fonts (Redoc's standalone bundle loads
 * none itself; its HTML templates link Google Fonts, which this page does not), and the one remote image the bundle
 * refers to (Redocly's logo) is replaced as it is served. The Content-Security-Policy allows only this origin for
 * scripts, the document fetch and images (plus data: URIs), blob: workers (Redoc's search index runs in a Worker
 * built from a Blob), and styles from this origin, carrying the per-response nonce (Redoc hands it to
 * styled-components through its `nonce` option) or matching the hashes of the two the bundle injects as it loads.
 * Answers never go through the API pipeline (no credential, no rate limit); unknown /docs/* paths fall through to
 * the app's 404 envelope.
 *
 * Cost: the document has ~300 operations, ~140 webhook events and ~180 schemas, and Redoc renders them all at once
 * (no lazy rendering in Redoc 2; ~440k DOM nodes, ~380 MB of JS heap): 20-35 s before the page is interactive on a
 * 2-core machine under heavy load (load average 12); less on an idle one (not measured). The documents served
 * (1.9 MB JSON, 0.9 MB script) are not compressed by the app; a reverse proxy in front of it should.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import express, { type Request, type Response, type Router } from 'express';

/** Where the page fetches the document from: the public getOpenApiDocument operation (spec 2 §9). */
export const DOCUMENT_URL = '/api/v1/openapi.json';
/** The Redoc bundle served at /docs/redoc.standalone.js. */
const REDOC_BUNDLE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
/**
 * The one outside URL Redoc 2.5 loads by itself: the logo of its "API docs by Redocly" menu footer, fetched from
 * Redocly's CDN. The bundle is served with it replaced by an empty inline SVG (the footer keeps its text and link).
 */
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_SVG = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221%22 height=%221%22/%3E';
/**
 * Styles Redoc's bundle injects while it loads, before `Redoc.init` can hand it the nonce: perfect-scrollbar's
 * stylesheet through webpack's style-loader, which first inserts the <style> element empty. By their SHA-256
 * (redoc 2.5.1; the browser test fails on a CSP violation should an upgrade change them).
 */
const BUNDLE_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", // the empty <style> element
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
  theme: {
    typography: {
      fontFamily: SYSTEM_FONTS,
      headings: { fontFamily: SYSTEM_FONTS },
      code: { fontFamily: MONO_FONTS },
    },
  },
};

const INIT_JS =
  `/* Sextant API reference: renders ${DOCUMENT_URL} with Redoc (src/http/docs.ts). */\n` +
  `Redoc.init(${JSON.stringify(DOCUMENT_URL)}, Object.assign(${JSON.stringify(REDOC_OPTIONS)}, { nonce: document.currentScript.nonce }), document.getElementById('redoc'));\n`;

/** The page's Content-Security-Policy for a response whose <style> and <script> elements carry `nonce`. */
export function docsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}' ${BUNDLE_STYLE_HASHES.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sextant API reference</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">body { margin: 0; padding: 0; }</style>
</head>
<body>
<noscript>The API reference needs JavaScript. The document itself is at <a href="${DOCUMENT_URL}">${DOCUMENT_URL}</a>.</noscript>
<div id="redoc"></div>
<script src="/docs/redoc.standalone.js"></script>
<script src="/docs/init.js" nonce="${nonce}"></script>
</body>
</html>
`;

/** Headers every answer of this router carries. */
const COMMON = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

/**
 * The router for GET /docs (also /docs/), /docs/redoc.standalone.js and /docs/init.js; mount it with `app.use`
 * before the app's catch-all 404. (Importing this module throws when the redoc package is missing: it is a runtime
 * dependency.)
 */
export function docsRoutes(): Router {
  const router = express.Router();
  router.get('/docs', (_req: Request, res: Response) => {
    const nonce = randomBytes(16).toString('base64');
    res.set({ ...COMMON, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': docsCsp(nonce) });
    res.send(page(nonce));
  });
  router.get('/docs/init.js', (_req: Request, res: Response) => {
    res.set({ ...COMMON, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.send(INIT_JS);
  });
  // Read on the first request (a process that never serves the page never holds it), then kept.
  let bundle: { body: Buffer; etag: string } | undefined;
  router.get('/docs/redoc.standalone.js', (req: Request, res: Response) => {
    if (!bundle) {
      const body = Buffer.from(readFileSync(REDOC_BUNDLE, 'utf8').replaceAll(REDOCLY_LOGO, EMPTY_SVG));
      bundle = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    res.set({ ...COMMON, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400', ETag: bundle.etag });
    if (req.fresh) return void res.status(304).end();
    res.send(bundle.body);
  });
  return router;
}
