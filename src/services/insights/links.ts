/**
 * An insight's links and impacts (spec 1 §2.9, §3.2; spec 2 §4.12), each write in the caller's
 * transaction `trx` with the insight row locked (so concurrent writes to one insight serialise):
 * - attach: link an opportunity, task or objective (pinned); linking again only sets pinned. Work (an opportunity
 *   or task) makes a created insight active, then the delivery rule runs (delivered when all linked work is completed).
 * - detach: remove a link (404 naming body.entityId when not linked); the delivery rule runs for what is left.
 * - setLink: pinned and/or blocking on an existing link; blocking is refused on objective links.
 * - setImpacts: replace the objective impacts; an objective twice is 400, an unknown one 404, naming impacts.N.objectiveId.
 * - blocking: the insights whose link to one opportunity or task is blocking (exactly one of them).
 */
import { existingIdsInOrg, lockForShare } from '../../repositories/refs.js';
import type { Knex } from 'knex';
import type { QueryParams, RequestBody } from '../../core/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError, invalidField, notFound } from '../../core/errors.js';
import { findIdInOrg, refOf } from '../../repositories/refs.js';
import { LINK_COLUMN, loadInsight, present, presentOne, resolveEntity, type EntityType, type Insight, type InsightRow } from './shared.js';
import { deliverInsightIfDone as deliverIfDone, listBlockingInsights, updateInsight } from '../../repositories/insights.js';
import { replaceInsightImpacts } from '../../repositories/insightImpacts.js';
import { deleteInsightLink, insertInsightLink, updateInsightLink } from '../../repositories/insightLinks.js';

/** POST /insights/{id}/attach — `{entityType, entityId, pinned}` → the insight. 404 naming path.id or body.entityId. */
export async function attach(trx: Knex, actor: Actor, idOrRef: string, input: RequestBody<'attachInsight'>): Promise<Insight> {
  const row = await loadInsight(trx, actor, idOrRef, true);
  const entityId = await resolveEntity(trx, actor.orgId, input.entityType, input.entityId);
  const column = LINK_COLUMN[input.entityType];
  const pinned = input.pinned ?? false;
  const updated = await updateInsightLink(trx, actor.orgId, row.id, column, entityId, { pinned });
  if (!updated) await insertInsightLink(trx, actor.orgId, row.id, column, entityId, { entity_type: input.entityType, pinned });
  if (input.entityType !== 'objective') {
    // The work row is share-locked before the delivery check: a completion committing meanwhile is waited for and
    // seen, and one that starts later waits for this link and its trigger sees it — either way delivery is decided.
    await lockForShare(trx, input.entityType === 'task' ? 'tasks' : 'opportunities', actor.orgId, entityId);
    // spec 1 §3.2: attaching work to a created insight makes it active; all of its work completed makes it delivered
    if (row.status === 'created') await updateInsight(trx, actor.orgId, row.id, { status: 'active' });
    await deliverIfDone(trx, actor.orgId, row.id);
  }
  await touch(trx, actor, row.id);
  return presentOne(trx, actor.orgId, row.id);
}

/** POST /insights/{id}/detach — `{entityType, entityId}` → the insight. 404 naming body.entityId when it names nothing or is not linked. */
export async function detach(trx: Knex, actor: Actor, idOrRef: string, input: RequestBody<'detachInsight'>): Promise<Insight> {
  const row = await loadInsight(trx, actor, idOrRef, true);
  const entityId = await resolveEntity(trx, actor.orgId, input.entityType, input.entityId);
  const n = await deleteInsightLink(trx, actor.orgId, row.id, LINK_COLUMN[input.entityType], entityId);
  if (!n) throw notLinked(row, input);
  // what is left may now be all completed work
  if (input.entityType !== 'objective') await deliverIfDone(trx, actor.orgId, row.id);
  await touch(trx, actor, row.id);
  return presentOne(trx, actor.orgId, row.id);
}

/**
 * POST /insights/{id}/set-link — `{entityType, entityId, pinned?, blocking?}` → the insight. 400 naming body.pinned
 * and body.blocking when neither is given, body.blocking when blocking is true on an objective link; 404 naming
 * body.entityId when the entity names nothing or is not linked.
 */
export async function setLink(trx: Knex, actor: Actor, idOrRef: string, input: RequestBody<'setInsightLink'>): Promise<Insight> {
  const row = await loadInsight(trx, actor, idOrRef, true);
  if (input.pinned === undefined && input.blocking === undefined) {
    throw new ApiError('VALIDATION_FAILED', 'set-link needs pinned, blocking or both', {
      details: [
        { field: 'body.pinned', message: 'is missing, and so is blocking: give at least one flag' },
        { field: 'body.blocking', message: 'is missing, and so is pinned: give at least one flag' },
      ],
      suggestion: 'Send pinned (true or false), blocking (true or false) or both, with entityType and entityId of the link.',
    });
  }
  if (input.entityType === 'objective' && input.blocking === true) {
    throw invalidField(
      'body.blocking',
      'cannot be true on an objective link: only work (an opportunity or task) can block an insight',
      'Leave blocking out for objective links (pinned may be set), or mark the opportunity or task the ask waits on as blocking.',
    );
  }
  const entityId = await resolveEntity(trx, actor.orgId, input.entityType, input.entityId);
  const patch: { pinned?: boolean; blocking?: boolean } = {};
  if (input.pinned !== undefined) patch.pinned = input.pinned;
  if (input.blocking !== undefined) patch.blocking = input.blocking;
  const n = await updateInsightLink(trx, actor.orgId, row.id, LINK_COLUMN[input.entityType], entityId, patch);
  if (!n) throw notLinked(row, input);
  await touch(trx, actor, row.id);
  return presentOne(trx, actor.orgId, row.id);
}

/**
 * POST /insights/{id}/set-impact — the full list `[{objectiveId (UUID, resolved by the pipeline), delta}]` replaces
 * the impacts (empty clears). 400 naming body.impacts.N.objectiveId for an objective already listed; 404 naming it
 * for an objective not in the org.
 */
export async function setImpacts(trx: Knex, actor: Actor, idOrRef: string, impacts: { objectiveId: string; delta: number }[]): Promise<Insight> {
  const row = await loadInsight(trx, actor, idOrRef, true);
  const ids = impacts.map((i) => i.objectiveId.toLowerCase());
  const dup = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (dup >= 0) {
    throw invalidField(
      `body.impacts.${dup}.objectiveId`,
      `repeats the objective of impacts.${ids.indexOf(ids[dup])}: each objective appears once`,
      'List each objective once with its total delta, then retry.',
    );
  }
  const found = await existingIdsInOrg(trx, 'objectives', actor.orgId, ids);
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw notFound('Objective', impacts[missing].objectiveId, '/api/v1/objectives', `body.impacts.${missing}.objectiveId`);
  await replaceInsightImpacts(
    trx,
    actor.orgId,
    row.id,
    impacts.map((i, k) => ({ objectiveId: ids[k], delta: i.delta })),
  );
  await touch(trx, actor, row.id);
  return presentOne(trx, actor.orgId, row.id);
}

/**
 * GET /insights/blocking — the insights (archived left out) whose link to the opportunity or task is blocking, newest
 * first, at most 500. Exactly one of opportunityId, taskId (UUIDs): 400 naming both otherwise; 404 naming the field
 * when it names nothing in the org.
 */
export async function blocking(db: Knex, actor: Actor, q: QueryParams<'listBlockingInsights'>): Promise<Insight[]> {
  if (Boolean(q.opportunityId) === Boolean(q.taskId)) {
    const message = q.opportunityId ? 'is given with taskId: give only one' : 'is missing, and so is taskId: give exactly one';
    throw new ApiError('VALIDATION_FAILED', 'Blocking insights are listed for exactly one opportunity or task', {
      details: [
        { field: 'query.opportunityId', message },
        { field: 'query.taskId', message: q.taskId ? 'is given with opportunityId: give only one' : 'is missing, and so is opportunityId: give exactly one' },
      ],
      suggestion: 'Pass either opportunityId (UUID or OPP-7) or taskId (UUID or ENG-12), not both.',
    });
  }
  const [entity, table, field, id] = q.opportunityId
    ? (['Opportunity', 'opportunities', 'query.opportunityId', q.opportunityId] as const)
    : (['Task', 'tasks', 'query.taskId', q.taskId!] as const);
  if (!(await findIdInOrg(db, table, actor.orgId, id))) throw notFound(entity, id, `/api/v1/${table}`, field);
  const column = q.opportunityId ? 'opportunity_id' : 'task_id';
  return present(db, actor.orgId, await listBlockingInsights(db, actor.orgId, column, id));
}

/** A link write changes the insight: its updated_at moves. */
async function touch(trx: Knex, actor: Actor, id: string): Promise<void> {
  await updateInsight(trx, actor.orgId, id, {});
}

function notLinked(row: InsightRow, input: { entityType: EntityType; entityId: string }): ApiError {
  const ref = refOf('insights', row.number);
  const err = new ApiError('NOT_FOUND', `${ref} is not linked to ${input.entityType} ${input.entityId}`, {
    details: [{ field: 'body.entityId', message: `is not linked to ${ref}` }],
    suggestion: `Read ${ref} with GET /api/v1/insights/${ref} to see its links, or link it with POST /api/v1/insights/${ref}/attach.`,
  });
  err.subject = input.entityId;
  return err;
}
