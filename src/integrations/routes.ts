/**
 * Inbound integration webhooks (spec 2 §4.19), outside /api/v1: the caller is the provider, which
 * authenticates by signing the raw bytes, not with an API key.
 *
 *   POST /api/integrations/github/{integrationId}/webhook
 *     The URL and secret come from the admin CLI (`integration:create --kind github`); configure them in the
 *     repository's (or organisation's) webhook settings with content type application/json (form encoding is read
 *     too) and the "Pull requests" event. Checks, in order:
 *     - 404 NOT_FOUND: no active GitHub integration has that id (unknown, another kind, or disabled).
 *     - 401 UNAUTHORIZED: `X-Hub-Signature-256` missing or not `sha256=<hex HMAC-SHA256(secret, raw body)>`. Not
 *       recorded in the ledger (an unauthenticated caller must not be able to fill it); logged at warn.
 *     - 400 VALIDATION_FAILED: `X-GitHub-Event` or `X-GitHub-Delivery` missing (not recorded), a body that is not
 *       JSON, or a pull_request payload without its number, URL or repository (both recorded as a failed ledger
 *       row: the sender proved it holds the secret).
 *     - 200 `{ok: true, data: {id, status, duplicate: true}}` for a delivery id already processed or ignored
 *       (nothing is done again); a delivery that failed before is processed again.
 *     - 200 `{ok: true, data: {id, status: processed | ignored, duplicate: false, summary}}` otherwise (ping,
 *       pull_request, other events ignored); 500 when applying it failed unexpectedly (recorded as failed, so
 *       GitHub's "Redeliver" retries it).
 *     What a pull_request delivery does is in src/integrations/github.ts.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { ApiError } from '../core/errors.js';
import { failureBody, meta } from '../core/envelope.js';
import { isUuid } from '../repositories/refs.js';
import type { Services } from '../services/index.js';
import type { IntegrationRow } from '../services/integrations.js';
import { SecretKeyError, type Keyring } from '../storage/keyring.js';
import { parseDeliveryBody, PayloadError, processDelivery, recordFailure, verifyGithubSignature } from './github.js';

/** GitHub payloads can be large (a pull request with a long description and many commits). */
const BODY_LIMIT = '25mb';
const HEADER_MAX = 200;

/**
 * `systemDb` (the owner db) finds the integration a delivery is for by the id in its URL, before any org is known;
 * the delivery is then recorded and applied on `appDb` in that integration's org (row-level security, spec 2 §2).
 * `services`: the application's (over `appDb`).
 */
export function integrationRoutes(deps: { systemDb: Knex; appDb: Knex; logger: Logger; services: Services; keyring: Keyring }): Router {
  const router = express.Router();
  const fail = (req: Request, res: Response, err: ApiError) => res.status(err.status).json(failureBody(err, req.requestId));
  const header = (req: Request, name: string) => {
    const v = req.get(name)?.trim();
    return v ? v.slice(0, HEADER_MAX) : undefined;
  };

  // The integration is looked up before the body is read: an unknown id costs no upload.
  const findIntegration = async (req: Request, res: Response, next: NextFunction) => {
    res.locals.receivedAt = Date.now();
    const id = String(req.params.integrationId);
    const integration: IntegrationRow | undefined = isUuid(id)
      ? await deps.systemDb('integrations').where({ id: id.toLowerCase(), kind: 'github', status: 'active' }).first()
      : undefined;
    if (!integration?.secret_ciphertext) {
      return fail(
        req,
        res,
        new ApiError('NOT_FOUND', `No active GitHub integration ${id}`, {
          details: [{ field: 'path.integrationId', message: 'names no active GitHub integration' }],
          suggestion: 'Use the webhookUrl that integration:create printed (GET /api/v1/integrations lists them).',
        }),
      );
    }
    res.locals.integration = integration;
    next();
  };

  router.post('/api/integrations/github/:integrationId/webhook', findIntegration, express.raw({ type: '*/*', limit: BODY_LIMIT }), async (req, res) => {
    const integration = res.locals.integration as IntegrationRow & { secret_ciphertext: string };
    const receivedAt = res.locals.receivedAt as number;
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let secret: string;
    try {
      secret = await deps.keyring.decrypt(integration.secret_ciphertext, integration.id);
    } catch (err) {
      deps.logger.error(
        { err, integrationId: integration.id },
        err instanceof SecretKeyError ? `github webhook: ${err.message}` : 'github webhook: the integration secret does not decrypt with this server key',
      );
      return fail(
        req,
        res,
        new ApiError('INTERNAL_ERROR', "This integration's secret cannot be read with this server's key", {
          suggestion: "Every instance must share SEXTANT_SECRET_KEY (or the data directory's secret.key); or create a new integration.",
        }),
      );
    }
    const signature = req.get('x-hub-signature-256');
    if (!verifyGithubSignature(secret, body, signature)) {
      deps.logger.warn({ integrationId: integration.id, signed: Boolean(signature) }, 'github webhook: signature missing or wrong');
      return fail(
        req,
        res,
        new ApiError('UNAUTHORIZED', signature ? 'X-Hub-Signature-256 does not match the body' : 'X-Hub-Signature-256 is missing', {
          suggestion: 'Set the webhook secret in GitHub to the webhookSecret integration:create printed; GitHub then signs every delivery.',
        }),
      );
    }
    const event = header(req, 'x-github-event');
    const deliveryId = header(req, 'x-github-delivery');
    if (!event || !deliveryId) {
      const missing = [...(!event ? ['X-GitHub-Event'] : []), ...(!deliveryId ? ['X-GitHub-Delivery'] : [])];
      return fail(
        req,
        res,
        new ApiError('VALIDATION_FAILED', `${missing.join(' and ')} missing`, {
          details: missing.map((h) => ({ field: `header.${h}`, message: 'is required' })),
          suggestion: 'Send deliveries as GitHub does: X-GitHub-Event names the event, X-GitHub-Delivery is its unique id.',
        }),
      );
    }
    const delivery = { integration, event, deliveryId, receivedAt };
    const payload = parseDeliveryBody(body, req.get('content-type'));
    if (payload === undefined || payload === null || typeof payload !== 'object') {
      await recordFailure(deps.appDb, delivery, 'the body is not JSON').catch((err) =>
        deps.logger.error({ err }, 'github webhook: recording a failure failed'),
      );
      return fail(
        req,
        res,
        new ApiError('VALIDATION_FAILED', 'The body is not a JSON object', {
          details: [{ field: 'body', message: 'is not JSON' }],
          suggestion: "Set the webhook's content type to application/json in GitHub.",
        }),
      );
    }
    try {
      const result = await processDelivery(deps.appDb, deps.services.tasks, { ...delivery, payload });
      return res.status(200).json({ ok: true, data: result, meta: meta(req.requestId) });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await recordFailure(deps.appDb, delivery, message).catch((e) => deps.logger.error({ err: e }, 'github webhook: recording a failure failed'));
      if (err instanceof PayloadError) {
        return fail(
          req,
          res,
          new ApiError('VALIDATION_FAILED', `The ${event} payload is incomplete: ${message}`, {
            details: [{ field: 'body', message }],
            suggestion: 'Send the payload GitHub sends for this event, unchanged.',
          }),
        );
      }
      deps.logger.error({ err, integrationId: integration.id, deliveryId, event }, 'github webhook: delivery failed');
      return fail(
        req,
        res,
        new ApiError('INTERNAL_ERROR', 'The delivery could not be applied; it is recorded as failed', {
          suggestion: "Read the integration's ledger (GET /api/v1/integrations/{id}/events) for the error, then redeliver it from GitHub.",
        }),
      );
    }
  });

  return router;
}
