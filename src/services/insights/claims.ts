/**
 * Customer claims on an objective (spec 2 §4.5): the open insights rooted at a customer (status not
 * rejected or archived) with an impact on the objective, each
 * `{insightId, insightRef, verbatim, customerId, customerName, estimatedDelta, committedDate, work, conditionStatus}`,
 * by committed date (the insight's deadline; undated last), then ref number. Unpaged.
 *
 * conditionStatus, first that holds:
 * 1. delivered — the insight is delivered, or it has linked work and all of it is completed;
 * 2. broken — it is not delivered and either its deadline is before today (the database's current_date: a promise
 *    past its date is broken whether or not work was ever linked) or a promise break was acknowledged on it (a task
 *    of its work moved past the deadline with acknowledgedBreaks: a promise_breaks row). An
 *    acknowledged break stays on record: moving the work back in time does not clear it, delivery does;
 * 3. no_work — no opportunity or task is linked;
 * 4. in_progress.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { notFound } from '../../core/errors.js';
import { linkedWork } from '../../repositories/insights.js';
import { listObjectiveClaims } from '../../repositories/insightImpacts.js';
import { findObjectiveId } from '../../repositories/objectives.js';
import { refOf } from '../../repositories/refs.js';
import { isoDate } from '../common.js';

export type Claim = components['schemas']['Claim'];

/** GET /objectives/{id}/claims — `id` a UUID (the pipeline resolved OBJ-<n>); 404 naming path.id when it names no objective of the org. */
export async function listClaims(db: Knex, actor: Actor, id: string): Promise<Claim[]> {
  const objectiveId = await findObjectiveId(db, actor.orgId, id);
  if (!objectiveId) throw notFound('Objective', id, '/api/v1/objectives', 'path.id');
  const claims = await listObjectiveClaims(db, actor.orgId, objectiveId);
  const work = await linkedWork(
    db,
    actor.orgId,
    claims.map((r) => r.id),
  );
  return claims.map((r) => {
    const items = work.get(r.id) ?? [];
    let conditionStatus: Claim['conditionStatus'];
    if (r.status === 'delivered' || (items.length && items.every((w) => w.status === 'completed'))) conditionStatus = 'delivered';
    else if (r.overdue || r.break_acknowledged) conditionStatus = 'broken';
    else if (!items.length) conditionStatus = 'no_work';
    else conditionStatus = 'in_progress';
    return {
      insightId: r.id,
      insightRef: refOf('insights', r.number),
      verbatim: r.verbatim,
      customerId: r.customer_id,
      customerName: r.customer_name,
      estimatedDelta: Number(r.delta),
      committedDate: isoDate(r.deadline),
      work: items,
      conditionStatus,
    };
  });
}
