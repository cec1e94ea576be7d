/**
 * The request being served, as far as the audit log needs it: its id (`X-Request-Id`, `meta.requestId`) and the
 * caller's network address. Set once by the pipeline around each call (src/http/pipeline.ts) so the audit record of
 * an action (src/services/audit.ts) names its request without every service passing it along. Outside a request
 * (the admin CLI, jobs) there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  /** The client's address as the server saw it (express `req.ip`), when known. */
  address?: string;
}

const current = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `ctx` as the current request. */
export const withRequestContext = <T>(ctx: RequestContext, fn: () => T): T => current.run(ctx, fn);

/** The current request, or undefined outside one. */
export const requestContext = (): RequestContext | undefined => current.getStore();
