/**
 * The layer bin/mock.mjs puts in front of Prism: Prism answers every request from the bundled document (its examples,
 * or data generated from the schemas with --dynamic or `Prefer: dynamic=true`, and the documented status asked for
 * with `Prefer: code=404`, validating the request first); this proxy only adds what Prism has no option for:
 *
 *  - paging: a list operation that takes `cursor` answers its first page with a next cursor (`pagination.cursor`,
 *    `hasMore: true`, `meta.pagination.nextCursor` and a `rel: next` action, as the server does, spec 2 §4.2), and
 *    any `?cursor=` with the last page (`cursor: null`, `hasMore: false`, no next action). `limit` trims `data`.
 *  - origin: absolute URLs of the recorded server (`https://sextant.example.com` in the document's examples) in
 *    bodies and headers point at the mock itself; relative action hrefs already do.
 *  - bad input: Prism answers a request that breaks the document with the operation's first 422 or 400 example; the
 *    server says 400 VALIDATION_FAILED with one detail per field (spec 2 §7), so a request whose violations Prism
 *    reports (`sl-violations`) on an operation documenting that 400 gets that envelope, fields named as the server
 *    names them (`body.title`, `query.limit`).
 *
 * Everything else (status, headers, other bodies) passes through unchanged.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/**
 * The operations of `doc` as matchers: method, path template as a regex, whether the operation takes a `cursor`
 * query parameter, and whether its 400 is the shared failure envelope. Literal segments beat parameters, as Prism
 * and the server route.
 */
export function operationsOf(doc) {
  const param = (p) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p);
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(param);
      const badRequest = op.responses?.['400'];
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        re: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        weight: path.replace(/\{[^}]+\}/g, '').length,
        pages: method === 'get' && params.some((p) => p?.in === 'query' && p.name === 'cursor'),
        envelope400: Boolean(badRequest?.$ref?.endsWith('/BadRequest')),
      });
    }
  }
  return ops.sort((a, b) => b.weight - a.weight);
}

/** The operation `method` `pathname` reaches, or undefined. */
export const matchOperation = (ops, method, pathname) => ops.find((o) => o.method === method && o.re.test(pathname));

/** A cursor of the mock's one next page: opaque like the server's (base64url JSON naming the list). */
export const mockCursor = (operationId) => Buffer.from(JSON.stringify({ l: operationId, v: ['mock-last-page'] })).toString('base64url');

/**
 * `body` (a success envelope of a list operation) as page one (no `cursor` in `query`) or as the last page; `data`
 * cut to `limit` when given. Returns the new body, or `body` unchanged when it is not a list envelope.
 */
export function paged(body, op, pathname, query) {
  if (!body || typeof body !== 'object' || !body.pagination || typeof body.pagination !== 'object') return body;
  const out = { ...body };
  const limit = Number(query.get('limit'));
  if (Array.isArray(out.data) && Number.isInteger(limit) && limit > 0) out.data = out.data.slice(0, limit);
  const actions = (Array.isArray(out.actions) ? out.actions : []).filter((a) => a?.rel !== 'next');
  const next = query.has('cursor') ? null : mockCursor(op.operationId);
  out.pagination = { cursor: next, hasMore: next !== null };
  if (out.meta && typeof out.meta === 'object') out.meta = { ...out.meta, pagination: { nextCursor: next } };
  if (next !== null) {
    const qs = new URLSearchParams([...query].filter(([k]) => k !== 'cursor'));
    qs.set('cursor', next);
    actions.unshift({ rel: 'next', name: op.operationId, method: 'GET', href: `${pathname}?${qs}` });
  }
  out.actions = actions;
  return out;
}

/** The server's name of the field a Prism violation is about: `body.title`, `query.limit`, `path.id`, `header.Idempotency-Key`. */
function fieldOf(violation) {
  const [where = 'body', ...rest] = (violation.location ?? []).slice(1);
  const text = String(violation.message ?? 'is not valid');
  const required = /must have required property '([^']+)'/.exec(text);
  const place = where === 'headers' ? 'header' : where;
  const path = [...rest, ...(required ? [required[1]] : [])];
  // Prism says "Request body property title must …" / "Request query parameter limit must …": the server says "must …".
  const last = rest.at(-1);
  const message = required
    ? 'is required'
    : last !== undefined && text.startsWith('Request ') && text.includes(` ${last} `)
      ? text.slice(text.indexOf(` ${last} `) + last.length + 2)
      : text.replace(/^Request (body|query|path|header)s? /, '');
  return { field: [place, ...path].join('.'), message };
}

/**
 * The 400 VALIDATION_FAILED envelope of the request violations Prism reported (its `sl-violations` header), or
 * undefined when none of them is an error about the request.
 */
export function validationFailure(violationsHeader) {
  let violations;
  try {
    violations = JSON.parse(violationsHeader);
  } catch {
    // Prism cuts a list longer than a header holds ("Too many violations! [...") : the request is still refused.
    violations = violationsHeader.startsWith('Too many') ? [{ location: ['request'], severity: 'Error', message: 'breaks the document in many places' }] : [];
  }
  const details = (Array.isArray(violations) ? violations : []).filter((v) => v.location?.[0] === 'request' && v.severity === 'Error').map(fieldOf);
  if (!details.length) return undefined;
  const requestId = randomUUID();
  return {
    ok: false,
    error: {
      code: 'VALIDATION_FAILED',
      message: `Invalid request: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`,
      details,
      suggestion: `Correct ${[...new Set(details.map((d) => d.field))].join(', ')} as details say, then retry (GET /api/v1/schema lists each operation's fields).`,
    },
    meta: { requestId, timestamp: new Date().toISOString(), version: 'v1' },
  };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/**
 * An HTTP server answering through the Prism at `prismUrl` (`http://127.0.0.1:<port>`), for the document `doc`;
 * `recordedOrigin` is the origin the examples were recorded under. The mock's own origin is read from each
 * request's Host header.
 */
export function createMockProxy({ doc, prismUrl, recordedOrigin = 'https://sextant.example.com' }) {
  const ops = operationsOf(doc);
  const target = new URL(prismUrl);
  const recorded = recordedOrigin.replace(/\/+$/, '');
  return http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
      if (body.length) headers['content-length'] = String(body.length);
      const upstream = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (pres) => {
        const parts = [];
        pres.on('data', (c) => parts.push(c));
        pres.on('end', () => answer(req, res, pres, Buffer.concat(parts)));
        pres.on('error', (err) => fail(res, err));
      });
      upstream.on('error', (err) => fail(res, err));
      upstream.end(body);
    });
  });

  function answer(req, res, pres, raw) {
    const self = `http://${req.headers.host ?? `${target.hostname}:${target.port}`}`;
    const url = new URL(req.url ?? '/', self);
    const op = matchOperation(ops, req.method ?? 'GET', url.pathname);
    const headers = { ...pres.headers };
    for (const k of HOP_BY_HOP) delete headers[k];
    let status = pres.statusCode ?? 502;
    let out = raw;
    const violations = headers['sl-violations'];
    const failure = op?.envelope400 && (status === 400 || status === 422) && violations ? validationFailure(String(violations)) : undefined;
    if (failure) {
      status = 400;
      headers['content-type'] = 'application/json';
      headers['x-request-id'] = failure.meta.requestId;
      out = Buffer.from(JSON.stringify(failure));
    } else if (/json/.test(String(headers['content-type'] ?? '')) && raw.length) {
      let parsed;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        parsed = undefined;
      }
      if (parsed !== undefined) {
        if (op?.pages && status >= 200 && status < 300) parsed = paged(parsed, op, url.pathname, url.searchParams);
        if (typeof parsed?.meta?.requestId === 'string') headers['x-request-id'] = parsed.meta.requestId;
        out = Buffer.from(JSON.stringify(parsed).replaceAll(recorded, self));
      }
    } else if (/^text\//.test(String(headers['content-type'] ?? ''))) {
      out = Buffer.from(raw.toString('utf8').replaceAll(recorded, self));
    }
    for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') headers[k] = v.replaceAll(recorded, self);
    headers['content-length'] = String(out.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : out);
  }
}

function fail(res, err) {
  if (res.headersSent) return res.destroy(err);
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: `the mock could not reach Prism: ${err.message}` }));
}
