/**
 * The visions and vision_versions tables (spec 1 §2.2; spec 2 §4.4): their rows, row → API mappers and queries.
 * Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';

type Vision = Schema<'Vision'>;
type VisionVersion = Schema<'VisionVersion'>;

/** A visions row as stored. */
export interface VisionRow {
  id: string;
  org_id: string;
  number: number;
  name: string;
  kind: 'company' | 'product';
  narrative: string;
  version: number;
  owner_id: string | null;
  created_at: Date;
  updated_at: Date;
}
/** A vision_versions row as stored. */
export interface VisionVersionRow {
  id: string;
  vision_id: string;
  version: number;
  name: string;
  narrative: string;
  change_note: string;
  created_at: Date;
}

/** Row → components.schemas.Vision. */
export const toVision = (r: VisionRow): Vision => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf('visions', r.number),
  number: r.number,
  name: r.name,
  kind: r.kind,
  narrative: r.narrative,
  version: r.version,
  ownerId: r.owner_id,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});
/** Row → components.schemas.VisionVersion; the label is the change note, else v<version>. */
export const toVisionVersion = (r: VisionVersionRow): VisionVersion => ({
  id: r.id,
  visionId: r.vision_id,
  version: r.version,
  name: r.name,
  narrative: r.narrative,
  changeNote: r.change_note,
  label: r.change_note || `v${r.version}`,
  createdAt: iso(r.created_at)!,
});

/** GET /visions order: the company vision first, then number. */
const LIST: ListOrder = {
  name: 'visions',
  direction: 'asc',
  keys: [
    { expr: `(case when kind = 'company' then 0 else 1 end)`, type: 'int' },
    { expr: 'number', type: 'int' },
  ],
};
/** A vision's versions, newest first. */
const VERSIONS: ListOrder = { name: 'vision-versions', direction: 'desc', keys: [{ expr: 'version', type: 'int' }] };

/** One page of an org's visions (company first, then number), optionally of one kind. */
export function listVisions(db: Knex, orgId: string, f: { kind?: string }, page: { cursor?: string; limit: number }): Promise<Page<VisionRow>> {
  const query = db('visions').select('*').where({ org_id: orgId });
  if (f.kind) query.andWhere({ kind: f.kind });
  return paginate<VisionRow & Record<string, unknown>>(query, LIST, page);
}

/**
 * Vision `id` (a UUID: refs are resolved before a service runs), or undefined when it names none of the org (or is
 * not a UUID at all).
 */
export async function findVision(db: Knex, orgId: string, id: string): Promise<VisionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db('visions').where({ org_id: orgId, id }).first();
}

/** The id, number, name, kind and narrative of vision `id` (a UUID), undefined when it names none of the org. */
export async function findVisionBrief(
  db: Knex,
  orgId: string,
  id: string,
): Promise<Pick<VisionRow, 'id' | 'number' | 'name' | 'kind' | 'narrative'> | undefined> {
  if (!isUuid(id)) return undefined;
  return db('visions').select('id', 'number', 'name', 'kind', 'narrative').where({ org_id: orgId, id }).first();
}

/**
 * The id and current version of vision `id`: undefined when it names no vision of the org, 'malformed' when it is not
 * a UUID (refs are resolved before a service runs).
 */
export async function findVisionHead(db: Knex, orgId: string, id: string): Promise<{ id: string; version: number } | undefined | 'malformed'> {
  if (!isUuid(id)) return 'malformed';
  return db('visions').select('id', 'version').where({ org_id: orgId, id }).first();
}

/** The id of vision `id` when it is one of the org, else undefined; `forUpdate` locks its row. */
export async function findVisionId(db: Knex, orgId: string, id: string, forUpdate = false): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('visions').select('id').where({ org_id: orgId, id });
  if (forUpdate) q.forUpdate();
  return (await q.first())?.id;
}

/** The number of the org's company vision, or undefined. */
export async function findCompanyVisionNumber(db: Knex, orgId: string): Promise<number | undefined> {
  const row = await db('visions').select('number').where({ org_id: orgId, kind: 'company' }).first();
  return row?.number;
}

/** Inserts a vision of `orgId` and returns its row (a second company vision violates visions_one_company). */
export async function insertVision(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<VisionRow> {
  const [row] = await trx('visions')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row;
}

/** Sets columns of vision `id` and returns the row, or undefined. */
export async function updateVision(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<VisionRow | undefined> {
  const [row] = await trx('visions').where({ org_id: orgId, id }).update(patch).returning('*');
  return row;
}

/** Records a version snapshot of a vision (change_note: its column default unless `changeNote` is given). */
export async function insertVisionVersion(
  trx: Knex,
  orgId: string,
  v: { visionId: string; version: number; name: string; narrative: string; changeNote?: string; createdBy: string },
): Promise<void> {
  await trx('vision_versions').insert({
    org_id: orgId,
    vision_id: v.visionId,
    version: v.version,
    name: v.name,
    narrative: v.narrative,
    ...(v.changeNote !== undefined ? { change_note: v.changeNote } : {}),
    created_by: v.createdBy,
  });
}

/** One page of a vision's versions, newest first. */
export function listVisionVersions(db: Knex, orgId: string, visionId: string, page: { cursor?: string; limit: number }): Promise<Page<VisionVersionRow>> {
  return paginate<VisionVersionRow & Record<string, unknown>>(db('vision_versions').select('*').where({ org_id: orgId, vision_id: visionId }), VERSIONS, page);
}

/** Sets the change note (label) of one version and returns it, or undefined when the vision has no such version. */
export async function updateVisionVersionNote(
  trx: Knex,
  orgId: string,
  visionId: string,
  version: number,
  note: string,
): Promise<VisionVersionRow | undefined> {
  const [row] = await trx('vision_versions').where({ org_id: orgId, vision_id: visionId, version }).update({ change_note: note }).returning('*');
  return row;
}

/** How many objectives (by vision), opportunities and tasks (by vision path prefix) sit beneath vision `id`. */
export async function countVisionChildren(db: Knex, orgId: string, id: string): Promise<{ objectives: number; opportunities: number; tasks: number }> {
  const prefix = `${id}/%`;
  const { rows } = await db.raw(
    `select (select count(*) from objectives where org_id = ? and vision_id = ?) as objectives,
            (select count(*) from opportunities where org_id = ? and vision_path like ?) as opportunities,
            (select count(*) from tasks where org_id = ? and vision_path like ?) as tasks`,
    [orgId, id, orgId, prefix, orgId, prefix],
  );
  return { objectives: rows[0].objectives, opportunities: rows[0].opportunities, tasks: rows[0].tasks };
}
