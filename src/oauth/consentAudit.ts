/**
 * The audit rows of the consent page (src/oauth/routes.ts): an org admin approving or denying an app. The page is
 * outside the pipeline, so the request id and address are taken from the express request here; the actor is the
 * signed-in admin (credential kind `session`).
 */
import type { Request } from 'express';
import type { Knex } from 'knex';
import { withRequestContext } from '../core/requestContext.js';
import { recordAudit, type AuditEntry } from '../services/audit.js';

/** A recorder of `oauth_app.*` rows for `client`, decided by `admin` during `req`; `trx` is the approval's transaction when there is one. */
export const consentAudit =
  (db: Knex, req: Request, admin: { orgId: string; userId: string }, client: { clientId: string; clientName?: string }) =>
  (entry: Omit<AuditEntry, 'orgId' | 'actor' | 'target'>, trx: Knex = db) =>
    withRequestContext({ requestId: req.requestId, address: req.ip }, () =>
      recordAudit(trx, {
        orgId: admin.orgId,
        actor: { kind: 'session', userId: admin.userId, credentialId: null },
        target: { kind: 'oauth_app', id: client.clientId, ref: client.clientName ?? null },
        ...entry,
      }),
    );

type Admin = { orgId: string; userId: string };
type Client = { clientId: string; clientName?: string };

/** `oauth_app.denied`: the admin refused the app the scopes it asked for. */
export const auditDenied = (db: Knex, req: Request, admin: Admin, client: Client, scopes: string[]) =>
  consentAudit(db, req, admin, client)({ action: 'oauth_app.denied', outcome: 'denied', details: { scopes } });

/** `oauth_app.approved`, in the approval's transaction `trx`: the grant, whom it acts as and the scopes granted and refused. */
export const auditApproved = (trx: Knex, req: Request, admin: Admin, client: Client, details: Record<string, unknown>) =>
  consentAudit(trx, req, admin, client)({ action: 'oauth_app.approved', details });
