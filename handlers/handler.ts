/**
 * The handler signature (conventions "A handler"): one plain function per operationId, given validated typed
 * input and a context, returning a Result the pipeline wraps into the envelope. `AllHandlers` makes a missing
 * operation a compile error in handlers/index.ts.
 */
import type { operations as Ops } from '../src/generated/api.js';
import type { OperationId } from '../src/generated/operations.js';
import type { Result } from '../src/core/envelope.js';
import type { Actor } from '../src/core/actor.js';
// The context hands handlers the service table: handlers sit above services.
import type { Services } from '../src/services/index.js';

type Param<K extends OperationId, W extends 'path' | 'query'> = Ops[K]['parameters'] extends infer P
  ? P extends Record<W, infer X>
    ? [X] extends [never]
      ? Record<string, never>
      : NonNullable<X>
    : Record<string, never>
  : never;
type Body<K extends OperationId> = Ops[K] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Ops[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : undefined;
type SuccessJson<K extends OperationId> = Ops[K]['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': infer J } } }
    ? J
    : R extends { 201: { content: { 'application/json': infer J } } }
      ? J
      : R extends { 207: { content: { 'application/json': infer J } } }
        ? J
        : never
  : never;
/** The `data` of the operation's success envelope, as the document describes it. */
export type DataOf<K extends OperationId> = SuccessJson<K> extends { data?: infer D } ? D : SuccessJson<K>;

export interface Input<K extends OperationId> {
  path: Param<K, 'path'>;
  query: Param<K, 'query'>;
  body: Body<K>;
}

/** One operation call as the pipeline sees it, whatever the transport (REST, MCP tool call, batch entry). */
export interface PipelineRequest {
  method: string;
  /** Path with the query string stripped, e.g. /api/v1/visions/VIS-1 */
  path: string;
  /** The query string as sent, without `?` (REST and batch entries): declared parameters must be valid percent-encoding. */
  rawQuery?: string;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  body: unknown;
  requestId: string;
  /** The client's network address (express `req.ip`), when the transport knows it: recorded in the audit log. */
  address?: string;
  transport: 'http' | 'mcp';
  /** An entry of POST /api/v1/batch (run on the batch call's transport and credential). */
  batch?: boolean;
}

export interface PipelineResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  operationId?: OperationId;
}

/** What every handler receives besides its validated input. */
export interface HandlerContext {
  actor: Actor;
  services: Services;
  requestId: string;
  transport: 'http' | 'mcp';
  /** The request being served (batch entries reuse its credential and transport). */
  request: PipelineRequest;
  /** Runs another request through this pipeline (POST /api/v1/batch, spec 2 §4.3). */
  dispatch: (req: PipelineRequest) => Promise<PipelineResponse>;
}

export type Handler<K extends OperationId> = (input: Input<K>, ctx: HandlerContext) => Promise<Result<DataOf<K>>>;
export type AllHandlers = { [K in OperationId]: Handler<K> };

/** Page parameters after validation (limit has its default of 50 applied). */
export const pageOf = (q: { cursor?: string; limit?: number }) => ({ cursor: q.cursor, limit: q.limit ?? 50 });
