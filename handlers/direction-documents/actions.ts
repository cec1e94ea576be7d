import { link } from '../../src/core/actions.js';
import type { Actor } from '../../src/core/actor.js';
import { directionDocumentMachine } from '../../src/core/machines/directionDocument.js';
import { mayPublish, type DirectionDocument } from '../../src/services/directionDocuments.js';

/**
 * Valid next operations from a direction document (spec 2 §4.1): publish only where this caller may (a person's
 * token; for a strategy, its owner), archive a strategy only for its owner.
 */
export function documentActions(d: DirectionDocument, actor: Actor) {
  const id = d.ref;
  const out = [link('self', 'getDirectionDocument', { id }), link('versions', 'listDirectionDocumentVersions', { id })];
  if (directionDocumentMachine.isFinal(d.status)) return out; // archived: read-only
  const owns = d.kind !== 'strategy' || d.ownerId === actor.userId;
  out.push(d.hasDraft ? link('draft', 'getDirectionDocumentDraft', { id }) : link('draft', 'saveDirectionDocumentDraft', { id }));
  const publishable = d.hasDraft || (d.kind === 'strategy' && d.status === 'draft');
  if (publishable && owns && mayPublish(actor)) out.push(link('publish', 'publishDirectionDocument', { id }));
  if (d.hasDraft) out.push(link('discard-draft', 'discardDirectionDocumentDraft', { id }));
  if (d.kind !== 'vision' && owns) out.push(link('archive', 'archiveDirectionDocument', { id }));
  if (d.kind === 'product_spec' || d.kind === 'context' || (d.kind === 'vision' && d.version === 0))
    out.push(link('delete', 'deleteDirectionDocument', { id }));
  return out;
}

/** After saving a draft: read it, and publish it when this caller may. */
export function draftActions(id: string, actor: Actor) {
  const out = [link('document', 'getDirectionDocument', { id }), link('discard-draft', 'discardDirectionDocumentDraft', { id })];
  if (mayPublish(actor)) out.unshift(link('publish', 'publishDirectionDocument', { id }));
  return out;
}
