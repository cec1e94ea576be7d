import { action, link, withQuery } from '../../src/core/actions.js';
import type { Actor } from '../../src/core/actor.js';
import type { Action } from '../../src/core/envelope.js';
import type { ExternalLink, ExternalLinkEntityType } from '../../src/services/externalLinks.js';

/**
 * Valid next operations around external links (spec 2 §4.1, §4.19). Only what succeeds is offered: the pipeline
 * drops operations whose own capability the credential lacks (src/http/respond.ts); the entity's extra capability
 * (opportunity:read to list an opportunity's links, opportunity:update to remove its blockers) is checked here.
 */

const mayRead = (type: ExternalLinkEntityType, actor: Actor) => type === 'task' || actor.capabilities.has('opportunity:read');
const mayChange = (type: ExternalLinkEntityType, actor: Actor) => type === 'task' || actor.capabilities.has('opportunity:update');

/** The entity's links and the entity itself. */
export const entityLinkActions = (entityType: ExternalLinkEntityType, entityId: string, actor: Actor): Action[] => [
  ...(mayRead(entityType, actor) ? [withQuery(link('links', 'listExternalLinks'), { entityType, entityId })] : []),
  entityType === 'task' ? link('entity', 'getTask', { id: entityId }) : link('entity', 'getOpportunity', { id: entityId }),
];

/** A link: its entity's links, the entity, and for a blocker its removal (when the caller may change the entity). */
export const externalLinkActions = (l: ExternalLink, actor: Actor): Action[] => [
  ...entityLinkActions(l.entityType, l.entityId, actor),
  ...(l.kind === 'blocker' && mayChange(l.entityType, actor) ? [action('deleteExternalBlocker', { blockerId: l.id })] : []),
];
