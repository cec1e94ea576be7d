/**
 * Direction documents (spec 2 §4.10; spec 1 §2.10): one document model over four kinds.
 *
 * - `vision` (scope company | product) IS the vision of /visions: same id, ref VIS-<n>, versions and content.
 * - `strategy` IS the strategy of /strategies: same id, ref STR-<n>, versions and content (src/services/strategies.ts).
 * - `product_spec` (SPEC-<n>) and `context` (CTX-<n>) live only here (`direction_documents`).
 * A vision created here as a draft is "pending" (version 0, a `direction_documents` row with its number reserved)
 * until first published, when it becomes a row of `visions` with the same id and number; a pending vision may be
 * deleted. A strategy created here is a /strategies strategy at once (status draft unless a person publishes): it
 * has its own draft status, and its owner publishes it — here with a person's token, or via /strategies with a key.
 *
 * Published content is `body` (vision narrative, strategy content); `contentHash` is its SHA-256 (hex), null before
 * the first publish, and changes only on publish. The working copy (`direction_drafts`) is separate: saving a draft
 * never changes the published body.
 *
 * Who publishes (spec 2 §4.10): keys and app tokens (actor=app) create drafts and edit drafts; creating with
 * `publish: true` and POST …/publish are 403 for them — a person publishes, with an OAuth token acting as them.
 * PATCH with a key or app token writes the draft; with a user token it publishes a new version. The per-kind paths
 * keep their own rules (PATCH /visions with a key versions; /strategies/{id}/publish is the owner's).
 *
 * Capabilities: direction:read|create|update|delete, plus the read capability of the kind (vision:read for visions,
 * strategy:read for strategies); lists omit kinds the caller cannot read. A strategy's owner alone publishes or
 * archives it here too (spec 2 §4.9).
 */
import type { Knex } from 'knex';
import type { Schema, QueryParams, RequestBody } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound, requireCapability } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import { isUuid } from '../repositories/refs.js';
import { loggedColumn } from '../repositories/activities.js';
import type { Page } from '../repositories/paging.js';
import {
  type DocRow,
  type Kind,
  deleteDirectionDocument,
  deleteDirectionDraft,
  directionDocumentRowExists,
  findDirectionDocument,
  findDirectionDocumentByNumber,
  findDirectionDocumentVersion,
  findDirectionDraft,
  insertDirectionDocument,
  insertDirectionDocumentVersion,
  listDirectionDocumentChanges,
  listDirectionDocumentVersions,
  listDirectionDocuments,
  lockDirectionDocument,
  refOf,
  toDirectionDocument,
  toDirectionDocumentChange,
  toDirectionDocumentDraft,
  toDirectionDocumentSummary,
  toDirectionDocumentVersion,
  updateDirectionDocument,
  updateDirectionDocumentVersionNote,
} from '../repositories/directionDocuments.js';
import { updateStrategyVersionNote } from '../repositories/strategies.js';
import { updateVisionVersionNote } from '../repositories/visions.js';
import { StrategyService } from './strategies.js';
import {
  commitNextVersion,
  insertPublishedVision,
  mayPublish,
  publishRefused,
  refuseArchived,
  refuseNotOwner,
  refuseSecondCompanyVision,
  writeDraft,
} from './directionDocuments/publishing.js';

export { contentHash, type Kind } from '../repositories/directionDocuments.js';
export { mayPublish } from './directionDocuments/publishing.js';
export type DirectionDocument = Schema<'DirectionDocument'>;
export type DirectionDocumentSummary = Schema<'DirectionDocumentSummary'>;
export type DirectionDocumentVersion = Schema<'DirectionDocumentVersion'>;
export type DirectionDocumentChange = Schema<'DirectionDocumentChange'>;
export type DirectionDraft = Schema<'DirectionDocumentDraft'>;

const KIND_OF_PREFIX: Record<string, Kind> = { VIS: 'vision', STR: 'strategy', SPEC: 'product_spec', CTX: 'context' };
/** The read capability a kind needs beyond direction:read. */
const KIND_READ: Record<Kind, string | undefined> = { vision: 'vision:read', strategy: 'strategy:read', product_spec: undefined, context: undefined };
const KINDS: Kind[] = ['vision', 'strategy', 'product_spec', 'context'];
const LIST_HREF = '/api/v1/direction-documents';

export class DirectionDocumentService {
  constructor(
    private readonly db: Knex,
    private readonly strategies: StrategyService = new StrategyService(db),
  ) {}

  /** Kinds `actor` may read (direction:read is checked by the pipeline). */
  private readable(actor: Actor): Kind[] {
    return KINDS.filter((k) => !KIND_READ[k] || actor.capabilities.has(KIND_READ[k]!));
  }

  private requireKind(actor: Actor, kind: Kind): void {
    const cap = KIND_READ[kind];
    if (cap && !actor.capabilities.has(cap)) {
      throw new ApiError('FORBIDDEN', `${kind} documents need ${cap} as well as direction capabilities, which this credential does not hold`, {
        data: { required: [cap], missing: [cap] },
        suggestion: `Use a credential that also holds ${cap} (see GET /api/v1/viewer for this credential's grants).`,
      });
    }
  }

  /** The document named by a UUID or ref in the actor's org (404 otherwise), its kind's read capability checked. */
  private async find(actor: Actor, idOrRef: string, db: Knex = this.db, field = 'path.id'): Promise<DocRow> {
    // Direction document ids are not declared x-ref (a ref names one of four kinds), so the ref is read here.
    const m = /^(VIS|STR|SPEC|CTX)-(\d{1,9})$/.exec(idOrRef);
    let row: DocRow | undefined;
    if (isUuid(idOrRef)) row = await findDirectionDocument(db, actor.orgId, idOrRef.toLowerCase());
    else if (m) row = await findDirectionDocumentByNumber(db, actor.orgId, KIND_OF_PREFIX[m[1]], Number(m[2]));
    else throw notFound('Direction document', idOrRef, LIST_HREF, field);
    if (!row) throw notFound('Direction document', idOrRef, LIST_HREF, field);
    this.requireKind(actor, row.kind);
    return row;
  }

  /** Locks the row the document lives in, then reads it again (inside a write transaction). */
  private async lock(trx: Knex.Transaction, actor: Actor, idOrRef: string): Promise<DocRow> {
    const found = await this.find(actor, idOrRef, trx);
    await lockDirectionDocument(trx, actor.orgId, found.source, found.id);
    return this.find(actor, found.id, trx);
  }

  /** GET /direction-documents: filters kind, scope (visions), status; no body; kinds the caller cannot read omitted. */
  async list(actor: Actor, q: QueryParams<'listDirectionDocuments'> & { limit: number }): Promise<Page<DirectionDocumentSummary>> {
    const page = await listDirectionDocuments(this.db, actor.orgId, { kinds: this.readable(actor), kind: q.kind, scope: q.scope, status: q.status }, q);
    return { rows: page.rows.map(toDirectionDocumentSummary), nextCursor: page.nextCursor };
  }

  /** GET /direction-documents/changes: every published version, newest first; isCreation on version 1. */
  async changes(actor: Actor, q: QueryParams<'listDirectionDocumentChanges'> & { limit: number }): Promise<Page<DirectionDocumentChange>> {
    const page = await listDirectionDocumentChanges(this.db, actor.orgId, this.readable(actor), q);
    return { rows: page.rows.map(toDirectionDocumentChange), nextCursor: page.nextCursor };
  }

  /**
   * The UUID of a document the caller may read (its activity log, spec 2 §4.3); a deleted document's log by its UUID,
   * to whoever may read documents of its kind (as the log recorded it). 404 naming `field` otherwise.
   */
  async readableId(actor: Actor, idOrRef: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, 'direction:read', 'Reading the activity log of a direction document');
    if (isUuid(idOrRef) && !(await directionDocumentRowExists(this.db, actor.orgId, idOrRef.toLowerCase()))) {
      const kind = await loggedColumn(this.db, actor.orgId, 'direction_document', idOrRef.toLowerCase(), 'kind');
      if (typeof kind === 'string' && kind in KIND_READ) {
        this.requireKind(actor, kind as Kind);
        return idOrRef.toLowerCase();
      }
    }
    return (await this.find(actor, idOrRef, this.db, field)).id;
  }

  async get(actor: Actor, idOrRef: string): Promise<DirectionDocument> {
    return toDirectionDocument(await this.find(actor, idOrRef));
  }

  /**
   * POST /direction-documents: `{kind, scope (vision), title, body, publish}`. Without publish (and always for keys and
   * app tokens, which get 403 when asking to publish) a vision, product spec or context is created with `body` as its
   * draft and nothing published (version 0); a strategy is created as a /strategies strategy in status draft (version
   * 1, owned by the caller). With publish, version 1 is published (a strategy is active). A second company vision is
   * 409.
   */
  async create(actor: Actor, input: RequestBody<'createDirectionDocument'>): Promise<DirectionDocument> {
    this.requireKind(actor, input.kind);
    if (input.kind === 'vision' && !input.scope) input = { ...input, scope: 'company' };
    if (input.kind !== 'vision' && input.scope) {
      throw new ApiError('VALIDATION_FAILED', 'scope applies to vision documents only', {
        details: [{ field: 'body.scope', message: `is for kind vision; a ${input.kind} has none` }],
        suggestion: 'Leave scope out, or create a vision.',
      });
    }
    if (input.publish && !mayPublish(actor)) throw publishRefused(actor, 'Creating a published direction document');
    return this.db.transaction(async (trx) => {
      if (input.kind === 'vision' && input.scope === 'company') await refuseSecondCompanyVision(trx, actor);
      const counter = input.kind === 'vision' ? 'vision' : input.kind;
      const number = await nextNumber(trx, actor.orgId, counter);
      let id: string;
      if (input.publish && input.kind === 'vision') {
        id = await insertPublishedVision(trx, actor, { number, scope: input.scope!, title: input.title, body: input.body });
      } else if (input.kind === 'strategy') {
        // A strategy has its own draft status (spec 2 §4.9): created here it is a /strategies strategy at once —
        // status draft unless a person publishes — so its owner can publish it through /strategies with a key.
        id = (await this.strategies.insert(trx, actor, { number, name: input.title, content: input.body, status: input.publish ? 'active' : 'draft' })).id;
      } else {
        const published = Boolean(input.publish);
        id = await insertDirectionDocument(trx, actor.orgId, {
          kind: input.kind,
          scope: input.kind === 'vision' ? (input.scope ?? null) : null,
          number,
          ownerId: actor.userId,
          title: input.title,
          body: published ? input.body : '',
          version: published ? 1 : 0,
          status: published ? 'active' : 'draft',
        });
        if (published)
          await insertDirectionDocumentVersion(trx, actor.orgId, { documentId: id, version: 1, title: input.title, body: input.body, createdBy: actor.userId });
        else await writeDraft(trx, actor, id, input.kind, input.title, input.body);
      }
      return toDirectionDocument(await this.find(actor, id, trx));
    });
  }

  /** PATCH: with a key or app token the draft takes the edit; with a person's token it is published as the next version. */
  async update(actor: Actor, idOrRef: string, input: RequestBody<'updateDirectionDocument'>): Promise<DirectionDocument> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      refuseArchived(doc, 'edited');
      const draft = await findDirectionDraft(trx, actor.orgId, doc.id);
      const base = draft ?? { title: doc.title, body: doc.body };
      const title = input.title ?? base.title;
      const body = input.body ?? base.body;
      if (!mayPublish(actor)) {
        await writeDraft(trx, actor, doc.id, doc.kind, title, body);
      } else {
        await commitNextVersion(trx, actor, this.strategies, doc, { title, body, changeNote: input.changeNote });
        // A draft the person's edit did not come from stays; one that now equals the published text is spent.
        if (draft && draft.title === title && draft.body === body) await deleteDirectionDraft(trx, actor.orgId, doc.id);
      }
      return toDirectionDocument(await this.find(actor, doc.id, trx));
    });
  }

  /** GET /{id}/draft: the working copy `{title, body, nextVersion, updatedBy, updatedAt}`, or null. */
  async draft(actor: Actor, idOrRef: string): Promise<DirectionDraft | null> {
    const doc = await this.find(actor, idOrRef);
    const row = await findDirectionDraft(this.db, actor.orgId, doc.id);
    return row ? toDirectionDocumentDraft(row, doc.version) : null;
  }

  /** POST /{id}/draft: replaces the working copy (title defaults to the current draft's or published title). */
  async saveDraft(actor: Actor, idOrRef: string, input: RequestBody<'saveDirectionDocumentDraft'>): Promise<DirectionDraft> {
    await this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      refuseArchived(doc, 'drafted');
      const current = await findDirectionDraft(trx, actor.orgId, doc.id);
      await writeDraft(trx, actor, doc.id, doc.kind, input.title ?? current?.title ?? doc.title, input.body);
    });
    return (await this.draft(actor, idOrRef))!;
  }

  /** POST /{id}/discard-draft: removes the working copy (none: nothing changes). */
  async discardDraft(actor: Actor, idOrRef: string): Promise<DirectionDocument> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      await deleteDirectionDraft(trx, actor.orgId, doc.id);
      return toDirectionDocument(await this.find(actor, doc.id, trx));
    });
  }

  /** POST /{id}/publish: commits the draft as the next version; 403 for keys and app tokens; 409 without a draft. */
  async publish(actor: Actor, idOrRef: string, input: RequestBody<'publishDirectionDocument'>): Promise<DirectionDocument> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef); // 404 before the credential rule
      if (!mayPublish(actor)) throw publishRefused(actor, 'Publishing a direction document', refOf(doc.kind, doc.number));
      refuseArchived(doc, 'published', 'active');
      const draft = await findDirectionDraft(trx, actor.orgId, doc.id);
      if (!draft && doc.source === 'strategies' && doc.status === 'draft') {
        // A strategy still in draft status: publishing it puts its current version in force (spec 2 §4.9).
        refuseNotOwner(actor, doc, 'publish');
        await this.strategies.setStatus(trx, actor, doc.id, 'active');
        return toDirectionDocument(await this.find(actor, doc.id, trx));
      }
      if (!draft) {
        throw new ApiError('INVALID_STATE_TRANSITION', `${refOf(doc.kind, doc.number)} has no draft to publish`, {
          data: { documentId: doc.id, version: doc.version, hasDraft: false },
          suggestion: `Write the next version first: POST /api/v1/direction-documents/${refOf(doc.kind, doc.number)}/draft, then publish it.`,
        });
      }
      await commitNextVersion(trx, actor, this.strategies, doc, { title: draft.title, body: draft.body, changeNote: input.changeNote });
      await deleteDirectionDraft(trx, actor.orgId, doc.id);
      return toDirectionDocument(await this.find(actor, doc.id, trx));
    });
  }

  /** POST /{id}/archive: strategy, product_spec and context only; archived documents are read-only. */
  async archive(actor: Actor, idOrRef: string): Promise<DirectionDocument> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      if (doc.kind === 'vision') {
        throw new ApiError('INVALID_STATE_TRANSITION', 'A vision cannot be archived', {
          data: { kind: 'vision', archivable: ['strategy', 'product_spec', 'context'] },
          suggestion: 'Edit the vision instead (PATCH), or archive the strategies and documents that depend on it.',
        });
      }
      refuseArchived(doc, 'archived again', 'archived');
      if (doc.source === 'strategies') {
        refuseNotOwner(actor, doc, 'archive');
        await this.strategies.setStatus(trx, actor, doc.id, 'archived');
      } else {
        await updateDirectionDocument(trx, actor.orgId, doc.id, { status: 'archived' });
      }
      await deleteDirectionDraft(trx, actor.orgId, doc.id);
      return toDirectionDocument(await this.find(actor, doc.id, trx));
    });
  }

  /** DELETE: product_spec and context only (a strategy is archived instead; a vision is never deleted here). */
  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      const pendingVision = doc.kind === 'vision' && doc.source === 'direction_documents'; // never published: not a vision yet
      if ((doc.kind === 'vision' && !pendingVision) || doc.kind === 'strategy') {
        throw new ApiError('INVALID_STATE_TRANSITION', `A ${doc.kind} document cannot be deleted`, {
          data: { kind: doc.kind, deletable: ['product_spec', 'context'] },
          suggestion:
            doc.kind === 'strategy'
              ? `Archive it instead: POST /api/v1/direction-documents/${refOf(doc.kind, doc.number)}/archive (it stays readable, read-only).`
              : 'Visions are kept: edit the vision instead.',
        });
      }
      await deleteDirectionDraft(trx, actor.orgId, doc.id);
      await deleteDirectionDocument(trx, actor.orgId, doc.id);
      return { id: doc.id, deleted: true as const };
    });
  }

  /** GET /{id}/versions: published versions, newest first. */
  async versions(actor: Actor, idOrRef: string, q: QueryParams<'listDirectionDocumentVersions'> & { limit: number }): Promise<Page<DirectionDocumentVersion>> {
    const doc = await this.find(actor, idOrRef);
    const page = await listDirectionDocumentVersions(this.db, actor.orgId, doc.id, q);
    return { rows: page.rows.map(toDirectionDocumentVersion), nextCursor: page.nextCursor };
  }

  /** POST /{id}/versions/{version}/rename: the note labels the version (empty clears it: label v{n}). */
  async renameVersion(actor: Actor, idOrRef: string, version: number, note: string): Promise<DirectionDocumentVersion> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      refuseArchived(doc, 'relabelled');
      if (doc.source === 'strategies') refuseNotOwner(actor, doc, 'rename a version of');
      // The versions of a published vision or strategy live in their own area's tables.
      const trimmed = note.trim();
      const found =
        doc.source === 'direction_documents'
          ? (await updateDirectionDocumentVersionNote(trx, actor.orgId, doc.id, version, trimmed)) > 0
          : doc.source === 'visions'
            ? (await updateVisionVersionNote(trx, actor.orgId, doc.id, version, trimmed)) !== undefined
            : (await updateStrategyVersionNote(trx, actor.orgId, doc.id, version, trimmed)) !== undefined;
      if (!found) {
        throw new ApiError('NOT_FOUND', `${refOf(doc.kind, doc.number)} has no version ${version}`, {
          details: [{ field: 'path.version', message: 'is not a published version of this document' }],
          suggestion: `List its versions with GET /api/v1/direction-documents/${refOf(doc.kind, doc.number)}/versions.`,
        });
      }
      return toDirectionDocumentVersion((await findDirectionDocumentVersion(trx, actor.orgId, doc.id, version))!);
    });
  }
}
