/**
 * Cycles, planned work and delivery promises (spec 2 §4.8, §7 PROMISE_BREAKS).
 *
 * - Cycles are team iterations `{teamId, number, name, startsOn, endsOn}`, dates inclusive. `number` counts per team
 *   (max + 1 while the team row is locked, so concurrent creates for one team queue); `name` defaults to
 *   `Cycle <number>`. One team's cycles never overlap: the exclusion constraint `cycles_no_overlap` decides, inside a
 *   savepoint, and its violation (SQLSTATE 23P01) becomes 409 ALREADY_EXISTS naming the overlapping cycle in
 *   `error.data` — the dates are taken by another cycle, not a state the caller could move out of, so
 *   INVALID_STATE_TRANSITION would mislead. endsOn before startsOn is 400 naming body.endsOn.
 * - move-cycle schedules a task into a cycle of its own team (or unschedules it with null). A break is a live
 *   customer commitment on the task's work — an insight linked to the task or to its opportunity, rooted at a
 *   customer, with a deadline, not rejected, archived or delivered — that the move would make finish after its
 *   deadline: newDate is the target cycle's endsOn, and unscheduling (newDate null) always breaks. With breaks, the
 *   move happens only when `acknowledgedBreaks` names exactly the same set of (taskId, insightId, deadline, newDate);
 *   otherwise 409 PROMISE_BREAKS with `error.data.breaks`. An acknowledged move records each break in the same
 *   transaction: a promise_breaks row (claims read it as broken), a customer feed entry (customer_updates kind
 *   promise_break about the insight) and a promise_break notification to the insight's recorder. Moving a task to
 *   the cycle it is already in changes nothing and checks nothing.
 * - Planned work: per cycle overlapping [from, to] (the window at most 366 days), the tasks in it that are not
 *   cancelled or duplicate, their estimates, and capacity = the team members' weekly_hours × (days of the cycle
 *   inside the window ÷ 7). weekly_hours is a compensation field: only the aggregate capacity leaves this service.
 */
import { listCommitmentsBrokenBy, type BrokenCommitmentRow as CommitmentRow } from '../repositories/insights.js';
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import type { QueryParams, RequestBody } from '../core/api.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { refOf } from '../repositories/refs.js';
import {
  findCycle,
  findCycleTeam,
  findOverlappingCycle,
  insertCycle,
  listCycleWork,
  listCycles,
  maxCycleNumber,
  toCycle,
  updateCycle,
  type CycleRow,
} from '../repositories/cycles.js';
import { insertCustomerUpdate } from '../repositories/customerUpdates.js';
import { insertPromiseBreak } from '../repositories/promiseBreaks.js';
import { countUnscheduledTasks, findTaskSchedule, listOpenCycleTasks, updateTask } from '../repositories/tasks.js';
import { lockTeam } from '../repositories/teams.js';
import { assertTeam } from './common.js';
import type { NotificationService } from './notifications.js';
import type { Task, TaskService } from './tasks.js';

export type Cycle = components['schemas']['Cycle'];
export type PromiseBreak = components['schemas']['PromiseBreak'];
export type PlannedWorkSummary = components['schemas']['PlannedWorkSummary'];
type Figures = components['schemas']['PlannedWorkFigures'];

/** The widest planned-work window, in days (both ends included): a leap year. */
export const MAX_WINDOW_DAYS = 366;

const isExclusionViolation = (err: unknown) => (err as { code?: string }).code === '23P01';
const isCheckViolation = (err: unknown, constraint: string) =>
  (err as { code?: string }).code === '23514' && (err as { constraint?: string }).constraint === constraint;

/** Two decimals, without binary-float residue (0.1 + 0.2 → 0.3). */
export const round2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;

/** Days from `a` to `b` (YYYY-MM-DD), b − a. */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The key a break is matched on when acknowledged: the same task, insight, deadline and new date. */
const breakKey = (b: Pick<PromiseBreak, 'taskId' | 'insightId' | 'deadline' | 'newDate'>) =>
  [b.taskId.toLowerCase(), b.insightId.toLowerCase(), b.deadline, b.newDate ?? 'null'].join('|');

const quote = (s: string) => `"${s.length > 80 ? `${s.slice(0, 77)}...` : s}"`;

export class CycleService {
  constructor(
    private readonly db: Knex,
    private readonly deps: { tasks: TaskService; notifications: NotificationService },
  ) {}

  /** GET /cycles — by start date, optionally one team's; 404 naming query.teamId for a team not in the org. */
  async list(actor: Actor, q: QueryParams<'listCycles'> & { limit: number }): Promise<Page<Cycle>> {
    if (q.teamId) await assertTeam(this.db, actor.orgId, q.teamId, 'query.teamId');
    const page = await listCycles(this.db, actor.orgId, { teamId: q.teamId }, q);
    return { rows: page.rows.map(toCycle), nextCursor: page.nextCursor };
  }

  private async one(db: Knex, orgId: string, id: string): Promise<CycleRow | undefined> {
    return findCycle(db, orgId, id);
  }

  /** The team row, locked so cycle numbers and dates of one team are decided one write at a time. */
  private async lockTeam(trx: Knex, orgId: string, teamId: string, field: string): Promise<{ id: string; prefix: string }> {
    const team = await lockTeam(trx, orgId, teamId);
    if (!team) {
      throw new ApiError('NOT_FOUND', `${field}: team ${teamId} not found`, {
        details: [{ field, message: 'is not a team of this org' }],
        suggestion: 'List teams with GET /api/v1/teams to find a valid team id or prefix.',
      });
    }
    return team;
  }

  private assertDates(startsOn: string, endsOn: string, field: string) {
    if (endsOn < startsOn) {
      throw invalidField(
        field,
        `(${endsOn}) is before startsOn (${startsOn})`,
        `Set endsOn on or after startsOn (${startsOn}); both days belong to the cycle.`,
      );
    }
  }

  /** 409 ALREADY_EXISTS naming the cycle of the team whose dates overlap [startsOn, endsOn]. */
  private async overlapError(
    trx: Knex,
    orgId: string,
    team: { id: string; prefix: string },
    startsOn: string,
    endsOn: string,
    selfId: string | null,
    field: string,
  ): Promise<ApiError> {
    const other = await findOverlappingCycle(trx, orgId, team.id, startsOn, endsOn, selfId);
    if (!other) {
      return new ApiError('ALREADY_EXISTS', `Cycle dates ${startsOn} to ${endsOn} overlap another cycle of team ${team.prefix}`, {
        suggestion: `List the team's cycles with GET /api/v1/cycles?teamId=${team.prefix} and choose free dates.`,
      });
    }
    return new ApiError(
      'ALREADY_EXISTS',
      `Cycle dates ${startsOn} to ${endsOn} overlap ${other.name} (${other.starts_on} to ${other.ends_on}) of team ${team.prefix}`,
      {
        details: [{ field, message: `overlaps ${other.name} (${other.starts_on} to ${other.ends_on})` }],
        data: { cycleId: other.id, number: other.number, name: other.name, startsOn: other.starts_on, endsOn: other.ends_on },
        suggestion: `Choose dates that end before ${other.starts_on} or start after ${other.ends_on}, or move ${other.name} first with PATCH /api/v1/cycles/${other.id}.`,
      },
    );
  }

  /** Runs `write` in a savepoint, turning the overlap and date constraints into 409 and 400. */
  private async guarded<T>(
    trx: Knex,
    orgId: string,
    team: { id: string; prefix: string },
    dates: { startsOn: string; endsOn: string },
    selfId: string | null,
    fields: { overlap: string; dates: string },
    write: (sp: Knex) => Promise<T>,
  ): Promise<T> {
    try {
      return await trx.transaction((sp) => write(sp));
    } catch (err) {
      if (isExclusionViolation(err)) throw await this.overlapError(trx, orgId, team, dates.startsOn, dates.endsOn, selfId, fields.overlap);
      if (isCheckViolation(err, 'cycles_dates')) this.assertDates(dates.startsOn, dates.endsOn, fields.dates);
      throw err;
    }
  }

  /** POST /cycles — `{teamId, name?, startsOn, endsOn}` → the cycle (number per team; name default Cycle <number>). */
  async create(actor: Actor, input: RequestBody<'createCycle'>): Promise<Cycle> {
    return this.db.transaction(async (trx) => {
      const team = await this.lockTeam(trx, actor.orgId, input.teamId, 'body.teamId');
      this.assertDates(input.startsOn, input.endsOn, 'body.endsOn');
      const max = await maxCycleNumber(trx, actor.orgId, team.id);
      const number = (max ?? 0) + 1;
      const id = await this.guarded(trx, actor.orgId, team, input, null, { overlap: 'body.startsOn', dates: 'body.endsOn' }, (sp) =>
        insertCycle(sp, actor.orgId, { teamId: team.id, number, name: input.name ?? `Cycle ${number}`, startsOn: input.startsOn, endsOn: input.endsOn }),
      );
      return toCycle((await this.one(trx, actor.orgId, id))!);
    });
  }

  /**
   * PATCH /cycles/{id} — any of name, startsOn, endsOn, acknowledgedBreaks → the cycle. 404 naming path.id; 409 on
   * overlap; 400 when it would end before it starts. Moving endsOn later moves the finish of the cycle's open tasks
   * (not completed, cancelled or duplicate): 409 PROMISE_BREAKS for the customer commitments that passes (as
   * move-cycle), unless acknowledgedBreaks is exactly those; then each is recorded as move-cycle records them.
   */
  async update(actor: Actor, id: string, input: RequestBody<'updateCycle'>): Promise<Cycle> {
    return this.db.transaction(async (trx) => {
      const foundTeam = await findCycleTeam(trx, actor.orgId, id);
      if (!foundTeam) throw notFound('Cycle', id, '/api/v1/cycles', 'path.id');
      const team = await this.lockTeam(trx, actor.orgId, foundTeam, 'path.id');
      const cur = (await this.one(trx, actor.orgId, id))!;
      const startsOn = input.startsOn ?? cur.starts_on;
      const endsOn = input.endsOn ?? cur.ends_on;
      const datesField = input.endsOn !== undefined ? 'body.endsOn' : 'body.startsOn';
      this.assertDates(startsOn, endsOn, datesField);
      const patch: Record<string, unknown> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.startsOn !== undefined) patch.starts_on = input.startsOn;
      if (input.endsOn !== undefined) patch.ends_on = input.endsOn;
      const overlapField = input.startsOn !== undefined ? 'body.startsOn' : 'body.endsOn';
      await this.guarded(trx, actor.orgId, team, { startsOn, endsOn }, id, { overlap: overlapField, dates: datesField }, (sp) =>
        updateCycle(sp, actor.orgId, id, patch),
      );

      // A later end moves the finish of every open task in the cycle (spec 2 §7 PROMISE_BREAKS, as move-cycle).
      if (endsOn > cur.ends_on) {
        const tasks = await listOpenCycleTasks(trx, actor.orgId, id);
        const perTask: { task: (typeof tasks)[number]; broken: CommitmentRow[] }[] = [];
        for (const t of tasks) {
          const broken = await this.commitmentsBroken(trx, actor.orgId, t, endsOn);
          if (broken.length) perTask.push({ task: t, broken });
        }
        const breaks: PromiseBreak[] = perTask.flatMap(({ task, broken }) =>
          broken.map((r) => ({ taskId: task.id, insightId: r.insight_id, customerId: r.customer_id, deadline: r.deadline, newDate: endsOn })),
        );
        this.assertAcknowledged(
          breaks,
          input.acknowledgedBreaks,
          `Moving the end of ${cur.name} from ${cur.ends_on} to ${endsOn}`,
          ', or keep the cycle ending on or before {deadline} and move single tasks with move-cycle',
        );
        for (const { task, broken } of perTask) {
          await this.recordBreaks(trx, actor, { id: task.id, ref: `${task.prefix ?? 'TASK'}-${task.number}`, title: task.title }, broken, {
            newDate: endsOn,
            fromCycleId: id,
            toCycleId: id,
            what: `now finishes with ${cur.name}, whose end moved from ${cur.ends_on} to ${endsOn}`,
          });
        }
      }
      return toCycle((await this.one(trx, actor.orgId, id))!);
    });
  }

  // ---- move-cycle and promise breaks (spec 2 §4.8, §7)

  /**
   * The customer commitments on the task's work that finishing on `newDate` (null: never scheduled) would break:
   * insights linked to the task or its opportunity, rooted at a customer, with a deadline, not rejected, archived or
   * delivered, whose deadline is before newDate (every one of them when newDate is null). By deadline, then ref.
   * moveTask leaves out those the task's current cycle already finishes after, when the move is not later still.
   */
  private commitmentsBroken(db: Knex, orgId: string, task: { id: string; opportunity_id: string | null }, newDate: string | null): Promise<CommitmentRow[]> {
    return listCommitmentsBrokenBy(db, orgId, task, newDate);
  }

  /**
   * POST /tasks/{id}/move-cycle — `{cycleId | null, acknowledgedBreaks?}` → the task, read after the write.
   * 404 for the task (path.id) or the cycle (body.cycleId); 400 naming body.cycleId for a cycle of another team or a
   * task without a team; 409 PROMISE_BREAKS unless every break is acknowledged exactly.
   */
  async moveTask(actor: Actor, taskIdOrRef: string, input: RequestBody<'moveTaskCycle'>): Promise<Task> {
    const taskId = await this.db.transaction(async (trx) => {
      const id = await this.deps.tasks.resolve(actor, taskIdOrRef, trx, true);
      const task = (await findTaskSchedule(trx, actor.orgId, id))!;
      const taskRef = `${task.prefix ?? 'TASK'}-${task.number}`;

      let target: CycleRow | null = null;
      if (input.cycleId !== null) {
        target = (await this.one(trx, actor.orgId, input.cycleId.toLowerCase())) ?? null;
        if (!target) throw notFound('Cycle', input.cycleId, '/api/v1/cycles', 'body.cycleId');
        if (!task.team_id) {
          throw invalidField(
            'body.cycleId',
            `cannot schedule ${taskRef}: the task belongs to no team`,
            `Give ${taskRef} a team first (PATCH /api/v1/tasks/${taskRef} with teamId), then pick one of that team's cycles.`,
          );
        }
        if (target.team_id !== task.team_id) {
          throw invalidField(
            'body.cycleId',
            `is a cycle of another team than ${taskRef}'s`,
            `Pick a cycle of ${task.prefix}: GET /api/v1/cycles?teamId=${task.prefix}.`,
          );
        }
      }
      const toId = target?.id ?? null;
      if (toId === task.cycle_id) return id; // no move: nothing to check or record

      const newDate = target?.ends_on ?? null;
      // A move that does not make already-late work later is no new break: a task whose current cycle already ends
      // after a deadline, moved to a cycle ending no later than that one, breaks nothing it had not broken already.
      const oldDate = task.cycle_id ? ((await this.one(trx, actor.orgId, task.cycle_id))?.ends_on ?? null) : null;
      const broken = (await this.commitmentsBroken(trx, actor.orgId, task, newDate)).filter(
        (r) => !(oldDate !== null && oldDate > r.deadline && newDate !== null && newDate <= oldDate),
      );
      const breaks: PromiseBreak[] = broken.map((r) => ({ taskId: id, insightId: r.insight_id, customerId: r.customer_id, deadline: r.deadline, newDate }));
      const where = target ? `into ${target.name} (ends ${target.ends_on})` : 'out of its cycle';
      this.assertAcknowledged(breaks, input.acknowledgedBreaks, `Moving ${taskRef} ${where}`, ', or choose a cycle ending on or before {deadline}');

      await updateTask(trx, actor.orgId, id, { cycle_id: toId, updated_at: trx.fn.now() });
      const what = target ? `was moved to ${target.name}, ending ${target.ends_on}` : 'was taken out of its cycle and has no delivery date';
      await this.recordBreaks(trx, actor, { id, ref: taskRef, title: task.title }, broken, { newDate, fromCycleId: task.cycle_id, toCycleId: toId, what });
      return id;
    });
    return this.deps.tasks.get(actor, taskId);
  }

  /**
   * Records acknowledged breaks of one task's work, in `trx`: a promise_breaks row each, an entry in the customer's
   * feed (kind promise_break) and a notification to the insight's recorder (type promise_break; never the caller).
   */
  private async recordBreaks(
    trx: Knex,
    actor: Actor,
    task: { id: string; ref: string; title: string },
    broken: CommitmentRow[],
    move: { newDate: string | null; fromCycleId: string | null; toCycleId: string | null; what: string },
  ): Promise<void> {
    for (const r of broken) {
      const insightRef = refOf('insights', r.number);
      await insertPromiseBreak(trx, actor.orgId, {
        task_id: task.id,
        insight_id: r.insight_id,
        customer_id: r.customer_id,
        deadline: r.deadline,
        new_date: move.newDate,
        from_cycle_id: move.fromCycleId,
        to_cycle_id: move.toCycleId,
        acknowledged_by_id: actor.userId,
      });
      const body = `${task.ref} ${quote(task.title)} ${move.what}: past the ${r.deadline} deadline promised on ${insightRef} ${quote(r.verbatim)}.`;
      await insertCustomerUpdate(trx, actor.orgId, {
        customer_id: r.customer_id,
        kind: 'promise_break',
        body,
        author_id: actor.userId,
        entity_type: 'insight',
        entity_id: r.insight_id,
      });
      if (r.recorded_by_id) {
        await this.deps.notifications.notify(trx, actor, {
          userId: r.recorded_by_id,
          type: 'promise_break',
          title: `${insightRef}: the date promised to ${r.customer_name} will be missed`,
          body: `${actor.name} acknowledged it: ${body}`,
          linkUrl: `/api/v1/insights/${insightRef}`,
          entityType: 'insight',
          entityId: r.insight_id,
        });
      }
    }
  }

  /** 409 PROMISE_BREAKS unless `acknowledged` is exactly `breaks` (as a set); `what` says what the write would do. */
  private assertAcknowledged(breaks: PromiseBreak[], acknowledged: PromiseBreak[] | undefined, what: string, suggestionTail: string): void {
    if (!breaks.length) return;
    const acked = new Set((acknowledged ?? []).map(breakKey));
    const wanted = new Set(breaks.map(breakKey));
    if (acked.size === wanted.size && [...wanted].every((k) => acked.has(k))) return;
    const sent = acknowledged?.length ? ' The acknowledgedBreaks sent do not match the breaks this change makes now.' : '';
    const earliest = [...breaks].sort((a, b) => (a.deadline < b.deadline ? -1 : 1))[0].deadline;
    throw new ApiError(
      'PROMISE_BREAKS',
      `${what} would break ${breaks.length} customer commitment${breaks.length > 1 ? 's' : ''} (earliest deadline ${earliest}).${sent}`,
      {
        data: { breaks },
        suggestion: `Re-send the same request with acknowledgedBreaks set to error.data.breaks to go ahead anyway (each break is recorded and the customer and the insight's recorder are told)${suggestionTail.replace('{deadline}', earliest)}.`,
      },
    );
  }

  // ---- planned work (spec 2 §4.8)

  /**
   * GET /tasks/planned-work-summary — `{from, to, teamId?}`. 400 naming query.to when to is before from or the
   * window is longer than 366 days; 404 naming query.teamId for a team not in the org.
   */
  async plannedWork(actor: Actor, q: QueryParams<'getPlannedWorkSummary'>): Promise<PlannedWorkSummary> {
    if (q.to < q.from) throw invalidField('query.to', `(${q.to}) is before from (${q.from})`, 'Set to on or after from; both days belong to the window.');
    const days = daysBetween(q.from, q.to) + 1;
    if (days > MAX_WINDOW_DAYS) {
      throw invalidField(
        'query.to',
        `makes a window of ${days} days, more than ${MAX_WINDOW_DAYS}`,
        `Ask for at most ${MAX_WINDOW_DAYS} days at a time, for example from=${q.from}&to=${new Date(Date.parse(`${q.from}T00:00:00Z`) + (MAX_WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10)}, and split longer periods.`,
      );
    }
    if (q.teamId) await assertTeam(this.db, actor.orgId, q.teamId, 'query.teamId');
    const teamId = q.teamId?.toLowerCase() ?? null;

    // One row per cycle overlapping the window: its tasks (not cancelled or duplicate) and the team's weekly hours.
    const rows = await listCycleWork(this.db, actor.orgId, { from: q.from, to: q.to, teamId });
    const coverage = (minutes: number, capacity: number) => (capacity > 0 ? round2(minutes / 60 / capacity) : null);
    const cycles = rows.map((r) => {
      const capacityHours = round2((Number(r.weekly_hours) * Number(r.days)) / 7);
      const estimatedMinutes = Number(r.minutes);
      return {
        cycleId: r.id,
        teamId: r.team_id,
        name: r.name,
        startsOn: r.starts_on,
        endsOn: r.ends_on,
        tasks: r.tasks,
        estimatedMinutes,
        unestimatedTasks: r.unestimated,
        capacityHours,
        coverage: coverage(estimatedMinutes, capacityHours),
      };
    });
    const sum = (k: 'tasks' | 'estimatedMinutes' | 'unestimatedTasks') => cycles.reduce((s, c) => s + c[k], 0);
    const capacityHours = round2(cycles.reduce((s, c) => s + c.capacityHours, 0));
    const total: Figures = {
      tasks: sum('tasks'),
      estimatedMinutes: sum('estimatedMinutes'),
      unestimatedTasks: sum('unestimatedTasks'),
      capacityHours,
      coverage: coverage(sum('estimatedMinutes'), capacityHours),
    };

    const u = await countUnscheduledTasks(this.db, actor.orgId, teamId);

    return {
      from: q.from,
      to: q.to,
      teamId,
      cycles,
      total,
      unscheduled: { tasks: u.tasks, estimatedMinutes: Number(u.minutes), unestimatedTasks: u.unestimated },
    };
  }
}
