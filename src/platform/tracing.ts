/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. The
 * SDK (sdk-trace-node, an OTLP exporter over HTTP) is loaded only then; while off, every helper here is a plain call
 * of the function it wraps, so an untraced server does no per-request tracing work.
 *
 * Configured by the standard variables: OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT, OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL
 * (`http/protobuf`, the default, or `http/json`), OTEL_EXPORTER_OTLP_[TRACES_]HEADERS, OTEL_SERVICE_NAME (default
 * `sextant`), OTEL_RESOURCE_ATTRIBUTES, OTEL_BSP_SCHEDULE_DELAY and the other batch-processor settings,
 * OTEL_TRACES_SAMPLER[_ARG]; OTEL_SDK_DISABLED=true turns it off.
 *
 * What is traced (manual spans: the bundle is ESM, where the http/express/pg auto-instrumentations need loader hooks):
 *   `GET /api/v1/tasks/{id}` (SERVER)       every HTTP request, continuing an incoming `traceparent`
 *     `getTask` (INTERNAL)                  every operation call (REST, each MCP tool call, each batch entry):
 *                                           sextant.operation_id, http.route, sextant.transport, sextant.org_id,
 *                                           sextant.credential_kind — never a key, a token or a body
 *       `admit`, `validate`, `resolve`, `execute`   the pipeline's steps
 *       `SELECT` … (CLIENT)                 every database round trip through knex (db.query.text: the SQL with
 *                                           placeholders, never the values)
 *   `job webhook_deliver` (CONSUMER)        a job, as a child of the request (or job) that enqueued it: the trace
 *                                           context travels in the job's payload (`_trace`)
 * A webhook delivery carries `traceparent`, and log lines of a traced request carry `trace_id` and `span_id`.
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { onRoundTrips } from './queryEvents.js';

let enabled = false;
const tracer = () => trace.getTracer('sextant');

/** Whether this process exports traces (startTracing found an endpoint). */
export const tracingEnabled = () => enabled;

const PROTOCOLS = ['http/protobuf', 'http/json'] as const;

/**
 * Starts the SDK when the environment names an OTLP endpoint; returns its shutdown (flushes pending spans), or
 * undefined when tracing stays off. An unsupported protocol (gRPC) is logged and leaves tracing off.
 */
export async function startTracing(env: NodeJS.ProcessEnv, logger: Logger): Promise<{ shutdown: () => Promise<void> } | undefined> {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return undefined;
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  if (!(PROTOCOLS as readonly string[]).includes(protocol)) {
    logger.warn({ protocol }, `tracing is off: OTLP protocol ${protocol} is not supported here; set OTEL_EXPORTER_OTLP_PROTOCOL to http/protobuf or http/json`);
    return undefined;
  }
  const [{ NodeTracerProvider, BatchSpanProcessor }, { defaultResource, detectResources, envDetector, resourceFromAttributes }, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/resources'),
      protocol === 'http/json' ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
    ]);
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (envDetector) win over the default name.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': 'sextant' }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register(); // the global tracer, AsyncLocalStorage context and W3C trace-context propagation
  enabled = true;
  logger.info({ endpoint, protocol }, 'tracing: exporting spans over OTLP');
  return {
    shutdown: async () => {
      enabled = false;
      await provider.shutdown();
    },
  };
}

/** `trace_id` and `span_id` of the active span, for a log line (pino's `mixin`); empty when none. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  if (!enabled) return {};
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** Ends `span` with an error status when `err` is thrown, then rethrows it. */
function failed(span: Span, err: unknown): never {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR });
  throw err;
}

/** Runs `fn` in a child span `name` of the active span when tracing is on; otherwise just runs it. */
export function inSpan<T>(name: string, fn: () => Promise<T>, attributes?: Attributes, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  if (!enabled) return fn();
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn();
    } catch (err) {
      return failed(span, err);
    } finally {
      span.end();
    }
  });
}

/** `inSpan` for a synchronous step. */
export function inSpanSync<T>(name: string, fn: () => T): T {
  if (!enabled) return fn();
  return tracer().startActiveSpan(name, (span) => {
    try {
      return fn();
    } catch (err) {
      return failed(span, err);
    } finally {
      span.end();
    }
  });
}

/** Renames the active span (the operation's, once the pipeline has routed the call). */
export function nameActiveSpan(name: string): void {
  if (enabled) trace.getActiveSpan()?.updateName(name);
}

/** Sets attributes on the active span (the operation's, inside the pipeline). */
export function annotate(attributes: Attributes): void {
  if (enabled) trace.getActiveSpan()?.setAttributes(attributes);
}

/** The HTTP server span of a request: what `serverSpan` started, with its context, by request object. */
const requestContexts = new WeakMap<object, Context>();

/**
 * Express middleware: a SERVER span per HTTP request, continuing the caller's `traceparent`. Ended when the response
 * is finished (or the connection closes), with the status code. Its name becomes `METHOD route` once the pipeline
 * knows the operation (`nameRequestSpan`).
 */
export function serverSpan(
  req: { method: string; path: string; headers: Record<string, unknown> },
  res: { statusCode: number; once(event: 'finish' | 'close', fn: () => void): unknown },
  next: () => void,
): void {
  if (!enabled) {
    next();
    return;
  }
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const span = tracer().startSpan(req.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path } }, parent);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  res.once('finish', end);
  res.once('close', end);
  const ctx = trace.setSpan(parent, span);
  requestContexts.set(req, ctx);
  context.with(ctx, next);
}

/**
 * Runs `fn` in the context of `req`'s server span. Body parsing resumes a request from stream events, outside the
 * context the middleware entered, so handlers re-enter it here.
 */
export function inRequestContext<T>(req: object, fn: () => T): T {
  const ctx = enabled ? requestContexts.get(req) : undefined;
  return ctx ? context.with(ctx, fn) : fn();
}

/** Names `req`'s server span `METHOD route` (OpenTelemetry's HTTP convention) and sets http.route. */
export function nameRequestSpan(req: object, method: string, route: string): void {
  const ctx = enabled ? requestContexts.get(req) : undefined;
  const span = ctx && trace.getSpan(ctx);
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/** The trace context to carry in a job's payload (`_trace`) or a request's headers; empty when none. */
export function traceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  if (enabled) propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs a job in a CONSUMER span `job <task>`, a child of the context its payload carries (`_trace`). */
export function inJobSpan<T>(task: string, payload: unknown, fn: () => Promise<T>): Promise<T> {
  if (!enabled) return fn();
  const carried = (payload as { _trace?: Record<string, string> } | null)?._trace;
  const parent = carried ? propagation.extract(ROOT_CONTEXT, carried) : ROOT_CONTEXT;
  return context.with(parent, () => inSpan(`job ${task}`, fn, { 'sextant.job.task': task }, SpanKind.CONSUMER));
}

/** Attributes of a database round trip's span; its name is the statement's verb (SELECT, INSERT, …). */
const dbAttributes = (sql: string, verb: string): Attributes => ({ 'db.system.name': 'postgresql', 'db.operation.name': verb, 'db.query.text': sql });
const verbOf = (sql: string) => (/^\s*(\w+)/.exec(sql)?.[1] ?? 'query').toUpperCase();

/** A CLIENT span around one round trip made outside knex (a named statement on a pooled pg connection). */
export function dbSpan<T>(sql: string, fn: () => Promise<T>): Promise<T> {
  if (!enabled || !trace.getActiveSpan()) return fn();
  const verb = verbOf(sql);
  return inSpan(verb, fn, dbAttributes(sql, verb), SpanKind.CLIENT);
}

/**
 * A CLIENT span for each database round trip of `db` (knex's query events, which transactions forward to the root
 * instance), a child of whatever span is active when the query is sent.
 */
export function traceQueries(db: Knex): void {
  if (!enabled) return;
  onRoundTrips(
    db,
    (q) => {
      if (!trace.getActiveSpan()) return undefined; // a query outside any request or job is not traced
      const verb = verbOf(q.sql ?? '');
      return tracer().startSpan(verb, { kind: SpanKind.CLIENT, attributes: dbAttributes(q.sql ?? '', verb) });
    },
    (span, err) => {
      if (err instanceof Error) {
        span.recordException(err);
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  );
}
