/**
 * Integrations and their ledgers (spec 2 §4.19, §6.4).
 *
 * An integration is an org's connection to another system: kind `webhooks` (built in, one per org, created with its
 * first webhook subscription by src/webhooks/ledger.ts; its outbound ledger is every webhook delivery) or `github`
 * (inbound pull-request webhooks, created by the admin CLI `integration:create`, received by
 * src/integrations/routes.ts). Credentials (secret_ciphertext: AES-256-GCM under the server's secret key, AAD the
 * integration id) are never returned; a GitHub integration shows the absolute URL to paste into GitHub
 * (`<public URL>/api/integrations/github/<id>/webhook`).
 *
 * The ledger (integration_events) is read newest first; `summary` is what Sextant made of an event (for GitHub: the
 * pull request, the action, the task refs found and the moves made), never the provider's raw payload; outbound
 * webhook deliveries add their event id, subscription id and last HTTP status to it.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ensureWebhooksIntegration } from '../webhooks/ledger.js';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { publicUrlOf } from '../core/publicUrl.js';
import { findOrg } from '../repositories/orgs.js';
import { isUuid } from '../repositories/refs.js';
import {
  findIntegration,
  insertIntegration,
  listAllIntegrations,
  listIntegrationEvents,
  listIntegrations,
  toIntegrationEvent,
  updateIntegration,
  type IntegrationRow,
} from '../repositories/integrations.js';
import type { Page } from '../repositories/paging.js';
import type { QueryParams } from '../core/api.js';
import { generateSecret } from '../storage/secrets.js';
import type { Keyring } from '../storage/keyring.js';
import { iso } from './common.js';
import { CLI_ACTOR, recordAudit } from './audit.js';

export type Integration = components['schemas']['Integration'];
export type IntegrationEvent = components['schemas']['IntegrationEvent'];
export type IntegrationKind = Integration['kind'];
/** What a GitHub integration does to linked tasks (null: leave the status as it is). */
export interface GithubConfig {
  onOpened: 'in_progress' | null;
  onMerged: 'completed' | null;
}

const LIST_HREF = '/api/v1/integrations';

/** The default settings of a new GitHub integration: opened → in_progress, merged → completed. */
export const GITHUB_DEFAULTS: GithubConfig = { onOpened: 'in_progress', onMerged: 'completed' };

export type { IntegrationRow } from '../repositories/integrations.js';

/** A GitHub integration's settings as stored, with the defaults for keys never set. */
export function githubConfigOf(config: Record<string, unknown> | null | undefined): GithubConfig {
  const c = config ?? {};
  return {
    onOpened: 'onOpened' in c ? (c.onOpened === 'in_progress' ? 'in_progress' : null) : GITHUB_DEFAULTS.onOpened,
    onMerged: 'onMerged' in c ? (c.onMerged === 'completed' ? 'completed' : null) : GITHUB_DEFAULTS.onMerged,
  };
}

/** The path GitHub posts a delivery to for integration `id` (src/integrations/routes.ts). */
export const githubWebhookPath = (id: string) => `/api/integrations/github/${id}/webhook`;

/** Row → API form: no credentials; webhookUrl absolute (github) or null (webhooks). */
export function toIntegration(r: IntegrationRow, publicUrl: string): Integration {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    status: r.status,
    config: r.kind === 'github' ? githubConfigOf(r.config) : {},
    webhookUrl: r.kind === 'github' ? `${publicUrl}${githubWebhookPath(r.id)}` : null,
    createdAt: iso(r.created_at)!,
  };
}

/** What `create` returns (the admin CLI prints it): the secret in clear, this once. */
export interface CreatedIntegration extends Integration {
  webhookSecret: string;
}

export class IntegrationService {
  /**
   * `keyring`: the keyring (src/storage/keyring.ts) that encrypts integration secrets. `publicUrl`: the
   * server's base URL as GitHub reaches it (webhookUrl); default SEXTANT_PUBLIC_URL, else http://127.0.0.1:$PORT.
   */
  constructor(
    private readonly db: Knex,
    private readonly keyring: Keyring,
    private readonly publicUrl: () => string = () => publicUrlOf(process.env, process.env.PORT ?? 3000),
  ) {}

  /** The org's id (lower-case); 404 NOT_FOUND (admin CLI: exit 2) when no org has it. */
  private async assertOrg(orgId: string): Promise<string> {
    const org = isUuid(orgId) ? await findOrg(this.db, orgId.toLowerCase()) : undefined;
    if (!org) {
      throw new ApiError('NOT_FOUND', `org ${orgId} not found: use the orgId org:create printed`, {
        details: [{ field: 'orgId', message: 'names no org' }],
        suggestion: 'Use the orgId org:create printed.',
      });
    }
    return org.id;
  }

  private async row(actor: Actor, id: string): Promise<IntegrationRow> {
    const row = isUuid(id) ? await findIntegration(this.db, actor.orgId, id.toLowerCase()) : undefined;
    if (!row) throw notFound('Integration', id, LIST_HREF, 'path.id');
    return row;
  }

  /** GET /integrations — the org's integrations, oldest first, paged; credentials withheld (spec 2 §4.19). */
  async list(actor: Actor, page: { cursor?: string; limit: number }): Promise<Page<Integration>> {
    // The built-in webhooks integration is listed from the start, not only after the org's first subscription.
    if (!page.cursor) await ensureWebhooksIntegration(this.db, actor.orgId);
    const result = await listIntegrations(this.db, actor.orgId, page);
    const base = this.publicUrl();
    return { rows: result.rows.map((r) => toIntegration(r, base)), nextCursor: result.nextCursor };
  }

  /** GET /integrations/{id} — one integration; 404 NOT_FOUND naming path.id when absent or in another org. */
  async get(actor: Actor, id: string): Promise<Integration> {
    return toIntegration(await this.row(actor, id), this.publicUrl());
  }

  /**
   * GET /integrations/{id}/events — the integration's ledger, newest first, paged; filters direction (inbound |
   * outbound) and status. 404 NOT_FOUND naming path.id when the integration is absent or in another org.
   */
  async events(
    actor: Actor,
    id: string,
    q: Pick<QueryParams<'listIntegrationEvents'>, 'direction' | 'status' | 'cursor'> & { limit: number },
  ): Promise<Page<IntegrationEvent> & { integrationId: string }> {
    const integration = await this.row(actor, id);
    const result = await listIntegrationEvents(this.db, actor.orgId, integration.id, { direction: q.direction, status: q.status }, q);
    return { integrationId: integration.id, rows: result.rows.map(toIntegrationEvent), nextCursor: result.nextCursor };
  }

  /**
   * Creates a GitHub integration of `orgId` (admin CLI `integration:create`; not an API operation). Its webhook
   * secret (`ghsec_` + 32 random bytes, base64url) is generated here, stored encrypted under the server's key with
   * the new id as AAD, and returned this once. 404 NOT_FOUND when the org does not exist.
   */
  async createGithub(orgId: string, input: { name?: string; config?: Partial<GithubConfig>; createdByUserId?: string | null }): Promise<CreatedIntegration> {
    const org = { id: await this.assertOrg(orgId) };
    const id = randomUUID();
    const webhookSecret = generateSecret('ghsec_');
    const config = { ...GITHUB_DEFAULTS, ...input.config };
    const row = await this.db.transaction(async (trx) => {
      const inserted = await insertIntegration(trx, org.id, {
        id,
        kind: 'github',
        name: input.name?.trim() || 'GitHub',
        status: 'active',
        secret_ciphertext: this.keyring.encrypt(webhookSecret, id),
        config: JSON.stringify(config),
        created_by_user_id: input.createdByUserId ?? null,
      });
      await recordAudit(trx, { orgId: org.id, actor: CLI_ACTOR, action: 'integration.connected', target: { kind: 'integration', id, ref: inserted.name } });
      return inserted;
    });
    return { ...toIntegration(row, this.publicUrl()), webhookSecret };
  }

  /**
   * Admin CLI `integration:update`: a GitHub integration's status (disabled: its webhook answers 404 and
   * does nothing until enabled again), its moves, and a new secret (`rotateSecret`: returned once as webhookSecret;
   * the old one stops verifying at once). 404 when the org or a GitHub integration of it with that id is missing.
   */
  async updateGithub(
    orgId: string,
    integrationId: string,
    input: { status?: 'active' | 'disabled'; config?: Partial<GithubConfig>; rotateSecret?: boolean },
  ): Promise<Integration & { webhookSecret?: string }> {
    const org = await this.assertOrg(orgId);
    const row: IntegrationRow | undefined = isUuid(integrationId)
      ? await findIntegration(this.db, org, integrationId.toLowerCase(), { kind: 'github', forUpdate: true })
      : undefined;
    if (!row) {
      throw new ApiError(
        'NOT_FOUND',
        `integration ${integrationId} not found: no GitHub integration of org ${org} has that id; use an id integration:list --org <orgId> prints`,
        {
          details: [{ field: 'integration', message: 'names no GitHub integration of the org' }],
          suggestion: 'Use an id integration:list --org <orgId> prints.',
        },
      );
    }
    const webhookSecret = input.rotateSecret ? generateSecret('ghsec_') : undefined;
    const updated = await this.db.transaction(async (trx) => {
      const changed = await updateIntegration(trx, org, row.id, {
        ...(input.status ? { status: input.status } : {}),
        ...(input.config ? { config: JSON.stringify({ ...githubConfigOf(row.config as Record<string, unknown>), ...input.config }) } : {}),
        ...(webhookSecret ? { secret_ciphertext: this.keyring.encrypt(webhookSecret, row.id) } : {}),
      });
      const target = { kind: 'integration', id: row.id, ref: row.name };
      if (input.status || input.config) {
        const details = { ...(input.status ? { status: input.status } : {}), ...(input.config ? { config: Object.keys(input.config).sort() } : {}) };
        await recordAudit(trx, { orgId: org, actor: CLI_ACTOR, action: 'integration.changed', target, details });
      }
      if (webhookSecret) await recordAudit(trx, { orgId: org, actor: CLI_ACTOR, action: 'integration.secret_rotated', target });
      return changed;
    });
    return { ...toIntegration(updated, this.publicUrl()), ...(webhookSecret ? { webhookSecret } : {}) };
  }

  /** The org's integrations for the admin CLI `integration:list` (oldest first, credentials withheld); 404 for no org. */
  async listForOrg(orgId: string): Promise<Integration[]> {
    const rows = await listAllIntegrations(this.db, await this.assertOrg(orgId));
    const base = this.publicUrl();
    return rows.map((r) => toIntegration(r, base));
  }
}
