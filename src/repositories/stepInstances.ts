/**
 * The `step_instances` table (spec 1 §2.8, §2.10, §3.2; spec 2 §4.11, §4.13): a template instance's copy of each
 * step, with its owner (dri_id), status and timestamps — for a customer's onboarding also the milestone's ARR
 * tranche and main task. Its row, the row → StepInstance mapper and its queries; every query is scoped by org_id.
 * Which moves are allowed (the step machine) is the service's rule.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, num } from '../core/format.js';

type StepInstance = Schema<'StepInstance'>;
type StepStatus = StepInstance['status'];
type WorkRef = Schema<'OnboardingMilestone'>['work'][number];

/** A step_instances row as selected (`select *`). */
export interface StepInstanceRow {
  id: string;
  instance_id: string;
  step_id: string | null;
  title: string;
  description: string;
  position: number;
  terminal: 'completed' | 'cancelled' | null;
  status: StepStatus;
  dri_id: string | null;
  sla_hours: number | null;
  started_at: Date | null;
  due_at: Date | null;
  completed_at: Date | null;
}

/** The columns of a milestone (a step instance of a customer's onboarding) as its reads select them. */
export interface MilestoneRow {
  id: string;
  instance_id: string;
  step_id: string | null;
  title: string;
  position: number;
  terminal: 'completed' | 'cancelled' | null;
  status: StepStatus;
  dri_id: string | null;
  arr_tranche: string | null;
  task_id: string | null;
  due_at: Date | null;
  completed_at: Date | null;
}

/** What a write may set on a step instance (timestamps may be SQL expressions such as now()). */
export interface StepInstanceValues {
  status?: StepStatus;
  dri_id?: string | null;
  started_at?: Date | null | Knex.Raw;
  completed_at?: Date | null | Knex.Raw;
  arr_tranche?: number | null;
  task_id?: string | null;
}

/** Row → API shape, with the moves the step machine allows it now. */
export const toStepInstance = (r: StepInstanceRow, allowedMoves: StepInstance['allowedMoves']): StepInstance => ({
  id: r.id,
  instanceId: r.instance_id,
  stepId: r.step_id,
  title: r.title,
  description: r.description,
  position: r.position,
  terminal: r.terminal,
  status: r.status,
  driId: r.dri_id,
  slaHours: r.sla_hours,
  startedAt: iso(r.started_at),
  dueAt: iso(r.due_at),
  completedAt: iso(r.completed_at),
  allowedMoves,
});

/** Milestone row → API shape (components.schemas.OnboardingMilestone), with the work attached to it. */
export const toMilestone = (s: MilestoneRow, work: WorkRef[]): Schema<'OnboardingMilestone'> => ({
  stepInstanceId: s.id,
  stepId: s.step_id,
  title: s.title,
  position: s.position,
  terminal: s.terminal,
  status: s.status,
  driId: s.dri_id,
  arrTranche: num(s.arr_tranche),
  taskId: s.task_id,
  work,
  dueAt: iso(s.due_at),
  completedAt: iso(s.completed_at),
});

/** The step instances of instance `instanceId`, by position then id. */
export async function listStepInstances(db: Knex, orgId: string, instanceId: string): Promise<StepInstanceRow[]> {
  return db('step_instances')
    .select('*')
    .where({ org_id: orgId, instance_id: instanceId })
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}

/** Step instance `id` of the org, or undefined. */
export async function findStepInstance(db: Knex, orgId: string, id: string): Promise<StepInstanceRow | undefined> {
  return (await db('step_instances').where({ org_id: orgId, id }).first()) as StepInstanceRow | undefined;
}

/** Inserts the step instances of one instance (copies of its template's steps); nothing for no rows. */
export async function insertStepInstances(
  trx: Knex,
  orgId: string,
  rows: {
    instance_id: string;
    step_id: string;
    title: string;
    description: string;
    position: number;
    terminal: string | null;
    sla_hours: number | null;
    dri_id: string | null;
  }[],
): Promise<void> {
  await trx('step_instances').insert(rows.map((r) => ({ org_id: orgId, ...r })));
}

/** Sets columns of step instance `id` and its updated_at. */
export async function updateStepInstance(trx: Knex, orgId: string, id: string, patch: StepInstanceValues): Promise<void> {
  await trx('step_instances')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Makes `s` active: startedAt stamped once, dueAt = startedAt + slaHours when first started (null without an SLA). */
export async function activateStepInstance(trx: Knex, orgId: string, s: Pick<StepInstanceRow, 'id' | 'started_at' | 'due_at' | 'sla_hours'>): Promise<void> {
  await trx('step_instances')
    .where({ org_id: orgId, id: s.id })
    .update({
      status: 'active',
      started_at: s.started_at ?? trx.fn.now(),
      due_at: s.started_at ? s.due_at : s.sla_hours ? trx.raw(`now() + make_interval(hours => ?)`, [s.sla_hours]) : null,
      updated_at: trx.fn.now(),
    });
}

/**
 * Lands instance `instanceId`'s steps on terminal step `landing`: the non-terminal steps not yet done are skipped,
 * `landing` becomes its status (completed_at now, started_at now unless set), the other terminal step skipped.
 */
export async function landStepInstances(trx: Knex, orgId: string, instanceId: string, landing: 'completed' | 'cancelled'): Promise<void> {
  await trx('step_instances')
    .where({ org_id: orgId, instance_id: instanceId })
    .whereNull('terminal')
    .whereIn('status', ['pending', 'active', 'paused'])
    .update({ status: 'skipped', updated_at: trx.fn.now() });
  await trx('step_instances')
    .where({ org_id: orgId, instance_id: instanceId, terminal: landing })
    .update({ status: landing, completed_at: trx.fn.now(), started_at: trx.raw('coalesce(started_at, now())'), updated_at: trx.fn.now() });
  await trx('step_instances')
    .where({ org_id: orgId, instance_id: instanceId })
    .whereNot('terminal', landing)
    .whereNotNull('terminal')
    .update({ status: 'skipped', updated_at: trx.fn.now() });
}

/** Cancels every pending, active or paused step instance of instance `instanceId`. */
export async function cancelOpenStepInstances(trx: Knex, orgId: string, instanceId: string): Promise<void> {
  await trx('step_instances')
    .where({ org_id: orgId, instance_id: instanceId })
    .whereIn('status', ['pending', 'active', 'paused'])
    .update({ status: 'cancelled', updated_at: trx.fn.now() });
}

/** Pauses the active step instance of instance `instanceId` (if any). */
export async function pauseActiveStepInstance(trx: Knex, orgId: string, instanceId: string): Promise<void> {
  await trx('step_instances').where({ org_id: orgId, instance_id: instanceId, status: 'active' }).update({ status: 'paused', updated_at: trx.fn.now() });
}

/** The ARR tranche of step instance `id` (numeric as text, null when unset); undefined when no such step. */
export async function findStepTranche(db: Knex, orgId: string, id: string): Promise<{ arr_tranche: string | null } | undefined> {
  return db('step_instances').select('arr_tranche').where({ org_id: orgId, id }).first();
}

const MILESTONE_COLUMNS = [
  'id',
  'instance_id',
  'step_id',
  'title',
  'position',
  'terminal',
  'status',
  'dri_id',
  'arr_tranche',
  'task_id',
  'due_at',
  'completed_at',
];

/** The milestones of instance `instanceId` (an onboarding), by position then id. */
export async function listMilestones(db: Knex, orgId: string, instanceId: string): Promise<MilestoneRow[]> {
  return db('step_instances')
    .select(...MILESTONE_COLUMNS)
    .where({ org_id: orgId, instance_id: instanceId })
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}

/** Milestone `id` of the org, or undefined. */
export async function findMilestone(db: Knex, orgId: string, id: string): Promise<MilestoneRow | undefined> {
  return (await db('step_instances')
    .select(...MILESTONE_COLUMNS)
    .where({ org_id: orgId, id })
    .first()) as MilestoneRow | undefined;
}

/**
 * The work attached to each of `stepIds` (milestones of customer `customerId`): tasks whose
 * onboarding_step_instance_id it is (by number), then opportunities linked to the customer pinned to it (by number).
 * Every id of `stepIds` is a key, with [] when nothing is attached.
 */
export async function listMilestoneWork(db: Knex, orgId: string, customerId: string, stepIds: string[]): Promise<Map<string, WorkRef[]>> {
  const out = new Map<string, WorkRef[]>(stepIds.map((id) => [id, []]));
  if (!stepIds.length) return out;
  const { rows } = await db.raw(
    `SELECT t.onboarding_step_instance_id AS step_id, 'task' AS kind, t.id, coalesce(tm.prefix, 'TASK') || '-' || t.number AS ref, 0 AS k, t.number
       FROM tasks t LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
      WHERE t.org_id = ? AND t.onboarding_step_instance_id = ANY (?::uuid[])
     UNION ALL
     SELECT co.step_instance_id, 'opportunity', o.id, 'OPP-' || o.number, 1, o.number
       FROM customer_opportunities co JOIN opportunities o ON o.org_id = co.org_id AND o.id = co.opportunity_id
      WHERE co.org_id = ? AND co.customer_id = ? AND co.step_instance_id = ANY (?::uuid[])
     ORDER BY k, number`,
    [orgId, stepIds, orgId, customerId, stepIds],
  );
  for (const r of rows as { step_id: string; kind: WorkRef['kind']; id: string; ref: string }[])
    out.get(r.step_id)?.push({ kind: r.kind, id: r.id, ref: r.ref });
  return out;
}

/** The entity (type and id) whose template instance step `id` belongs to; undefined when no step of the org has it. */
export async function findStepEntity(db: Knex, orgId: string, id: string): Promise<{ entity_type: string; entity_id: string } | undefined> {
  return db('step_instances as s')
    .join('template_instances as ti', function () {
      this.on('ti.org_id', 's.org_id').andOn('ti.id', 's.instance_id');
    })
    .select('ti.entity_type', 'ti.entity_id')
    .where({ 's.org_id': orgId, 's.id': id })
    .first();
}
