/**
 * The insight status machine (spec 1 §3.1, §3.2; spec 2 §4.12), each move in the caller's transaction `trx` with
 * the insight row locked:
 *
 * | From | Trigger | To | Also |
 * |---|---|---|---|
 * | any | set-status rejected (note 5-1000, rejectionCategory) | rejected | system room message; for a customer's insight a `decision` in its feed (customer_updates) |
 * | any | set-status need_context (note) | need_context | the recorder is notified (insight_need_context) unless they moved it |
 * | any | set-status archived | archived | hidden from default lists |
 * | any | set-review-team with a team | review | the team's insight reviewer is notified (insight_review) unless they sent it |
 * | review | set-review-team with null | active with linked work (delivered when it is all completed), else created | |
 * | any other | set-review-team with null | unchanged | only the review team is cleared: a terminal insight keeps its outcome |
 * | created | attach work (links.ts) | active | then delivered when all its linked work is completed |
 *
 * The table is insightMachine (src/core/machines/insight.ts). Moving to the current status is 409
 * INVALID_STATE_TRANSITION. statusNote keeps the note of the last rejected or need_context move; rejectionCategory
 * the category of the last rejection (cleared by need_context, whose note replaces the rejection's).
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import { ApiError, notFound, type ErrorDetail } from '../../core/errors.js';
import { INSIGHT_DECISIONS, insightMachine } from '../../core/machines/insight.js';
import type { MessageService } from '../messages.js';
import type { NotificationService } from '../notifications.js';
import { refOf } from '../../repositories/refs.js';
import { findTeamReviewer } from '../../repositories/teams.js';
import { insertCustomerUpdate } from '../../repositories/customerUpdates.js';
import { deliverInsightIfDone as deliverIfDone, updateInsight, type InsightValues } from '../../repositories/insights.js';
import { insightHasWork as hasWork } from '../../repositories/insightLinks.js';
import { loadInsight, presentOne, quote, type Insight, type InsightStatus } from './shared.js';
import type { RequestBody } from '../../core/api.js';

export interface StatusDeps {
  notifications: Pick<NotificationService, 'notify'>;
  messages: Pick<MessageService, 'postSystem'>;
}

/** The statuses set-status moves to. */
export const DECISIONS = INSIGHT_DECISIONS;
export type Decision = (typeof DECISIONS)[number];

/**
 * POST /insights/{id}/set-status — `{status, note?, rejectionCategory?}` → the insight. 400 naming body.note (rejected,
 * need_context without a note; a note on archived) and body.rejectionCategory (rejected without one; one on another
 * status); 409 INVALID_STATE_TRANSITION when the insight is in that status already.
 */
export async function setStatus(trx: Knex, deps: StatusDeps, actor: Actor, idOrRef: string, input: RequestBody<'setInsightStatus'>): Promise<Insight> {
  const row = await loadInsight(trx, actor, idOrRef, true);
  const ref = refOf('insights', row.number);
  const details: ErrorDetail[] = [];
  const needsNote = input.status !== 'archived';
  if (needsNote && !input.note) details.push({ field: 'body.note', message: `is required to move an insight to ${input.status} (5-1000 characters: why)` });
  if (!needsNote && input.note !== undefined)
    details.push({ field: 'body.note', message: 'is only taken with rejected and need_context: leave it out to archive' });
  if (input.status === 'rejected' && !input.rejectionCategory) {
    details.push({ field: 'body.rejectionCategory', message: 'is required to reject (no_demand, not_aligned, not_viable, not_now, duplicate or other)' });
  }
  if (input.status !== 'rejected' && input.rejectionCategory !== undefined) {
    details.push({ field: 'body.rejectionCategory', message: `is only taken with rejected, not ${input.status}: leave it out` });
  }
  if (details.length) {
    throw new ApiError('VALIDATION_FAILED', `Moving ${ref} to ${input.status}: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
      details,
      suggestion:
        input.status === 'rejected'
          ? 'Send status rejected with note (5-1000 characters saying why) and rejectionCategory (no_demand, not_aligned, not_viable, not_now, duplicate or other).'
          : input.status === 'need_context'
            ? 'Send status need_context with note (5-1000 characters saying what context is missing).'
            : 'Send only status archived.',
    });
  }
  // insightMachine: any insight moves to each decision but the one it is in already.
  if (!insightMachine.can(row.status, input.status)) {
    throw insightMachine.refusal(row.status, input.status, {
      message: row.status === input.status ? `${ref} is ${row.status} already` : undefined,
      subject: ref,
    });
  }
  const patch: InsightValues = { status: input.status };
  if (input.status === 'rejected') Object.assign(patch, { status_note: input.note, rejection_category: input.rejectionCategory });
  if (input.status === 'need_context') Object.assign(patch, { status_note: input.note, rejection_category: null });
  await updateInsight(trx, actor.orgId, row.id, patch);

  if (input.status === 'rejected') {
    // spec 1 §3.2: the decision is published to the org (system room) and to the customer's feed
    const decision = `${actor.name} rejected ${ref} ${quote(row.verbatim)} (${input.rejectionCategory}): ${input.note}`;
    await deps.messages.postSystem(trx, actor.orgId, decision);
    if (row.customer_id) {
      await insertCustomerUpdate(trx, actor.orgId, {
        customer_id: row.customer_id,
        kind: 'decision',
        body: decision,
        author_id: actor.userId,
        entity_type: 'insight',
        entity_id: row.id,
      });
    }
  }
  if (input.status === 'need_context' && row.recorded_by_id) {
    // returned to its recorder (notify skips the caller)
    await deps.notifications.notify(trx, actor, {
      userId: row.recorded_by_id,
      type: 'insight_need_context',
      title: `${ref} needs more context`,
      body: `${actor.name} returned ${ref} ${quote(row.verbatim)} to you: ${input.note}`,
      linkUrl: `/api/v1/insights/${ref}`,
      entityType: 'insight',
      entityId: row.id,
    });
  }
  return presentOne(trx, actor.orgId, row.id);
}

/**
 * POST /insights/{id}/set-review-team — `teamId` (a UUID, resolved by the pipeline from a prefix) or null → the insight.
 * With a team: status review and the team's insight reviewer notified (when the team or status changed). With null:
 * the review team is cleared; an insight in review becomes active with linked work, else created; any other status
 * stays. 404 naming body.teamId for a team not in the org.
 */
export async function setReviewTeam(trx: Knex, deps: StatusDeps, actor: Actor, idOrRef: string, teamId: string | null): Promise<Insight> {
  const row = await loadInsight(trx, actor, idOrRef, true);
  const ref = refOf('insights', row.number);
  if (teamId) {
    const team = await findTeamReviewer(trx, actor.orgId, teamId.toLowerCase());
    if (!team) throw notFound('Team', teamId, '/api/v1/teams', 'body.teamId');
    const changed = row.status !== 'review' || row.review_team_id !== team.id;
    if (row.status !== 'review') insightMachine.assert(row.status, 'review', { subject: ref }); // any insight goes to review
    await updateInsight(trx, actor.orgId, row.id, { review_team_id: team.id, status: 'review' });
    if (changed && team.insight_reviewer_id) {
      await deps.notifications.notify(trx, actor, {
        userId: team.insight_reviewer_id,
        type: 'insight_review',
        title: `${ref} to review for ${team.name}`,
        body: `${actor.name} sent ${ref} ${quote(row.verbatim)} to ${team.name} for review.`,
        linkUrl: `/api/v1/insights/${ref}`,
        entityType: 'insight',
        entityId: row.id,
      });
    }
  } else {
    let status: InsightStatus = row.status;
    if (row.status === 'review') status = (await hasWork(trx, actor.orgId, row.id)) ? 'active' : 'created';
    if (status !== row.status) insightMachine.assert(row.status, status, { subject: ref });
    await updateInsight(trx, actor.orgId, row.id, { review_team_id: null, status });
    // Back to active with all of its work completed already: delivered again (the trigger only fires on completion).
    if (status === 'active') await deliverIfDone(trx, actor.orgId, row.id);
  }
  return presentOne(trx, actor.orgId, row.id);
}
