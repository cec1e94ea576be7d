/**
 * Visions (spec 1 §2.2, spec 2 §4.4): one company vision per org, company first in lists, a version snapshot on
 * every name or narrative edit, labelled versions, objectives and children counts.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { findIdByRef, refOf, whereIdOrRef } from '../repositories/refs.js';
import { iso, isUniqueViolation } from './common.js';
import { toObjective, type ObjectiveRow } from './objectives.js';
import { withProgress } from '../repositories/progress.js';

export type Vision = components['schemas']['Vision'];
export type VisionVersion = components['schemas']['VisionVersion'];

interface VisionRow { id: string; org_id: string; number: number; name: string; kind: 'company' | 'product'; narrative: string; version: number; owner_id: string | null; created_at: Date; updated_at: Date }
interface VersionRow { id: string; vision_id: string; version: number; name: string; narrative: string; change_note: string; created_at: Date }

export const toVision = (r: VisionRow): Vision => ({
  id: r.id, orgId: r.org_id, ref: refOf('visions', r.number), number: r.number, name: r.name, kind: r.kind,
  narrative: r.narrative, version: r.version, ownerId: r.owner_id, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});
const toVersion = (r: VersionRow): VisionVersion => ({
  id: r.id, visionId: r.vision_id, version: r.version, name: r.name, narrative: r.narrative, changeNote: r.change_note,
  label: r.change_note || `v${r.version}`, createdAt: iso(r.created_at)!,
});

const LIST: ListOrder = { name: 'visions', direction: 'asc', keys: [{ expr: `(case when kind = 'company' then 0 else 1 end)`, type: 'int' }, { expr: 'number', type: 'int' }] };
const VERSIONS: ListOrder = { name: 'vision-versions', direction: 'desc', keys: [{ expr: 'version', type: 'int' }] };
const OBJECTIVES: ListOrder = { name: 'vision-objectives', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };

export class VisionService {
  constructor(private readonly db: Knex) {}

  /** UUID of the vision named by id or ref in the actor's org; 404 otherwise. */
  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false): Promise<string> {
    const id = await findIdByRef(db, 'visions', actor.orgId, idOrRef, forUpdate);
    if (!id) throw notFound('Vision', idOrRef, '/api/v1/visions');
    return id;
  }

  async list(actor: Actor, q: { kind?: string; cursor?: string; limit: number }): Promise<Page<Vision>> {
    const query = this.db('visions').select('*').where({ org_id: actor.orgId });
    if (q.kind) query.andWhere({ kind: q.kind });
    const page = await paginate<VisionRow & Record<string, unknown>>(query, LIST, q);
    return { rows: page.rows.map(toVision), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Vision> {
    const q = this.db('visions').where({ org_id: actor.orgId });
    const row = whereIdOrRef(q, 'visions', idOrRef) ? await q.first() : undefined;
    if (!row) throw notFound('Vision', idOrRef, '/api/v1/visions');
    return toVision(row);
  }

  async create(actor: Actor, input: { name: string; kind?: 'company' | 'product'; narrative: string }): Promise<Vision> {
    const kind = input.kind ?? 'company';
    try {
      return await this.db.transaction(async (trx) => {
        const number = await nextNumber(trx, actor.orgId, 'vision');
        const [row] = await trx('visions')
          .insert({ org_id: actor.orgId, number, name: input.name, kind, narrative: input.narrative, version: 1, owner_id: actor.userId })
          .returning('*');
        await trx('vision_versions').insert({ org_id: actor.orgId, vision_id: row.id, version: 1, name: row.name, narrative: row.narrative, created_by: actor.userId });
        return toVision(row);
      });
    } catch (err) {
      if (!isUniqueViolation(err, 'visions_one_company')) throw err;
      const existing = await this.db('visions').select('number').where({ org_id: actor.orgId, kind: 'company' }).first();
      throw new ApiError('ALREADY_EXISTS', 'This org already has a company vision', {
        data: { existingVisionRef: existing ? refOf('visions', existing.number) : null },
        suggestion: `Create it with kind "product", or edit the company vision${existing ? ` ${refOf('visions', existing.number)}` : ''} with PATCH /api/v1/visions/{id}.`,
      });
    }
  }

  /** Edits name/narrative; a real change bumps version and snapshots it (spec 1 §2.2). */
  async update(actor: Actor, idOrRef: string, input: { name?: string; narrative?: string }): Promise<Vision> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur: VisionRow = await trx('visions').where({ org_id: actor.orgId, id }).first();
      const name = input.name ?? cur.name;
      const narrative = input.narrative ?? cur.narrative;
      if (name === cur.name && narrative === cur.narrative) return toVision(cur);
      const version = cur.version + 1;
      const [row] = await trx('visions').where({ org_id: actor.orgId, id }).update({ name, narrative, version, updated_at: trx.fn.now() }).returning('*');
      await trx('vision_versions').insert({ org_id: actor.orgId, vision_id: id, version, name, narrative, created_by: actor.userId });
      return toVision(row);
    });
  }

  async listVersions(actor: Actor, idOrRef: string, q: { cursor?: string; limit: number }): Promise<Page<VisionVersion>> {
    const id = await this.resolve(actor, idOrRef);
    const page = await paginate<VersionRow & Record<string, unknown>>(this.db('vision_versions').select('*').where({ org_id: actor.orgId, vision_id: id }), VERSIONS, q);
    return { rows: page.rows.map(toVersion), nextCursor: page.nextCursor };
  }

  async renameVersion(actor: Actor, idOrRef: string, version: number, note: string): Promise<VisionVersion> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx);
      const [row] = await trx('vision_versions').where({ org_id: actor.orgId, vision_id: id, version }).update({ change_note: note.trim() }).returning('*');
      if (!row) {
        throw new ApiError('NOT_FOUND', `Vision ${idOrRef} has no version ${version}`, {
          details: [{ field: 'path.version', message: 'is not a version of this vision' }],
          suggestion: `List its versions with GET /api/v1/visions/${idOrRef}/versions.`,
        });
      }
      return toVersion(row);
    });
  }

  async listObjectives(actor: Actor, idOrRef: string, q: { cursor?: string; limit: number }) {
    const id = await this.resolve(actor, idOrRef);
    const page = await paginate<ObjectiveRow & Record<string, unknown>>(this.db('objectives').select('*').where({ org_id: actor.orgId, vision_id: id }), OBJECTIVES, q);
    return { rows: await withProgress(this.db, actor.orgId, page.rows.map(toObjective)), nextCursor: page.nextCursor };
  }

  /** Objectives by foreign key; opportunities and tasks by visionPath prefix (spec 1 §2.2). */
  async children(actor: Actor, idOrRef: string): Promise<{ objectives: number; opportunities: number; tasks: number }> {
    const id = await this.resolve(actor, idOrRef);
    const prefix = `${id}/%`;
    const { rows } = await this.db.raw(
      `select (select count(*) from objectives where org_id = ? and vision_id = ?) as objectives,
              (select count(*) from opportunities where org_id = ? and vision_path like ?) as opportunities,
              (select count(*) from tasks where org_id = ? and vision_path like ?) as tasks`,
      [actor.orgId, id, actor.orgId, prefix, actor.orgId, prefix],
    );
    return { objectives: rows[0].objectives, opportunities: rows[0].opportunities, tasks: rows[0].tasks };
  }
}
