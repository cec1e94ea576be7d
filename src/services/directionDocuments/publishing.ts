/**
 * Publishing direction documents (spec 2 §4.10): who may publish, the refusals (archived, not the strategy's owner, a
 * second company vision) and the write of a document's next version whatever table its kind lives in (visions,
 * strategies through their service, direction_documents). Used by DirectionDocumentService
 * (src/services/directionDocuments.ts), inside its transactions.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import { directionDocumentMachine } from '../../core/machines/directionDocument.js';
import { ApiError } from '../../core/errors.js';
import {
  type DocRow,
  type Kind,
  deleteDirectionDocument,
  findCompanyVisionDocument,
  insertDirectionDocumentVersion,
  refOf,
  updateDirectionDocument,
  upsertDirectionDraft,
} from '../../repositories/directionDocuments.js';
import { insertVision, insertVisionVersion, updateVision } from '../../repositories/visions.js';
import { isUniqueViolation } from '../common.js';
import type { StrategyService } from '../strategies.js';

/** A person's OAuth token (acting as them) may publish; API keys and app tokens draft (spec 2 §4.10). */
export const mayPublish = (actor: Actor) => actor.credential.type === 'oauth' && actor.credential.actor === 'user';
export function publishRefused(actor: Actor, what: string, ref?: string): ApiError {
  const who = actor.credential.type === 'oauth' ? 'an app token (actor=app)' : 'an API key';
  return new ApiError('FORBIDDEN', `${what} needs a person: ${who} may create and edit drafts of direction documents but not publish them`, {
    data: { credential: actor.credential.type, reason: 'publish_needs_person' },
    suggestion: ref
      ? `Leave the draft of ${ref} for a person to review and publish, with an OAuth token acting as themselves.`
      : 'Send it without publish: it is created with your text as its draft, for a person to review and publish with an OAuth token acting as themselves.',
  });
}

/** Publishes `title`/`body` as the document's next version, whatever its kind (and promotes a pending one). */
export async function commitNextVersion(
  trx: Knex.Transaction,
  actor: Actor,
  strategies: StrategyService,
  doc: DocRow,
  next: { title: string; body: string; changeNote?: string },
): Promise<void> {
  const changeNote = (next.changeNote ?? '').trim();
  for (const [field, value] of [
    ['title', next.title],
    ['body', next.body],
  ] as const) {
    if (!value.trim()) {
      throw new ApiError('VALIDATION_FAILED', `The text to publish has an empty ${field}`, {
        details: [{ field: `draft.${field}`, message: 'must not be empty to publish' }],
        suggestion: `Save a draft with a ${field} (POST /api/v1/direction-documents/${refOf(doc.kind, doc.number)}/draft), then publish.`,
      });
    }
  }
  if (doc.source === 'visions') {
    if (next.title === doc.title && next.body === doc.body) return;
    const version = doc.version + 1;
    await updateVision(trx, actor.orgId, doc.id, { name: next.title, narrative: next.body, version, updated_at: trx.fn.now() });
    await insertVisionVersion(trx, actor.orgId, { visionId: doc.id, version, name: next.title, narrative: next.body, changeNote, createdBy: actor.userId });
  } else if (doc.source === 'strategies') {
    refuseNotOwner(actor, doc, 'publish');
    // A draft strategy published here is announced once, as published (not also as edited).
    await strategies.commitVersion(trx, actor, doc.id, { name: next.title, content: next.body, changeNote, announce: doc.status !== 'draft' });
    if (doc.status === 'draft') await strategies.setStatus(trx, actor, doc.id, 'active');
  } else if (doc.version === 0 && doc.kind === 'vision') {
    // A pending vision becomes the real one: same id, same number (so the same ref), its drafter its owner.
    await deleteDirectionDocument(trx, actor.orgId, doc.id);
    if (doc.scope === 'company') await refuseSecondCompanyVision(trx, actor);
    await insertPublishedVision(trx, actor, {
      id: doc.id,
      number: doc.number,
      scope: doc.scope!,
      title: next.title,
      body: next.body,
      changeNote,
      ownerId: doc.owner_id,
    });
  } else {
    if (doc.version > 0 && next.title === doc.title && next.body === doc.body) return;
    const version = doc.version + 1;
    await updateDirectionDocument(trx, actor.orgId, doc.id, {
      title: next.title,
      body: next.body,
      version,
      status: doc.status === 'draft' ? 'active' : doc.status,
    });
    await insertDirectionDocumentVersion(trx, actor.orgId, {
      documentId: doc.id,
      version,
      title: next.title,
      body: next.body,
      changeNote,
      createdBy: actor.userId,
    });
  }
}

export async function insertPublishedVision(
  trx: Knex.Transaction,
  actor: Actor,
  v: { id?: string; number: number; scope: 'company' | 'product'; title: string; body: string; changeNote?: string; ownerId?: string | null },
): Promise<string> {
  try {
    const row = await insertVision(trx, actor.orgId, {
      ...(v.id ? { id: v.id } : {}),
      number: v.number,
      name: v.title,
      kind: v.scope,
      narrative: v.body,
      version: 1,
      owner_id: v.ownerId ?? actor.userId,
    });
    await insertVisionVersion(trx, actor.orgId, {
      visionId: row.id,
      version: 1,
      name: v.title,
      narrative: v.body,
      changeNote: v.changeNote ?? '',
      createdBy: actor.userId,
    });
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err, 'visions_one_company')) await refuseSecondCompanyVision(trx, actor);
    throw err;
  }
}

export async function refuseSecondCompanyVision(trx: Knex.Transaction, actor: Actor): Promise<void> {
  const existing = await findCompanyVisionDocument(trx, actor.orgId);
  if (!existing) return;
  throw new ApiError('ALREADY_EXISTS', 'This org already has a company vision', {
    data: { existingRef: refOf('vision', existing.number) },
    suggestion: `Create it with scope "product", or edit the company vision ${refOf('vision', existing.number)} (PATCH /api/v1/direction-documents/${refOf('vision', existing.number)}).`,
  });
}

export async function writeDraft(trx: Knex.Transaction, actor: Actor, documentId: string, kind: Kind, title: string, body: string): Promise<void> {
  await upsertDirectionDraft(trx, actor.orgId, { documentId, kind, title, body, updatedBy: actor.userId });
}

/**
 * 409 for a write to an archived document: archived is final in directionDocumentMachine, and read-only. `to`: the
 * status a publish or archive asked for (error.data.from/to); without it the write was an edit.
 */
export function refuseArchived(doc: DocRow, what: string, to?: DocRow['status']): void {
  if (!directionDocumentMachine.isFinal(doc.status)) return;
  throw new ApiError('INVALID_STATE_TRANSITION', `${refOf(doc.kind, doc.number)} is archived and cannot be ${what}`, {
    data: { documentId: doc.id, status: doc.status, ...(to ? { from: doc.status, to } : {}), allowed: directionDocumentMachine.allowed(doc.status) },
    suggestion: 'Archived direction documents are read-only; create a new document instead.',
  });
}

export function refuseNotOwner(actor: Actor, doc: DocRow, what: string): void {
  if (doc.owner_id === actor.userId) return;
  const ref = refOf(doc.kind, doc.number);
  throw new ApiError('FORBIDDEN', `Only the owner of strategy ${ref} may ${what} it`, {
    data: { ref, ownerId: doc.owner_id },
    suggestion: doc.owner_id
      ? `Only its owner (user ${doc.owner_id}) can ${what} ${ref}, here or with POST /api/v1/strategies/${ref}/publish and /archive; save your text as a draft for them.`
      : `${ref} has no owner any more, so nobody can ${what} it.`,
  });
}
