/**
 * Visions (spec 1 §2.2, spec 2 §4.4): one company vision per org, company first in lists, a version snapshot on
 * every name or narrative edit, labelled versions, objectives and children counts.
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import type { Page } from '../repositories/paging.js';
import { refOf } from '../repositories/refs.js';
import { listVisionObjectives, toObjective } from '../repositories/objectives.js';
import {
  countVisionChildren,
  findCompanyVisionNumber,
  findVision,
  findVisionId,
  insertVision,
  insertVisionVersion,
  listVisions,
  listVisionVersions,
  toVision,
  toVisionVersion,
  updateVision,
  updateVisionVersionNote,
} from '../repositories/visions.js';
import { isUniqueViolation } from './common.js';
import { withProgress } from '../repositories/progress.js';

export type Vision = Schema<'Vision'>;
export type VisionVersion = Schema<'VisionVersion'>;
/** The mapper lives with the table; re-exported for the callers that read visions. */
export { toVision };
const toVersion = toVisionVersion;

export class VisionService {
  constructor(private readonly db: Knex) {}

  /** UUID of the vision named by id or ref in the actor's org; 404 otherwise. */
  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false): Promise<string> {
    const id = await findVisionId(db, actor.orgId, idOrRef, forUpdate);
    if (!id) throw notFound('Vision', idOrRef, '/api/v1/visions');
    return id;
  }

  async list(actor: Actor, q: QueryParams<'listVisions'> & { limit: number }): Promise<Page<Vision>> {
    const page = await listVisions(this.db, actor.orgId, { kind: q.kind }, q);
    return { rows: page.rows.map(toVision), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Vision> {
    const row = await findVision(this.db, actor.orgId, idOrRef);
    if (!row) throw notFound('Vision', idOrRef, '/api/v1/visions');
    return toVision(row);
  }

  async create(actor: Actor, input: RequestBody<'createVision'>): Promise<Vision> {
    const kind = input.kind ?? 'company';
    try {
      return await this.db.transaction(async (trx) => {
        const number = await nextNumber(trx, actor.orgId, 'vision');
        const row = await insertVision(trx, actor.orgId, { number, name: input.name, kind, narrative: input.narrative, version: 1, owner_id: actor.userId });
        await insertVisionVersion(trx, actor.orgId, { visionId: row.id, version: 1, name: row.name, narrative: row.narrative, createdBy: actor.userId });
        return toVision(row);
      });
    } catch (err) {
      if (!isUniqueViolation(err, 'visions_one_company')) throw err;
      const existing = await findCompanyVisionNumber(this.db, actor.orgId);
      throw new ApiError('ALREADY_EXISTS', 'This org already has a company vision', {
        data: { existingVisionRef: existing !== undefined ? refOf('visions', existing) : null },
        suggestion: `Create it with kind "product", or edit the company vision${existing !== undefined ? ` ${refOf('visions', existing)}` : ''} with PATCH /api/v1/visions/{id}.`,
      });
    }
  }

  /** Edits name/narrative; a real change bumps version and snapshots it (spec 1 §2.2). */
  async update(actor: Actor, idOrRef: string, input: RequestBody<'updateVision'>): Promise<Vision> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur = (await findVision(trx, actor.orgId, id))!;
      const name = input.name ?? cur.name;
      const narrative = input.narrative ?? cur.narrative;
      if (name === cur.name && narrative === cur.narrative) return toVision(cur);
      const version = cur.version + 1;
      const row = (await updateVision(trx, actor.orgId, id, { name, narrative, version, updated_at: trx.fn.now() }))!;
      await insertVisionVersion(trx, actor.orgId, { visionId: id, version, name, narrative, createdBy: actor.userId });
      return toVision(row);
    });
  }

  async listVersions(actor: Actor, idOrRef: string, q: { cursor?: string; limit: number }): Promise<Page<VisionVersion>> {
    const id = await this.resolve(actor, idOrRef);
    const page = await listVisionVersions(this.db, actor.orgId, id, q);
    return { rows: page.rows.map(toVersion), nextCursor: page.nextCursor };
  }

  async renameVersion(actor: Actor, idOrRef: string, version: number, note: string): Promise<VisionVersion> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx);
      const row = await updateVisionVersionNote(trx, actor.orgId, id, version, note.trim());
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
    const page = await listVisionObjectives(this.db, actor.orgId, id, q);
    return { rows: await withProgress(this.db, actor.orgId, page.rows.map(toObjective)), nextCursor: page.nextCursor };
  }

  /** Objectives by foreign key; opportunities and tasks by visionPath prefix (spec 1 §2.2). */
  async children(actor: Actor, idOrRef: string): Promise<{ objectives: number; opportunities: number; tasks: number }> {
    const id = await this.resolve(actor, idOrRef);
    return countVisionChildren(this.db, actor.orgId, id);
  }
}
