import { ok } from '../../src/core/envelope.js';
import { ApiError } from '../../src/core/errors.js';
import type { Handler } from '../handler.js';

/**
 * GET /readyz — readiness: 200 `{ status: 'ready', checks }` when the database answers within 2 s and every
 * migration is applied; else 503 SERVICE_UNAVAILABLE with `error.data.checks` and Retry-After. Public.
 */
export const getReadiness: Handler<'getReadiness'> = async (_input, ctx) => {
  const readiness = await ctx.services.health.readiness();
  if (readiness.status === 'ready') return ok(readiness);
  const why = readiness.checks.draining
    ? 'it is shutting down'
    : readiness.checks.database === 'unreachable'
      ? 'the database does not answer'
      : 'migrations are pending';
  throw new ApiError('SERVICE_UNAVAILABLE', `This instance is not ready: ${why}`, {
    data: { checks: readiness.checks },
    headers: { 'Retry-After': '5' },
    suggestion: readiness.checks.draining
      ? 'Send requests to another instance; this one is stopping.'
      : 'Retry in a few seconds; if it persists, check the database this instance uses (DATABASE_URL or the embedded one under .data/).',
  });
};
