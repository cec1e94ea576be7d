/**
 * GET /metrics: the Prometheus text exposition of the server's registry (src/platform/metrics.ts), on the API's own
 * port. It answers only `Authorization: Bearer <SEXTANT_METRICS_TOKEN>`; API keys and OAuth tokens are not accepted
 * (they would let any org member read every org's traffic), and without SEXTANT_METRICS_TOKEN the route does not
 * exist (404), so metrics are never public by accident.
 *
 *   200 text/plain; version=0.0.4   the series
 *   401 UNAUTHORIZED (§7 envelope, WWW-Authenticate: Bearer realm="metrics")   no or another token
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../core/errors.js';
import type { Metrics } from '../platform/metrics.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function metricsRoutes(metrics: Metrics, token: string): Router {
  const expected = digest(token);
  const router = Router();
  router.get('/metrics', async (req: Request, res: Response, next: NextFunction) => {
    const given = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    // Compared as digests: equal length, so timingSafeEqual neither throws nor leaks the token's length.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      next(
        new ApiError('UNAUTHORIZED', 'GET /metrics needs the metrics token', {
          headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
          suggestion: 'Send Authorization: Bearer <the value of SEXTANT_METRICS_TOKEN set on the server>; API keys are not accepted here.',
        }),
      );
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.status(200).type(metrics.registry.contentType).set('Cache-Control', 'no-store').send(body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
