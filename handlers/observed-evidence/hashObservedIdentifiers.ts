import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * POST /api/v1/observed-evidence/hash — HMAC-SHA256 hex of each identifier (trimmed; emails lower-cased) under the
 * org's evidence key, created on first use: {algorithm, keyId, hashes} in the order sent (spec 2 §4.19).
 */
export const hashObservedIdentifiers: Handler<'hashObservedIdentifiers'> = async ({ body }, ctx) =>
  ok(await ctx.services.observedEvidence.hash(ctx.actor, body.identifiers));
