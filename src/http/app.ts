/**
 * The express 5 app: JSON parsing, request ids (X-Request-Id, meta.requestId), structured pino logs, /api/v1 →
 * the pipeline, /api/mcp → the MCP server, and a §7 envelope for everything else (unknown routes, bodies or paths
 * that cannot be read: clientFault in errors.ts).
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { ApiError } from '../core/errors.js';
import { clientFault } from './requestErrors.js';
import { failureBody } from '../core/envelope.js';
import { createPipeline, type PipelineDeps, type PipelineRequest } from './pipeline.js';
import { docsRoutes } from './docs.js';
import { metricsRoutes } from './metrics.js';
import { securityHeaders } from './securityHeaders.js';
import { inRequestContext, nameRequestSpan, serverSpan, traceFields } from '../platform/tracing.js';
import { operations } from '../generated/operations.js';
import type { Actor } from '../core/actor.js';
import { isUuid } from '../core/uuid.js';

/** Liveness and readiness probe paths (operations getLiveness and getReadiness). */
const PROBES = ['/healthz', '/readyz'];

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
  }
}

/** The query string of a URL as sent, without `?`; undefined when there is none. */
const queryString = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : undefined);

/** body-parser's `verify`: the (decompressed) body must be UTF-8, else 400 naming the body. */
function refuseNonUtf8(_req: unknown, _res: unknown, buf: Buffer): void {
  if (!isUtf8(buf)) {
    throw new ApiError('VALIDATION_FAILED', 'The request body is not valid UTF-8', {
      details: [{ field: 'body', message: 'holds bytes that are not UTF-8' }],
      suggestion: 'Encode the JSON body as UTF-8 (Content-Type: application/json; charset=utf-8).',
    });
  }
}

/** Methods whose requests carry no body the API reads. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AppDeps extends PipelineDeps {
  /** The MCP endpoint's own credential check before the session starts (spec 2 §5.8); tool calls are admitted per call. */
  authenticate: (authorization: string | undefined) => Promise<Actor>;
  /**
   * The WWW-Authenticate of a 401 from /api/mcp: Bearer with the RFC 9728 resource-metadata URL, given
   * the Host the client called.
   */
  mcpChallenge?: (host: string | undefined) => string;
  /**
   * Routes mounted before JSON parsing, outside the API envelope: OAuth (src/oauth/routes.ts: the authorization
   * server reads its own bodies) and the local store's presigned uploads (src/http/uploads.ts).
   */
  rawRoutes?: Router[];
  /** The public base URL (SEXTANT_PUBLIC_URL, else this server's): an https one turns on Strict-Transport-Security. */
  publicUrl?: () => string;
  /** SEXTANT_METRICS_TOKEN: with `metrics`, GET /metrics answers this bearer token (src/http/metrics.ts); unset, no route. */
  metricsToken?: string;
}

export function createApp(deps: AppDeps) {
  const { dispatch } = createPipeline(deps);
  const app = express();
  app.disable('x-powered-by');
  // No ETag: express would hash every response body (a 50-row page included) for a header no client of this API
  // sends back; responses change with every write and carry their own meta.requestId anyway.
  app.set('etag', false);
  app.set('query parser', 'simple');
  // Behind a reverse proxy: which hops to trust for the client address (req.ip; express's `trust proxy` values:
  // true, a hop count, or addresses/subnets such as "loopback, 10.0.0.0/8"). Unset: the socket's address.
  const trust = process.env.SEXTANT_TRUST_PROXY;
  if (trust) app.set('trust proxy', trust === 'true' ? true : /^\d+$/.test(trust) ? Number(trust) : trust);

  app.use(serverSpan); // a trace span per request when tracing is on (src/platform/tracing.ts)
  app.use(securityHeaders(deps.publicUrl));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    req.requestId = incoming && isUuid(incoming) ? incoming.toLowerCase() : randomUUID();
    res.set('X-Request-Id', req.requestId);
    const started = process.hrtime.bigint();
    const trace = traceFields(); // read now: the finish event runs outside the request's trace context
    res.on('finish', () => {
      // Probes arrive every few seconds from process managers: logged at debug so they do not drown the rest.
      const level = PROBES.includes(req.path) ? 'debug' : 'info';
      deps.logger[level](
        {
          requestId: req.requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          ...trace,
        },
        'request',
      );
    });
    next();
  });
  if (deps.metrics && deps.metricsToken) app.use(metricsRoutes(deps.metrics, deps.metricsToken));
  for (const r of deps.rawRoutes ?? []) app.use(r);
  // GET /docs: the API reference page, and both documents (GET /api/v1/openapi.json), compressed once; public, outside the envelope
  const docs = docsRoutes(deps.services.publicUrl, deps.logger);
  app.use(docs);
  // Bodies are UTF-8 JSON: bytes that are not UTF-8 are refused rather than read as U+FFFD. Methods
  // without a body (GET, HEAD, OPTIONS) skip the parser altogether.
  const json = express.json({ limit: '1mb', type: ['application/json', 'application/*+json'], verify: refuseNonUtf8 });
  app.use((req: Request, res: Response, next: NextFunction) => (BODILESS.has(req.method) ? next() : json(req, res, next)));

  const send = (res: Response, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.status(status).set(headers).json(body);
  };

  // The API, and the public health probes (GET /healthz, GET /readyz), through the one pipeline.
  app.all(['/api/v1/*splat', ...PROBES], async (req: Request, res: Response) => {
    const pr: PipelineRequest = {
      method: req.method,
      path: req.path,
      rawQuery: queryString(req.originalUrl),
      query: req.query as Record<string, unknown>,
      headers: {
        authorization: req.get('authorization'),
        'idempotency-key': req.get('idempotency-key'),
        // Read-your-writes with a replica (src/db/replica.ts): the caller's last write position.
        'sextant-consistency-token': req.get('sextant-consistency-token'),
      },
      body: req.body,
      requestId: req.requestId,
      address: req.ip,
      transport: 'http',
    };
    const out = await inRequestContext(req, () => dispatch(pr));
    if (out.operationId) nameRequestSpan(req, req.method, operations[out.operationId].path);
    send(res, out.status, out.body, out.headers);
  });

  // The MCP server (and its SDK) is loaded on the first MCP request: a REST-only process never pays its memory.
  let mcp: Promise<typeof import('../mcp/server.js')> | undefined;
  let mcpHandler: ReturnType<typeof import('../mcp/server.js')['createMcpHandler']> | undefined;
  const mcpServer = async () => {
    // A failed load (its chunk unreadable) is not kept: the next MCP request tries again.
    const m = await (mcp ??= import('../mcp/server.js').catch((err: unknown) => {
      mcp = undefined;
      throw err;
    }));
    mcpHandler ??= m.createMcpHandler(dispatch, deps.services.mcpSessions);
    return { m, handler: mcpHandler };
  };
  app.post('/api/mcp', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const actor = await deps.authenticate(req.get('authorization')); // same bearer token as REST (spec 2 §5.8)
      const { handler } = await mcpServer();
      await inRequestContext(req, () => handler(req, res, actor));
    } catch (err) {
      next(err);
    }
  });
  // Ends the caller's MCP session (Streamable HTTP: DELETE with Mcp-Session-Id).
  app.delete('/api/mcp', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const actor = await deps.authenticate(req.get('authorization'));
      await (await mcpServer()).m.closeMcpSession(req, res, actor, deps.services.mcpSessions);
    } catch (err) {
      next(err);
    }
  });
  app.all('/api/mcp', (req: Request) => {
    throw new ApiError('METHOD_NOT_ALLOWED', `${req.method} is not supported on /api/mcp`, {
      headers: { Allow: 'POST, DELETE' },
      suggestion: 'Send JSON-RPC messages with POST (this server streams no GET events: notifications come in the POST response); DELETE ends a session.',
    });
  });

  app.use((req: Request) => {
    throw new ApiError('NOT_FOUND', `No route ${req.method} ${req.path}`, {
      suggestion: 'The API lives under /api/v1; every operation is listed at GET /api/v1/schema.',
    });
  });

  // Errors before or outside the pipeline as §7 envelopes: what the body reader or the router refuses
  // (bad JSON 400, too large 413, charset or Content-Encoding 415, undecodable body 400, malformed
  // percent-encoding 400, any other 4xx it raises) is mapped by clientFault; anything else is a logged 500.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    let apiErr = clientFault(err, { path: req.path, contentEncoding: req.get('content-encoding') });
    if (!apiErr) {
      deps.logger.error({ err, requestId: req.requestId }, 'unhandled error');
      apiErr = new ApiError('INTERNAL_ERROR', 'Internal error', { suggestion: `Retry; if it persists, report request ${req.requestId}.` });
    }
    if (apiErr.status === 401) res.set('WWW-Authenticate', req.path === '/api/mcp' && deps.mcpChallenge ? deps.mcpChallenge(req.headers.host) : 'Bearer');
    send(res, apiErr.status, failureBody(apiErr, req.requestId), apiErr.headers);
  });
  /** Renders the reference page's first part now (in a worker thread) rather than on the first GET /docs. */
  return Object.assign(app, { prerenderDocs: docs.prerender });
}
