import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /healthz — liveness: `{ status: 'ok', uptimeSeconds }` without touching the database. Public. */
export const getLiveness: Handler<'getLiveness'> = async (_input, ctx) => ok(ctx.services.health.liveness());
