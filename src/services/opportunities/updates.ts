/**
 * Status updates and prototypes of an opportunity (spec 2 §4.7, §4.21 post_update).
 *
 * - Updates: `{body, health on_track | at_risk | off_track}`, read newest first (keyset on created_at, id). Each is
 *   also a system comment on the opportunity's thread, written in the same transaction (`commentId`). They are stored
 *   by opportunity, so a customer's feed reads the updates of the opportunities it is linked to.
 * - Prototypes: a URL (http or https; the same URL once per opportunity, 409 ALREADY_EXISTS) or, once files exist, a
 *   file id; both writes answer with the opportunity's prototypes, oldest first. At most MAX_PROTOTYPES per opportunity.
 * The activity trigger records both on the opportunity, with subjects `update` and `prototype`.
 */
import type { Knex } from 'knex';
import type { RequestBody, Schema } from '../../core/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError, invalidField } from '../../core/errors.js';
import type { Page } from '../../repositories/paging.js';
import {
  countOpportunityPrototypes,
  deleteOpportunityPrototype,
  insertOpportunityPrototype,
  listOpportunityPrototypes,
  toOpportunityPrototype,
} from '../../repositories/opportunityPrototypes.js';
import { insertOpportunityUpdate, listOpportunityUpdates, toOpportunityUpdate } from '../../repositories/opportunityUpdates.js';
import { isUniqueViolation } from '../common.js';
import type { CommentService } from '../comments.js';
import type { PhaseService } from './phases.js';
import type { FileService } from '../files.js';

export type OpportunityUpdate = Schema<'OpportunityUpdate'>;
export type OpportunityPrototype = Schema<'OpportunityPrototype'>;
export type Health = OpportunityUpdate['health'];

export const MAX_PROTOTYPES = 100;
const HEALTH_WORDS: Record<Health, string> = { on_track: 'on track', at_risk: 'at risk', off_track: 'off track' };

const toUpdate = toOpportunityUpdate;
const toPrototype = toOpportunityPrototype;

export class UpdateService {
  /** `phases` resolves opportunities by UUID or ref; `comments` carries each update to the thread. */
  constructor(
    private readonly db: Knex,
    private readonly phases: Pick<PhaseService, 'opportunity'>,
    private readonly comments: Pick<CommentService, 'addSystem'>,
    private readonly files: Pick<FileService, 'requireConfirmed'>,
  ) {}

  /** GET /opportunities/{id}/updates (spec 2 §4.7): newest first, paged. 404 for an unknown opportunity. */
  async list(actor: Actor, idOrRef: string, page: { cursor?: string; limit: number }): Promise<Page<OpportunityUpdate> & { ref: string }> {
    const opp = await this.phases.opportunity(actor, idOrRef);
    const result = await listOpportunityUpdates(this.db, actor.orgId, opp.id, page);
    return { rows: result.rows.map(toUpdate), nextCursor: result.nextCursor, ref: opp.ref };
  }

  /**
   * POST /opportunities/{id}/post-update (spec 2 §4.7; the post_update tool, §4.21): stores the update and posts it as a
   * system comment on the opportunity's thread, in one transaction. Returns the update and the opportunity's ref.
   */
  async post(actor: Actor, idOrRef: string, input: RequestBody<'postOpportunityUpdate'>): Promise<{ update: OpportunityUpdate; ref: string }> {
    return this.db.transaction(async (trx) => {
      const opp = await this.phases.opportunity(actor, idOrRef, trx);
      const commentId = await this.comments.addSystem(
        trx,
        actor.orgId,
        'opportunity',
        opp.id,
        `Status update from ${actor.name} (${HEALTH_WORDS[input.health]}):\n\n${input.body}`,
      );
      const row = await insertOpportunityUpdate(trx, actor.orgId, {
        opportunityId: opp.id,
        body: input.body,
        health: input.health,
        authorId: actor.userId,
        commentId,
      });
      return { update: toUpdate(row), ref: opp.ref };
    });
  }

  private async prototypes(db: Knex, orgId: string, opportunityId: string): Promise<OpportunityPrototype[]> {
    return (await listOpportunityPrototypes(db, orgId, opportunityId)).map(toPrototype);
  }

  /**
   * POST /opportunities/{id}/prototypes (spec 2 §4.7): exactly one of `url` (http or https, 400 otherwise) or `fileId`.
   * The same url or file twice is 409 ALREADY_EXISTS; a fileId must name a confirmed file of the org (404 naming
   * body.fileId, 409 while pending or when failed); 422 past MAX_PROTOTYPES.
   * Returns the opportunity's prototypes, oldest first, and its ref.
   */
  async addPrototype(
    actor: Actor,
    idOrRef: string,
    input: RequestBody<'addOpportunityPrototype'>,
  ): Promise<{ prototypes: OpportunityPrototype[]; ref: string }> {
    return this.db.transaction(async (trx) => {
      const opp = await this.phases.opportunity(actor, idOrRef, trx, true);
      if (input.url === undefined && input.fileId === undefined) {
        throw invalidField(
          'body.url',
          'is required (or body.fileId)',
          'Add body.url (an http or https link to the prototype), or body.fileId for an uploaded file.',
        );
      }
      if (input.url !== undefined && input.fileId !== undefined) {
        throw new ApiError('VALIDATION_FAILED', 'Send either body.url or body.fileId, not both', {
          details: [{ field: 'body.fileId', message: 'is sent together with body.url' }],
          suggestion: 'Remove body.fileId to add the link, or remove body.url to add the file; add the other with a second call.',
        });
      }
      const file = input.fileId !== undefined ? await this.files.requireConfirmed(trx, actor, input.fileId, 'body.fileId') : undefined;
      const url = input.url ?? null;
      let parsed: URL | undefined;
      try {
        parsed = url === null ? undefined : new URL(url);
      } catch {
        parsed = undefined;
      }
      if (url !== null && (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname)) {
        throw invalidField('body.url', 'is not an http or https URL', 'Set body.url to an http or https link, such as https://www.figma.com/proto/abc123.');
      }
      const n = await countOpportunityPrototypes(trx, actor.orgId, opp.id);
      if (n >= MAX_PROTOTYPES) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', `Opportunity ${opp.ref} has ${MAX_PROTOTYPES} prototypes, the most it can have`, {
          data: { limit: MAX_PROTOTYPES },
          suggestion: `Remove one it no longer needs (DELETE /api/v1/opportunities/${opp.ref}/prototypes?url=…) before adding another.`,
        });
      }
      try {
        // A savepoint, so a duplicate leaves the request's transaction usable for the refusal.
        await trx.transaction(async (sp) => {
          await insertOpportunityPrototype(sp, actor.orgId, { opportunityId: opp.id, url, fileId: file?.id ?? null, addedBy: actor.userId });
        });
      } catch (err) {
        if (!isUniqueViolation(err, 'opportunity_prototypes_url') && !isUniqueViolation(err, 'opportunity_prototypes_file')) throw err;
        const what = url ?? `file ${file!.id}`;
        const query = url ? `url=${encodeURIComponent(url)}` : `fileId=${file!.id}`;
        throw new ApiError('ALREADY_EXISTS', `Opportunity ${opp.ref} already has the prototype ${what}`, {
          data: url ? { url } : { fileId: file!.id },
          suggestion: `It is listed already; add another, or remove this one with DELETE /api/v1/opportunities/${opp.ref}/prototypes?${query}.`,
        });
      }
      return { prototypes: await this.prototypes(trx, actor.orgId, opp.id), ref: opp.ref };
    });
  }

  /**
   * DELETE /opportunities/{id}/prototypes?url= (spec 2 §4.7): removes the prototype with exactly this url; 404 naming
   * query.url when the opportunity has none. Returns the prototypes that remain, oldest first, and the ref.
   */
  async removePrototype(actor: Actor, idOrRef: string, by: { url?: string; fileId?: string }): Promise<{ prototypes: OpportunityPrototype[]; ref: string }> {
    return this.db.transaction(async (trx) => {
      const opp = await this.phases.opportunity(actor, idOrRef, trx, true);
      if ((by.url === undefined) === (by.fileId === undefined)) {
        throw new ApiError('VALIDATION_FAILED', by.url === undefined ? 'Send query.url or query.fileId' : 'Send either query.url or query.fileId, not both', {
          details: [
            {
              field: by.url === undefined ? 'query.url' : 'query.fileId',
              message: by.url === undefined ? 'is required (or query.fileId)' : 'is sent together with query.url',
            },
          ],
          suggestion: 'Name the prototype to remove by its url, or by its fileId for an uploaded file, as the prototype list shows it.',
        });
      }
      const n = await deleteOpportunityPrototype(trx, actor.orgId, opp.id, by.url !== undefined ? { url: by.url } : { fileId: by.fileId! });
      if (!n) {
        throw new ApiError('NOT_FOUND', `Opportunity ${opp.ref} has no prototype ${by.url ?? `file ${by.fileId}`}`, {
          details: [{ field: by.url !== undefined ? 'query.url' : 'query.fileId', message: 'is not a prototype of this opportunity' }],
          suggestion: `Pass the url or fileId exactly as the prototype list shows it (data[] in the answer of POST /api/v1/opportunities/${opp.ref}/prototypes).`,
        });
      }
      return { prototypes: await this.prototypes(trx, actor.orgId, opp.id), ref: opp.ref };
    });
  }
}
