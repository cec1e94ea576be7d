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
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { directionDocumentMachine } from '../core/machines/directionDocument.js';
import { ApiError, notFound, requireCapability } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import { isUuid } from '../repositories/refs.js';
import { loggedColumn } from '../repositories/activities.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { iso, isUniqueViolation } from './common.js';
import { StrategyService } from './strategies.js';

export type DirectionDocument = components['schemas']['DirectionDocument'];
export type DirectionDocumentSummary = components['schemas']['DirectionDocumentSummary'];
export type DirectionDocumentVersion = components['schemas']['DirectionDocumentVersion'];
export type DirectionDocumentChange = components['schemas']['DirectionDocumentChange'];
export type DirectionDraft = components['schemas']['DirectionDocumentDraft'];
export type Kind = 'vision' | 'strategy' | 'product_spec' | 'context';

const PREFIX: Record<Kind, string> = { vision: 'VIS', strategy: 'STR', product_spec: 'SPEC', context: 'CTX' };
const KIND_OF_PREFIX: Record<string, Kind> = { VIS: 'vision', STR: 'strategy', SPEC: 'product_spec', CTX: 'context' };
/** The read capability a kind needs beyond direction:read. */
const KIND_READ: Record<Kind, string | undefined> = { vision: 'vision:read', strategy: 'strategy:read', product_spec: undefined, context: undefined };
const KINDS: Kind[] = ['vision', 'strategy', 'product_spec', 'context'];
const LIST_HREF = '/api/v1/direction-documents';

export const contentHash = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

/** Every document of an org as one relation: published visions and strategies, and `direction_documents`. */
const DOCS_SQL = `(
  SELECT org_id, id, 'vision'::text AS kind, kind AS scope, number, name AS title, narrative AS body, 'active'::text AS status, version, owner_id, created_at, updated_at, 'visions'::text AS source FROM visions WHERE org_id = ?
  UNION ALL
  SELECT org_id, id, 'strategy', NULL, number, name, content, status, version, owner_id, created_at, updated_at, 'strategies' FROM strategies WHERE org_id = ?
  UNION ALL
  SELECT org_id, id, kind, scope, number, title, body, status, version, owner_id, created_at, updated_at, 'direction_documents' FROM direction_documents WHERE org_id = ?
) AS d`;
/** Every published version of an org's documents. */
const VERSIONS_SQL = `(
  SELECT v.org_id, v.vision_id AS document_id, 'vision'::text AS kind, x.number, v.version, v.name AS title, v.narrative AS body, v.change_note, v.created_by, v.created_at
    FROM vision_versions v JOIN visions x ON x.org_id = v.org_id AND x.id = v.vision_id WHERE v.org_id = ?
  UNION ALL
  SELECT v.org_id, v.strategy_id, 'strategy', x.number, v.version, v.name, v.content, v.change_note, v.created_by, v.created_at
    FROM strategy_versions v JOIN strategies x ON x.org_id = v.org_id AND x.id = v.strategy_id WHERE v.org_id = ?
  UNION ALL
  SELECT v.org_id, v.document_id, x.kind, x.number, v.version, v.title, v.body, v.change_note, v.created_by, v.created_at
    FROM direction_document_versions v JOIN direction_documents x ON x.org_id = v.org_id AND x.id = v.document_id WHERE v.org_id = ?
) AS v`;

interface DocRow {
  org_id: string; id: string; kind: Kind; scope: 'company' | 'product' | null; number: number; title: string; body: string;
  status: 'draft' | 'active' | 'archived'; version: number; owner_id: string | null; created_at: Date; updated_at: Date;
  source: 'visions' | 'strategies' | 'direction_documents'; has_draft?: boolean; content_hash: string;
}
interface VersionRow { document_id: string; kind: Kind; number: number; version: number; title: string; body: string; change_note: string; created_by: string | null; created_at: Date; content_hash?: string }

const refOf = (kind: Kind, n: number) => `${PREFIX[kind]}-${n}`;
const summary = (r: DocRow): DirectionDocumentSummary => ({
  id: r.id, orgId: r.org_id, ref: refOf(r.kind, r.number), kind: r.kind, scope: r.scope, title: r.title, status: r.status, version: r.version,
  contentHash: r.version > 0 ? r.content_hash : null, hasDraft: Boolean(r.has_draft), ownerId: r.owner_id,
  createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});
const toDocument = (r: DocRow): DirectionDocument => ({ ...summary(r), body: r.version > 0 ? r.body : null });
const toVersion = (r: VersionRow): DirectionDocumentVersion => ({
  documentId: r.document_id, ref: refOf(r.kind, r.number), kind: r.kind, version: r.version, title: r.title, body: r.body, contentHash: contentHash(r.body),
  changeNote: r.change_note, label: r.change_note || `v${r.version}`, createdBy: r.created_by, createdAt: iso(r.created_at)!,
});

const LIST: ListOrder = { name: 'direction-documents', direction: 'asc', keys: [{ expr: 'd.kind', type: 'text' }, { expr: 'd.number', type: 'int' }] };
const VERSIONS: ListOrder = { name: 'direction-document-versions', direction: 'desc', keys: [{ expr: 'v.version', type: 'int' }] };
const CHANGES: ListOrder = { name: 'direction-document-changes', direction: 'desc', keys: [{ expr: 'v.created_at', type: 'timestamptz' }, { expr: 'v.document_id', type: 'uuid' }, { expr: 'v.version', type: 'int' }] };

/** A person's OAuth token (acting as them) may publish; API keys and app tokens draft (spec 2 §4.10). */
export const mayPublish = (actor: Actor) => actor.credential.type === 'oauth' && actor.credential.actor === 'user';
function publishRefused(actor: Actor, what: string, ref?: string): ApiError {
  const who = actor.credential.type === 'oauth' ? 'an app token (actor=app)' : 'an API key';
  return new ApiError('FORBIDDEN', `${what} needs a person: ${who} may create and edit drafts of direction documents but not publish them`, {
    data: { credential: actor.credential.type, reason: 'publish_needs_person' },
    suggestion: ref
      ? `Leave the draft of ${ref} for a person to review and publish, with an OAuth token acting as themselves.`
      : 'Send it without publish: it is created with your text as its draft, for a person to review and publish with an OAuth token acting as themselves.',
  });
}

export class DirectionDocumentService {
  constructor(private readonly db: Knex, private readonly strategies: StrategyService = new StrategyService(db)) {}

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

  /** The documents of an org; `withBody` false leaves the (possibly long) bodies in the database and hashes them there. */
  private docs(db: Knex, orgId: string, withBody = true) {
    const cols = withBody ? ['d.*'] : ['d.org_id', 'd.id', 'd.kind', 'd.scope', 'd.number', 'd.title', 'd.status', 'd.version', 'd.owner_id', 'd.created_at', 'd.updated_at', 'd.source'];
    return db.select(...cols, db.raw("encode(sha256(convert_to(d.body, 'UTF8')), 'hex') AS content_hash"), db.raw('(dr.document_id IS NOT NULL) AS has_draft'))
      .from(db.raw(DOCS_SQL, [orgId, orgId, orgId]))
      .leftJoin('direction_drafts as dr', function joinDraft() { this.on('dr.org_id', 'd.org_id').andOn('dr.document_id', 'd.id'); });
  }

  /** The document named by a UUID or ref in the actor's org (404 otherwise), its kind's read capability checked. */
  private async find(actor: Actor, idOrRef: string, db: Knex = this.db, field = 'path.id'): Promise<DocRow> {
    const q = this.docs(db, actor.orgId);
    const m = /^(VIS|STR|SPEC|CTX)-(\d{1,9})$/.exec(idOrRef);
    if (isUuid(idOrRef)) q.where('d.id', idOrRef.toLowerCase());
    else if (m) q.where({ 'd.kind': KIND_OF_PREFIX[m[1]], 'd.number': Number(m[2]) });
    else throw notFound('Direction document', idOrRef, LIST_HREF, field);
    const row: DocRow | undefined = await q.first();
    if (!row) throw notFound('Direction document', idOrRef, LIST_HREF, field);
    this.requireKind(actor, row.kind);
    return row;
  }

  /** Locks the row the document lives in, then reads it again (inside a write transaction). */
  private async lock(trx: Knex.Transaction, actor: Actor, idOrRef: string): Promise<DocRow> {
    const found = await this.find(actor, idOrRef, trx);
    await trx(found.source).where({ org_id: actor.orgId, id: found.id }).forUpdate().first('id');
    return this.find(actor, found.id, trx);
  }

  /** GET /direction-documents: filters kind, scope (visions), status; no body; kinds the caller cannot read omitted. */
  async list(actor: Actor, q: { kind?: Kind; scope?: 'company' | 'product'; status?: DocRow['status']; cursor?: string; limit: number }): Promise<Page<DirectionDocumentSummary>> {
    const query = this.docs(this.db, actor.orgId, false).whereIn('d.kind', this.readable(actor));
    if (q.kind) query.where('d.kind', q.kind);
    if (q.scope) query.where('d.scope', q.scope);
    if (q.status) query.where('d.status', q.status);
    const page = await paginate<DocRow & Record<string, unknown>>(query, LIST, q);
    return { rows: page.rows.map(summary), nextCursor: page.nextCursor };
  }

  /** GET /direction-documents/changes: every published version, newest first; isCreation on version 1. */
  async changes(actor: Actor, q: { cursor?: string; limit: number }): Promise<Page<DirectionDocumentChange>> {
    const query = this.db.select('v.document_id', 'v.kind', 'v.number', 'v.version', 'v.title', 'v.change_note', 'v.created_by', 'v.created_at', this.db.raw("encode(sha256(convert_to(v.body, 'UTF8')), 'hex') AS content_hash"))
      .from(this.db.raw(VERSIONS_SQL, [actor.orgId, actor.orgId, actor.orgId])).whereIn('v.kind', this.readable(actor));
    const page = await paginate<VersionRow & Record<string, unknown>>(query, CHANGES, q);
    return {
      rows: page.rows.map((r) => ({
        documentId: r.document_id, ref: refOf(r.kind, r.number), kind: r.kind, version: r.version, title: r.title, contentHash: r.content_hash!,
        changeNote: r.change_note, label: r.change_note || `v${r.version}`, createdBy: r.created_by, createdAt: iso(r.created_at)!, isCreation: r.version === 1,
      })),
      nextCursor: page.nextCursor,
    };
  }

  /**
   * The UUID of a document the caller may read (its activity log, spec 2 §4.3); a deleted document's log by its UUID,
   * to whoever may read documents of its kind (as the log recorded it). 404 naming `field` otherwise.
   */
  async readableId(actor: Actor, idOrRef: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, 'direction:read', 'Reading the activity log of a direction document');
    if (isUuid(idOrRef) && !(await this.db('direction_documents').where({ org_id: actor.orgId, id: idOrRef.toLowerCase() }).first('id'))) {
      const kind = await loggedColumn(this.db, actor.orgId, 'direction_document', idOrRef.toLowerCase(), 'kind');
      if (typeof kind === 'string' && kind in KIND_READ) {
        this.requireKind(actor, kind as Kind);
        return idOrRef.toLowerCase();
      }
    }
    return (await this.find(actor, idOrRef, this.db, field)).id;
  }

  async get(actor: Actor, idOrRef: string): Promise<DirectionDocument> {
    return toDocument(await this.find(actor, idOrRef));
  }

  /**
   * POST /direction-documents: `{kind, scope (vision), title, body, publish}`. Without publish (and always for keys and
   * app tokens, which get 403 when asking to publish) a vision, product spec or context is created with `body` as its
   * draft and nothing published (version 0); a strategy is created as a /strategies strategy in status draft (version
   * 1, owned by the caller). With publish, version 1 is published (a strategy is active). A second company vision is
   * 409.
   */
  async create(actor: Actor, input: { kind: Kind; scope?: 'company' | 'product'; title: string; body: string; publish?: boolean }): Promise<DirectionDocument> {
    this.requireKind(actor, input.kind);
    if (input.kind === 'vision' && !input.scope) input = { ...input, scope: 'company' };
    if (input.kind !== 'vision' && input.scope) {
      throw new ApiError('VALIDATION_FAILED', 'scope applies to vision documents only', {
        details: [{ field: 'body.scope', message: `is for kind vision; a ${input.kind} has none` }], suggestion: 'Leave scope out, or create a vision.',
      });
    }
    if (input.publish && !mayPublish(actor)) throw publishRefused(actor, 'Creating a published direction document');
    return this.db.transaction(async (trx) => {
      if (input.kind === 'vision' && input.scope === 'company') await this.refuseSecondCompanyVision(trx, actor);
      const counter = input.kind === 'vision' ? 'vision' : input.kind;
      const number = await nextNumber(trx, actor.orgId, counter);
      let id: string;
      if (input.publish && input.kind === 'vision') {
        id = await this.insertVision(trx, actor, { number, scope: input.scope!, title: input.title, body: input.body });
      } else if (input.kind === 'strategy') {
        // A strategy has its own draft status (spec 2 §4.9): created here it is a /strategies strategy at once —
        // status draft unless a person publishes — so its owner can publish it through /strategies with a key.
        id = (await this.strategies.insert(trx, actor, { number, name: input.title, content: input.body, status: input.publish ? 'active' : 'draft' })).id;
      } else {
        const published = Boolean(input.publish);
        const [row] = await trx('direction_documents').insert({
          org_id: actor.orgId, kind: input.kind, scope: input.kind === 'vision' ? input.scope : null, number, owner_id: actor.userId,
          title: input.title, body: published ? input.body : '', version: published ? 1 : 0, status: published ? 'active' : 'draft',
        }).returning('id');
        id = row.id;
        if (published) await trx('direction_document_versions').insert({ org_id: actor.orgId, document_id: id, version: 1, title: input.title, body: input.body, created_by: actor.userId });
        else await this.writeDraft(trx, actor, id, input.kind, input.title, input.body);
      }
      return toDocument(await this.find(actor, id, trx));
    });
  }

  /** PATCH: with a key or app token the draft takes the edit; with a person's token it is published as the next version. */
  async update(actor: Actor, idOrRef: string, input: { title?: string; body?: string; changeNote?: string }): Promise<DirectionDocument> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      this.refuseArchived(doc, 'edited');
      const draft = await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).first('title', 'body');
      const base = draft ?? { title: doc.title, body: doc.body };
      const title = input.title ?? base.title;
      const body = input.body ?? base.body;
      if (!mayPublish(actor)) {
        await this.writeDraft(trx, actor, doc.id, doc.kind, title, body);
      } else {
        await this.commit(trx, actor, doc, { title, body, changeNote: input.changeNote });
        // A draft the person's edit did not come from stays; one that now equals the published text is spent.
        if (draft && draft.title === title && draft.body === body) await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).del();
      }
      return toDocument(await this.find(actor, doc.id, trx));
    });
  }

  /** GET /{id}/draft: the working copy `{title, body, nextVersion, updatedBy, updatedAt}`, or null. */
  async draft(actor: Actor, idOrRef: string): Promise<DirectionDraft | null> {
    const doc = await this.find(actor, idOrRef);
    const row = await this.db('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).first();
    return row ? { documentId: doc.id, title: row.title, body: row.body, nextVersion: doc.version + 1, updatedBy: row.updated_by, updatedAt: iso(row.updated_at)! } : null;
  }

  /** POST /{id}/draft: replaces the working copy (title defaults to the current draft's or published title). */
  async saveDraft(actor: Actor, idOrRef: string, input: { title?: string; body: string }): Promise<DirectionDraft> {
    await this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      this.refuseArchived(doc, 'drafted');
      const current = await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).first('title');
      await this.writeDraft(trx, actor, doc.id, doc.kind, input.title ?? current?.title ?? doc.title, input.body);
    });
    return (await this.draft(actor, idOrRef))!;
  }

  /** POST /{id}/discard-draft: removes the working copy (none: nothing changes). */
  async discardDraft(actor: Actor, idOrRef: string): Promise<DirectionDocument> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).del();
      return toDocument(await this.find(actor, doc.id, trx));
    });
  }

  /** POST /{id}/publish: commits the draft as the next version; 403 for keys and app tokens; 409 without a draft. */
  async publish(actor: Actor, idOrRef: string, input: { changeNote?: string }): Promise<DirectionDocument> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef); // 404 before the credential rule
      if (!mayPublish(actor)) throw publishRefused(actor, 'Publishing a direction document', refOf(doc.kind, doc.number));
      this.refuseArchived(doc, 'published', 'active');
      const draft = await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).first('title', 'body');
      if (!draft && doc.source === 'strategies' && doc.status === 'draft') {
        // A strategy still in draft status: publishing it puts its current version in force (spec 2 §4.9).
        this.refuseNotOwner(actor, doc, 'publish');
        await this.strategies.setStatus(trx, actor, doc.id, 'active');
        return toDocument(await this.find(actor, doc.id, trx));
      }
      if (!draft) {
        throw new ApiError('INVALID_STATE_TRANSITION', `${refOf(doc.kind, doc.number)} has no draft to publish`, {
          data: { documentId: doc.id, version: doc.version, hasDraft: false },
          suggestion: `Write the next version first: POST /api/v1/direction-documents/${refOf(doc.kind, doc.number)}/draft, then publish it.`,
        });
      }
      await this.commit(trx, actor, doc, { title: draft.title, body: draft.body, changeNote: input.changeNote });
      await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).del();
      return toDocument(await this.find(actor, doc.id, trx));
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
      this.refuseArchived(doc, 'archived again', 'archived');
      if (doc.source === 'strategies') {
        this.refuseNotOwner(actor, doc, 'archive');
        await this.strategies.setStatus(trx, actor, doc.id, 'archived');
      } else {
        await trx('direction_documents').where({ org_id: actor.orgId, id: doc.id }).update({ status: 'archived', updated_at: trx.fn.now() });
      }
      await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).del();
      return toDocument(await this.find(actor, doc.id, trx));
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
          suggestion: doc.kind === 'strategy'
            ? `Archive it instead: POST /api/v1/direction-documents/${refOf(doc.kind, doc.number)}/archive (it stays readable, read-only).`
            : 'Visions are kept: edit the vision instead.',
        });
      }
      await trx('direction_drafts').where({ org_id: actor.orgId, document_id: doc.id }).del();
      await trx('direction_documents').where({ org_id: actor.orgId, id: doc.id }).del();
      return { id: doc.id, deleted: true as const };
    });
  }

  /** GET /{id}/versions: published versions, newest first. */
  async versions(actor: Actor, idOrRef: string, q: { cursor?: string; limit: number }): Promise<Page<DirectionDocumentVersion>> {
    const doc = await this.find(actor, idOrRef);
    const query = this.db.select('v.*').from(this.db.raw(VERSIONS_SQL, [actor.orgId, actor.orgId, actor.orgId])).where('v.document_id', doc.id);
    const page = await paginate<VersionRow & Record<string, unknown>>(query, VERSIONS, q);
    return { rows: page.rows.map(toVersion), nextCursor: page.nextCursor };
  }

  /** POST /{id}/versions/{version}/rename: the note labels the version (empty clears it: label v{n}). */
  async renameVersion(actor: Actor, idOrRef: string, version: number, note: string): Promise<DirectionDocumentVersion> {
    return this.db.transaction(async (trx) => {
      const doc = await this.lock(trx, actor, idOrRef);
      this.refuseArchived(doc, 'relabelled');
      if (doc.source === 'strategies') this.refuseNotOwner(actor, doc, 'rename a version of');
      const [table, column] = ({ visions: ['vision_versions', 'vision_id'], strategies: ['strategy_versions', 'strategy_id'], direction_documents: ['direction_document_versions', 'document_id'] } as const)[doc.source];
      const n = await trx(table).where({ org_id: actor.orgId, [column]: doc.id, version }).update({ change_note: note.trim() });
      if (!n) {
        throw new ApiError('NOT_FOUND', `${refOf(doc.kind, doc.number)} has no version ${version}`, {
          details: [{ field: 'path.version', message: 'is not a published version of this document' }],
          suggestion: `List its versions with GET /api/v1/direction-documents/${refOf(doc.kind, doc.number)}/versions.`,
        });
      }
      const row = await trx.select('v.*').from(trx.raw(VERSIONS_SQL, [actor.orgId, actor.orgId, actor.orgId])).where({ 'v.document_id': doc.id, 'v.version': version }).first();
      return toVersion(row);
    });
  }

  // ---- writes shared by the operations above

  /** Publishes `title`/`body` as the document's next version, whatever its kind (and promotes a pending one). */
  private async commit(trx: Knex.Transaction, actor: Actor, doc: DocRow, next: { title: string; body: string; changeNote?: string }): Promise<void> {
    const changeNote = (next.changeNote ?? '').trim();
    for (const [field, value] of [['title', next.title], ['body', next.body]] as const) {
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
      await trx('visions').where({ org_id: actor.orgId, id: doc.id }).update({ name: next.title, narrative: next.body, version, updated_at: trx.fn.now() });
      await trx('vision_versions').insert({ org_id: actor.orgId, vision_id: doc.id, version, name: next.title, narrative: next.body, change_note: changeNote, created_by: actor.userId });
    } else if (doc.source === 'strategies') {
      this.refuseNotOwner(actor, doc, 'publish');
      // A draft strategy published here is announced once, as published (not also as edited).
      await this.strategies.commitVersion(trx, actor, doc.id, { name: next.title, content: next.body, changeNote, announce: doc.status !== 'draft' });
      if (doc.status === 'draft') await this.strategies.setStatus(trx, actor, doc.id, 'active');
    } else if (doc.version === 0 && doc.kind === 'vision') {
      // A pending vision becomes the real one: same id, same number (so the same ref), its drafter its owner.
      await trx('direction_documents').where({ org_id: actor.orgId, id: doc.id }).del();
      if (doc.scope === 'company') await this.refuseSecondCompanyVision(trx, actor);
      await this.insertVision(trx, actor, { id: doc.id, number: doc.number, scope: doc.scope!, title: next.title, body: next.body, changeNote, ownerId: doc.owner_id });
    } else {
      if (doc.version > 0 && next.title === doc.title && next.body === doc.body) return;
      const version = doc.version + 1;
      await trx('direction_documents').where({ org_id: actor.orgId, id: doc.id })
        .update({ title: next.title, body: next.body, version, status: doc.status === 'draft' ? 'active' : doc.status, updated_at: trx.fn.now() });
      await trx('direction_document_versions').insert({ org_id: actor.orgId, document_id: doc.id, version, title: next.title, body: next.body, change_note: changeNote, created_by: actor.userId });
    }
  }

  private async insertVision(trx: Knex.Transaction, actor: Actor, v: { id?: string; number: number; scope: 'company' | 'product'; title: string; body: string; changeNote?: string; ownerId?: string | null }): Promise<string> {
    try {
      const [row] = await trx('visions').insert({
        ...(v.id ? { id: v.id } : {}), org_id: actor.orgId, number: v.number, name: v.title, kind: v.scope, narrative: v.body, version: 1, owner_id: v.ownerId ?? actor.userId,
      }).returning('id');
      await trx('vision_versions').insert({ org_id: actor.orgId, vision_id: row.id, version: 1, name: v.title, narrative: v.body, change_note: v.changeNote ?? '', created_by: actor.userId });
      return row.id;
    } catch (err) {
      if (isUniqueViolation(err, 'visions_one_company')) await this.refuseSecondCompanyVision(trx, actor);
      throw err;
    }
  }

  private async refuseSecondCompanyVision(trx: Knex.Transaction, actor: Actor): Promise<void> {
    const existing = await trx.select('d.kind', 'd.number').from(trx.raw(DOCS_SQL, [actor.orgId, actor.orgId, actor.orgId])).where({ 'd.kind': 'vision', 'd.scope': 'company' }).first();
    if (!existing) return;
    throw new ApiError('ALREADY_EXISTS', 'This org already has a company vision', {
      data: { existingRef: refOf('vision', existing.number) },
      suggestion: `Create it with scope "product", or edit the company vision ${refOf('vision', existing.number)} (PATCH /api/v1/direction-documents/${refOf('vision', existing.number)}).`,
    });
  }

  private async writeDraft(trx: Knex.Transaction, actor: Actor, documentId: string, kind: Kind, title: string, body: string): Promise<void> {
    await trx('direction_drafts').insert({ org_id: actor.orgId, document_id: documentId, kind, title, body, updated_by: actor.userId, updated_at: trx.fn.now() })
      .onConflict(['org_id', 'document_id']).merge(['title', 'body', 'updated_by', 'updated_at']);
  }

  /**
   * 409 for a write to an archived document: archived is final in directionDocumentMachine, and read-only. `to`: the
   * status a publish or archive asked for (error.data.from/to); without it the write was an edit.
   */
  private refuseArchived(doc: DocRow, what: string, to?: DocRow['status']): void {
    if (!directionDocumentMachine.isFinal(doc.status)) return;
    throw new ApiError('INVALID_STATE_TRANSITION', `${refOf(doc.kind, doc.number)} is archived and cannot be ${what}`, {
      data: { documentId: doc.id, status: doc.status, ...(to ? { from: doc.status, to } : {}), allowed: directionDocumentMachine.allowed(doc.status) },
      suggestion: 'Archived direction documents are read-only; create a new document instead.',
    });
  }

  private refuseNotOwner(actor: Actor, doc: DocRow, what: string): void {
    if (doc.owner_id === actor.userId) return;
    const ref = refOf(doc.kind, doc.number);
    throw new ApiError('FORBIDDEN', `Only the owner of strategy ${ref} may ${what} it`, {
      data: { ref, ownerId: doc.owner_id },
      suggestion: doc.owner_id
        ? `Only its owner (user ${doc.owner_id}) can ${what} ${ref}, here or with POST /api/v1/strategies/${ref}/publish and /archive; save your text as a draft for them.`
        : `${ref} has no owner any more, so nobody can ${what} it.`,
    });
  }
}
