/**
 * The direction_documents table and its children (direction_document_versions, direction_drafts), and the org's
 * documents as one relation over visions, strategies and direction_documents (spec 2 §4.10; spec 1 §2.10): the row
 * types, the row→API mappers and the queries. Every function takes the knex (or transaction) first and the org id
 * second; none decides a 404 or a rule (the service does).
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

export type Kind = 'vision' | 'strategy' | 'product_spec' | 'context';
export type DocStatus = 'draft' | 'active' | 'archived';

const PREFIX: Record<Kind, string> = { vision: 'VIS', strategy: 'STR', product_spec: 'SPEC', context: 'CTX' };

/** SHA-256 (hex) of a published body: the document's contentHash. */
export const contentHash = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');
/** The ref of a document: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
export const refOf = (kind: Kind, n: number) => `${PREFIX[kind]}-${n}`;

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

/** A document as read from the union: `source` names the table it lives in; `body` absent from list reads. */
export interface DocRow {
  org_id: string;
  id: string;
  kind: Kind;
  scope: 'company' | 'product' | null;
  number: number;
  title: string;
  body: string;
  status: DocStatus;
  version: number;
  owner_id: string | null;
  created_at: Date;
  updated_at: Date;
  source: 'visions' | 'strategies' | 'direction_documents';
  has_draft?: boolean;
  content_hash: string;
}
/** A published version as read from the union (`content_hash` on change-feed reads, which leave the body out). */
export interface VersionRow {
  document_id: string;
  kind: Kind;
  number: number;
  version: number;
  title: string;
  body: string;
  change_note: string;
  created_by: string | null;
  created_at: Date;
  content_hash?: string;
}
/** A document's working copy (direction_drafts). */
export interface DraftRow {
  org_id: string;
  document_id: string;
  kind: Kind;
  title: string;
  body: string;
  updated_by: string | null;
  updated_at: Date;
}

/** Row → components.schemas.DirectionDocumentSummary (contentHash null before the first publish). */
export const toDirectionDocumentSummary = (r: DocRow): Schema<'DirectionDocumentSummary'> => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf(r.kind, r.number),
  kind: r.kind,
  scope: r.scope,
  title: r.title,
  status: r.status,
  version: r.version,
  contentHash: r.version > 0 ? r.content_hash : null,
  hasDraft: Boolean(r.has_draft),
  ownerId: r.owner_id,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});
/** Row → components.schemas.DirectionDocument (body null before the first publish). */
export const toDirectionDocument = (r: DocRow): Schema<'DirectionDocument'> => ({ ...toDirectionDocumentSummary(r), body: r.version > 0 ? r.body : null });
/** Row → components.schemas.DirectionDocumentVersion (label: the change note, else v<n>). */
export const toDirectionDocumentVersion = (r: VersionRow): Schema<'DirectionDocumentVersion'> => ({
  documentId: r.document_id,
  ref: refOf(r.kind, r.number),
  kind: r.kind,
  version: r.version,
  title: r.title,
  body: r.body,
  contentHash: contentHash(r.body),
  changeNote: r.change_note,
  label: r.change_note || `v${r.version}`,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
});
/** Change-feed row → components.schemas.DirectionDocumentChange (isCreation on version 1). */
export const toDirectionDocumentChange = (r: VersionRow): Schema<'DirectionDocumentChange'> => ({
  documentId: r.document_id,
  ref: refOf(r.kind, r.number),
  kind: r.kind,
  version: r.version,
  title: r.title,
  contentHash: r.content_hash!,
  changeNote: r.change_note,
  label: r.change_note || `v${r.version}`,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
  isCreation: r.version === 1,
});
/** Draft row → components.schemas.DirectionDocumentDraft; `version` is the document's published version. */
export const toDirectionDocumentDraft = (r: DraftRow, version: number): Schema<'DirectionDocumentDraft'> => ({
  documentId: r.document_id,
  title: r.title,
  body: r.body,
  nextVersion: version + 1,
  updatedBy: r.updated_by,
  updatedAt: iso(r.updated_at)!,
});

const LIST: ListOrder = {
  name: 'direction-documents',
  direction: 'asc',
  keys: [
    { expr: 'd.kind', type: 'text' },
    { expr: 'd.number', type: 'int' },
  ],
};
const VERSIONS: ListOrder = { name: 'direction-document-versions', direction: 'desc', keys: [{ expr: 'v.version', type: 'int' }] };
const CHANGES: ListOrder = {
  name: 'direction-document-changes',
  direction: 'desc',
  keys: [
    { expr: 'v.created_at', type: 'timestamptz' },
    { expr: 'v.document_id', type: 'uuid' },
    { expr: 'v.version', type: 'int' },
  ],
};

/** The documents of an org; `withBody` false leaves the (possibly long) bodies in the database and hashes them there. */
function selectDocs(db: Knex, orgId: string, withBody = true) {
  const cols = withBody
    ? ['d.*']
    : ['d.org_id', 'd.id', 'd.kind', 'd.scope', 'd.number', 'd.title', 'd.status', 'd.version', 'd.owner_id', 'd.created_at', 'd.updated_at', 'd.source'];
  return db
    .select(...cols, db.raw("encode(sha256(convert_to(d.body, 'UTF8')), 'hex') AS content_hash"), db.raw('(dr.document_id IS NOT NULL) AS has_draft'))
    .from(db.raw(DOCS_SQL, [orgId, orgId, orgId]))
    .leftJoin('direction_drafts as dr', function joinDraft() {
      this.on('dr.org_id', 'd.org_id').andOn('dr.document_id', 'd.id');
    });
}
const selectVersions = (db: Knex, orgId: string, ...cols: (string | Knex.Raw)[]) => db.select(...cols).from(db.raw(VERSIONS_SQL, [orgId, orgId, orgId]));

/** Document `id` (a UUID, lower case) with its body, or undefined. */
export async function findDirectionDocument(db: Knex, orgId: string, id: string): Promise<DocRow | undefined> {
  return selectDocs(db, orgId).where('d.id', id).first();
}

/** The document of `kind` numbered `number` (its ref) with its body, or undefined. */
export async function findDirectionDocumentByNumber(db: Knex, orgId: string, kind: Kind, number: number): Promise<DocRow | undefined> {
  return selectDocs(db, orgId).where({ 'd.kind': kind, 'd.number': number }).first();
}

/** Locks the row document `id` lives in (`source`: its table) for the rest of the transaction. */
export async function lockDirectionDocument(trx: Knex.Transaction, orgId: string, source: DocRow['source'], id: string): Promise<void> {
  await trx(source).where({ org_id: orgId, id }).forUpdate().first('id');
}

/** The company vision (published or pending) of an org, as kind and number, or undefined. */
export async function findCompanyVisionDocument(db: Knex, orgId: string): Promise<{ kind: Kind; number: number } | undefined> {
  return db
    .select('d.kind', 'd.number')
    .from(db.raw(DOCS_SQL, [orgId, orgId, orgId]))
    .where({ 'd.kind': 'vision', 'd.scope': 'company' })
    .first();
}

/** One page of an org's documents of `kinds` by kind then number, without bodies; filters kind, scope, status. */
export function listDirectionDocuments(
  db: Knex,
  orgId: string,
  f: { kinds: Kind[]; kind?: Kind; scope?: 'company' | 'product'; status?: DocStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<DocRow>> {
  const query = selectDocs(db, orgId, false).whereIn('d.kind', f.kinds);
  if (f.kind) query.where('d.kind', f.kind);
  if (f.scope) query.where('d.scope', f.scope);
  if (f.status) query.where('d.status', f.status);
  return paginate<DocRow & Record<string, unknown>>(query, LIST, page);
}

/** One page of every published version of documents of `kinds`, newest first, bodies hashed in the database. */
export function listDirectionDocumentChanges(db: Knex, orgId: string, kinds: Kind[], page: { cursor?: string; limit: number }): Promise<Page<VersionRow>> {
  const query = selectVersions(
    db,
    orgId,
    'v.document_id',
    'v.kind',
    'v.number',
    'v.version',
    'v.title',
    'v.change_note',
    'v.created_by',
    'v.created_at',
    db.raw("encode(sha256(convert_to(v.body, 'UTF8')), 'hex') AS content_hash"),
  ).whereIn('v.kind', kinds);
  return paginate<VersionRow & Record<string, unknown>>(query, CHANGES, page);
}

/** One page of document `documentId`'s published versions, newest first. */
export function listDirectionDocumentVersions(
  db: Knex,
  orgId: string,
  documentId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<VersionRow>> {
  return paginate<VersionRow & Record<string, unknown>>(selectVersions(db, orgId, 'v.*').where('v.document_id', documentId), VERSIONS, page);
}

/** Version `version` of document `documentId`, or undefined. */
export async function findDirectionDocumentVersion(db: Knex, orgId: string, documentId: string, version: number): Promise<VersionRow | undefined> {
  return selectVersions(db, orgId, 'v.*').where({ 'v.document_id': documentId, 'v.version': version }).first();
}

/** Whether `direction_documents` holds row `id` (not visions or strategies). */
export async function directionDocumentRowExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return Boolean(await db('direction_documents').where({ org_id: orgId, id }).first('id'));
}

/** Inserts a `direction_documents` row and returns its id. */
export async function insertDirectionDocument(
  trx: Knex,
  orgId: string,
  v: {
    kind: Kind;
    scope: 'company' | 'product' | null;
    number: number;
    ownerId: string | null;
    title: string;
    body: string;
    version: number;
    status: DocStatus;
  },
): Promise<string> {
  const [row] = await trx('direction_documents')
    .insert({
      org_id: orgId,
      kind: v.kind,
      scope: v.scope,
      number: v.number,
      owner_id: v.ownerId,
      title: v.title,
      body: v.body,
      version: v.version,
      status: v.status,
    })
    .returning('id');
  return row.id as string;
}

/** Sets columns of `direction_documents` row `id` (and updated_at); the number of rows changed. */
export function updateDirectionDocument(
  trx: Knex,
  orgId: string,
  id: string,
  patch: Partial<Pick<DraftRow, 'title' | 'body'>> & { version?: number; status?: DocStatus },
): Promise<number> {
  return trx('direction_documents')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Deletes `direction_documents` row `id` (its versions go with it); the number of rows deleted. */
export function deleteDirectionDocument(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('direction_documents').where({ org_id: orgId, id }).del();
}

/** Records a published version of a `direction_documents` row (change_note defaults to empty). */
export async function insertDirectionDocumentVersion(
  trx: Knex,
  orgId: string,
  v: { documentId: string; version: number; title: string; body: string; changeNote?: string; createdBy: string | null },
): Promise<void> {
  await trx('direction_document_versions').insert({
    org_id: orgId,
    document_id: v.documentId,
    version: v.version,
    title: v.title,
    body: v.body,
    ...(v.changeNote === undefined ? {} : { change_note: v.changeNote }),
    created_by: v.createdBy,
  });
}

/** Sets the change note of one version of a `direction_documents` row; the number of rows changed. */
export function updateDirectionDocumentVersionNote(trx: Knex, orgId: string, documentId: string, version: number, note: string): Promise<number> {
  return trx('direction_document_versions').where({ org_id: orgId, document_id: documentId, version }).update({ change_note: note });
}

/** The working copy of document `documentId`, or undefined. */
export async function findDirectionDraft(db: Knex, orgId: string, documentId: string): Promise<DraftRow | undefined> {
  return db('direction_drafts').where({ org_id: orgId, document_id: documentId }).first();
}

/** Writes the working copy of document `documentId` (one per document: replaces the one there). */
export async function upsertDirectionDraft(
  trx: Knex,
  orgId: string,
  v: { documentId: string; kind: Kind; title: string; body: string; updatedBy: string | null },
): Promise<void> {
  await trx('direction_drafts')
    .insert({ org_id: orgId, document_id: v.documentId, kind: v.kind, title: v.title, body: v.body, updated_by: v.updatedBy, updated_at: trx.fn.now() })
    .onConflict(['org_id', 'document_id'])
    .merge(['title', 'body', 'updated_by', 'updated_at']);
}

/** Deletes the working copy of document `documentId` (none: nothing); the number of rows deleted. */
export function deleteDirectionDraft(trx: Knex, orgId: string, documentId: string): Promise<number> {
  return trx('direction_drafts').where({ org_id: orgId, document_id: documentId }).del();
}
