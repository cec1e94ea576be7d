/**
 * External links (spec 2 §4.19): pull requests, chat messages and external blockers linked to a task or
 * an opportunity (table external_links).
 *
 * | kind | written by | rule |
 * |---|---|---|
 * | pull_request | the GitHub integration (src/integrations) | one per (entity, provider, externalId); state open, merged, closed |
 * | message | POST /external-links/messages | one per (entity, provider, channelId, messageId): the same again returns the existing link |
 * | blocker | POST /external-links/blockers | as many as wanted; only these are removed over the API |
 *
 * Capabilities (spec 2 §4.19): the pipeline checks each operation's own (task:read to list, task:update to write);
 * this service adds the entity's: opportunity:read to list an opportunity's links, opportunity:update to add or
 * remove its blockers or messages. A missing one is 403 FORBIDDEN naming it, checked before the entity is looked
 * up. An entity absent or in another org is 404 naming the field (query.entityId, body.entityId).
 *
 * Every row is tracked in the activity log as the `externalLink` subject of its entity (migration
 * 20261211000000_events_integrations), so writes here emit task.external_link_added … to webhooks with no code here.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import type { QueryParams, RequestBody } from '../core/api.js';
import { missingCapabilities } from '../auth/capabilities.js';
import { ApiError, notFound } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import {
  deleteExternalLink,
  findMessageLink,
  insertExternalLink,
  insertMessageLink,
  listExternalLinks,
  lockExternalLink,
  toExternalLink,
} from '../repositories/externalLinks.js';
import { findIdInOrg, isUuid } from '../repositories/refs.js';

export type ExternalLink = components['schemas']['ExternalLink'];
export type ExternalLinkEntityType = ExternalLink['entityType'];
export type ExternalLinkKind = ExternalLink['kind'];

const ENTITY: Record<ExternalLinkEntityType, { label: string; list: string }> = {
  task: { label: 'Task', list: '/api/v1/tasks' },
  opportunity: { label: 'Opportunity', list: '/api/v1/opportunities' },
};

/** 403 FORBIDDEN (the pipeline's own refusal, src/auth/capabilities.ts) unless the actor holds `capability`, needed beyond the operation's (the entity's). */
function forbiddenWithout(actor: Actor, capability: string, what: string): void {
  if (!actor.capabilities.has(capability)) throw missingCapabilities(actor, what, [capability], [capability]);
}

/** The capability an entity needs beyond the operation's: none for tasks (the operation's own), opportunity:* for opportunities. */
const entityCapability = (type: ExternalLinkEntityType, need: 'read' | 'update') => (type === 'opportunity' ? `opportunity:${need}` : undefined);

export class ExternalLinkService {
  constructor(private readonly db: Knex) {}

  /**
   * The UUID of the task or opportunity `idOrRef` names in the caller's org (the pipeline resolved a ref to a UUID),
   * after checking the entity's extra capability (`need`). 403 FORBIDDEN without it; 404 NOT_FOUND naming `field`
   * when it names nothing in the org.
   */
  async entityId(actor: Actor, type: ExternalLinkEntityType, idOrRef: string, field: string, need: 'read' | 'update'): Promise<string> {
    const cap = entityCapability(type, need);
    if (cap) forbiddenWithout(actor, cap, need === 'read' ? "Reading an opportunity's external links" : "Changing an opportunity's external links");
    const id = await findIdInOrg(this.db, type === 'task' ? 'tasks' : 'opportunities', actor.orgId, idOrRef);
    if (!id) throw notFound(ENTITY[type].label, idOrRef, ENTITY[type].list, field);
    return id;
  }

  /**
   * GET /external-links — the links of one task or opportunity, oldest first, optionally of one kind; paged.
   * 403 for an opportunity without opportunity:read; 404 naming query.entityId. Returns the entity's UUID too.
   */
  async list(actor: Actor, q: QueryParams<'listExternalLinks'> & { limit: number }): Promise<Page<ExternalLink> & { entityId: string }> {
    const entityId = await this.entityId(actor, q.entityType, q.entityId, 'query.entityId', 'read');
    const page = await listExternalLinks(this.db, actor.orgId, { entityType: q.entityType, entityId, kind: q.kind }, q);
    return { rows: page.rows.map(toExternalLink), nextCursor: page.nextCursor, entityId };
  }

  /**
   * POST /external-links/blockers — a blocker (kind blocker, provider default `web`) on the entity, created by the
   * caller. 403 for an opportunity without opportunity:update; 404 naming body.entityId.
   */
  async createBlocker(actor: Actor, input: RequestBody<'createExternalBlocker'>): Promise<ExternalLink> {
    const entityId = await this.entityId(actor, input.entityType, input.entityId, 'body.entityId', 'update');
    return toExternalLink(
      await insertExternalLink(this.db, actor.orgId, {
        entity_type: input.entityType,
        entity_id: entityId,
        kind: 'blocker',
        provider: input.provider?.trim() || 'web',
        url: input.url,
        title: input.title.trim() || input.title,
        created_by_user_id: actor.userId,
      }),
    );
  }

  /**
   * DELETE /external-links/blockers/{blockerId} — removes a blocker. 404 when absent or in another org, and for a
   * link of another kind (pull requests and messages are not removed here; the suggestion says so); 403 for an
   * opportunity's without opportunity:update.
   */
  async deleteBlocker(actor: Actor, blockerId: string): Promise<{ id: string; deleted: true; link: ExternalLink }> {
    const missing = () => notFound('External blocker', blockerId, '/api/v1/external-links?entityType=…&entityId=…&kind=blocker', 'path.blockerId');
    if (!isUuid(blockerId)) throw missing();
    const row = await lockExternalLink(this.db, actor.orgId, blockerId.toLowerCase());
    if (!row) throw missing();
    if (row.kind !== 'blocker') {
      const err = new ApiError(
        'NOT_FOUND',
        `External link ${row.id} is a ${row.kind === 'pull_request' ? 'pull request' : 'chat message'} link, not a blocker`,
        {
          details: [{ field: 'path.blockerId', message: `names a ${row.kind} link, not a blocker` }],
          data: { id: row.id, kind: row.kind, entityType: row.entity_type, entityId: row.entity_id },
          suggestion: `Only blockers are removed here; ${row.kind === 'pull_request' ? 'a pull request link follows its pull request (the GitHub integration keeps it)' : 'a chat message link stays with its entity'}. List this ${row.entity_type}'s blockers with GET /api/v1/external-links?entityType=${row.entity_type}&entityId=${row.entity_id}&kind=blocker.`,
        },
      );
      err.subject = blockerId;
      throw err;
    }
    const cap = entityCapability(row.entity_type, 'update');
    if (cap) forbiddenWithout(actor, cap, "Removing an opportunity's external blocker");
    await deleteExternalLink(this.db, actor.orgId, row.id);
    return { id: row.id, deleted: true, link: toExternalLink(row) };
  }

  /**
   * POST /external-links/messages — links a chat message to the entity; idempotent on (entity, provider, channelId,
   * messageId) through the unique index external_links_message: `created` false (and the existing link, unchanged)
   * when it was linked already. 403 for an opportunity without opportunity:update; 404 naming body.entityId.
   */
  async linkMessage(actor: Actor, input: RequestBody<'createExternalMessageLink'>): Promise<{ link: ExternalLink; created: boolean }> {
    const entityId = await this.entityId(actor, input.entityType, input.entityId, 'body.entityId', 'update');
    const key = { entity_type: input.entityType, entity_id: entityId, provider: input.provider, channel_id: input.channelId, message_id: input.messageId };
    const inserted = await insertMessageLink(this.db, actor.orgId, key, { url: input.url, title: input.title ?? '', created_by_user_id: actor.userId });
    if (inserted) return { link: toExternalLink(inserted), created: true };
    return { link: toExternalLink((await findMessageLink(this.db, actor.orgId, key))!), created: false };
  }
}
