import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/**
 * GET /api/v1/audit-events — the org's security events, newest first, paged (spec 2 §5, §4.2); filters action (exact,
 * or a prefix ending in `.*`), actorId (a user UUID or me), credentialKind, outcome, occurredAfter (inclusive) and
 * occurredBefore (exclusive). Each event in the AuditEvent shape; never a secret. Needs audit:read (admins). Errors:
 * 400 VALIDATION_FAILED for a malformed action, time or cursor; 403 without audit:read; 404 for an actorId that is
 * no user of the org.
 */
export const listAuditEvents: Handler<'listAuditEvents'> = async ({ query }, ctx) => {
  const page = await ctx.services.audit.list(ctx.actor, { ...query, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
