import { link } from '../../src/core/actions.js';
import type { Actor } from '../../src/core/actor.js';
import type { DirectionDocument } from '../../src/services/directionDocuments.js';

/** A person's OAuth token publishes; keys and app tokens leave drafts for people (spec 2 §4.10). */
const publishes = (actor: Actor) => actor.credential.type === 'oauth' && actor.credential.actor === 'user';

/** Valid next operations from a direction document (spec 2 §4.1): publish only where this caller may. */
export function documentActions(d: DirectionDocument, actor: Actor) {
  const id = d.ref;
  const out = [link('self', 'getDirectionDocument', { id }), link('versions', 'listDirectionDocumentVersions', { id })];
  if (d.status === 'archived') return out;
  out.push(d.hasDraft ? link('draft', 'getDirectionDocumentDraft', { id }) : link('draft', 'saveDirectionDocumentDraft', { id }));
  if (d.hasDraft && publishes(actor)) out.push(link('publish', 'publishDirectionDocument', { id }));
  if (d.hasDraft) out.push(link('discard-draft', 'discardDirectionDocumentDraft', { id }));
  if (d.kind !== 'vision') out.push(link('archive', 'archiveDirectionDocument', { id }));
  if (d.kind === 'product_spec' || d.kind === 'context') out.push(link('delete', 'deleteDirectionDocument', { id }));
  return out;
}

/** After saving a draft: read it, and publish it when this caller may. */
export function draftActions(id: string, actor: Actor) {
  const out = [link('document', 'getDirectionDocument', { id }), link('discard-draft', 'discardDirectionDocumentDraft', { id })];
  if (publishes(actor)) out.unshift(link('publish', 'publishDirectionDocument', { id }));
  return out;
}
