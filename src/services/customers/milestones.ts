/**
 * The milestones of a customer's onboarding (spec 1 §2.8; spec 2 §4.11): a milestone PATCH (driId, arrTranche,
 * taskId — taskId also needs task:update: the task is attached to the milestone) and milestone work (a task:
 * task:create and teamId; an opportunity: opportunity:create). Called by OnboardingService
 * (src/services/customers/onboarding.ts) with the customer it found: the PATCH inside its transaction, the work on
 * the request's transaction (the task and opportunity services open theirs on it).
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import type { RequestBody, Schema } from '../../core/api.js';
import { ApiError, invalidField, notFound, requireCapability } from '../../core/errors.js';
import { insertCustomerOpportunity } from '../../repositories/customerOpportunities.js';
import { refOf } from '../../repositories/refs.js';
import {
  findMilestone,
  listMilestoneWork,
  listMilestones,
  toMilestone,
  updateStepInstance,
  type MilestoneRow,
  type StepInstanceValues,
} from '../../repositories/stepInstances.js';
import { attachTaskToStep, findTaskId, updateTask } from '../../repositories/tasks.js';
import { findLatestInstanceSummary } from '../../repositories/templateInstances.js';
import { assertUser } from '../common.js';
import type { OpportunityService } from '../opportunities.js';
import type { TaskService } from '../tasks.js';
import type { CustomerRow } from './common.js';

type OnboardingMilestone = Schema<'OnboardingMilestone'>;
type WorkRef = OnboardingMilestone['work'][number];

/** The largest ARR tranche the column holds (numeric(16, 2)). */
const MAX_TRANCHE = Number('99999999999999.99'); // the largest numeric(16,2), as the nearest double

const customerRef = (c: Pick<CustomerRow, 'number'>) => refOf('customers', c.number);

/** A milestone of the customer's onboarding (its current instance); 404 naming path.stepInstanceId otherwise; 400 for a terminal step. */
async function milestoneRow(db: Knex, actor: Actor, c: CustomerRow, stepInstanceId: string): Promise<MilestoneRow> {
  const inst = await findLatestInstanceSummary(db, actor.orgId, 'customer', c.id);
  const id = stepInstanceId.toLowerCase();
  const step = inst ? (await listMilestones(db, actor.orgId, inst.id)).find((s) => s.id === id) : undefined;
  if (!step) {
    const err = new ApiError('NOT_FOUND', `Milestone ${stepInstanceId} of customer ${customerRef(c)} not found`, {
      details: [
        {
          field: 'path.stepInstanceId',
          message: inst ? "names no milestone of this customer's onboarding" : 'names nothing: the customer has no onboarding',
        },
      ],
      suggestion: inst
        ? `Read the milestones with GET /api/v1/customers/${customerRef(c)}/onboarding and pass one's stepInstanceId.`
        : `Start the customer's onboarding with POST /api/v1/customers/${customerRef(c)}/onboarding first.`,
    });
    err.subject = stepInstanceId;
    throw err;
  }
  if (step.terminal) {
    throw invalidField(
      'path.stepInstanceId',
      `is the terminal ${step.title} step, which the onboarding reaches by itself`,
      'Pass one of the milestones before Completed and Cancelled (terminal null in GET /api/v1/customers/{id}/onboarding).',
    );
  }
  return step;
}

async function readMilestone(db: Knex, actor: Actor, customerId: string, stepId: string): Promise<OnboardingMilestone> {
  const s = (await findMilestone(db, actor.orgId, stepId)) as MilestoneRow;
  return toMilestone(s, (await listMilestoneWork(db, actor.orgId, customerId, [stepId])).get(stepId) ?? []);
}

/**
 * PATCH /customers/{id}/onboarding/steps/{stepInstanceId} — any of `driId` (a user of the org, or null),
 * `arrTranche` (≥ 0, or null to clear), `taskId` (a task of the org, or null; also needs task:update: the task is
 * attached to the milestone, its onboardingStepInstanceId set) → the milestone. Errors: 404 for an unknown customer,
 * path.stepInstanceId, body.driId or body.taskId; 400 for a terminal step or a tranche too large to store; 403
 * FORBIDDEN (error.data {required, missing}) for taskId without task:update.
 */
export async function updateMilestone(
  trx: Knex,
  actor: Actor,
  c: CustomerRow,
  stepInstanceId: string,
  input: RequestBody<'updateCustomerOnboardingStep'>,
): Promise<OnboardingMilestone> {
  if (input.taskId !== undefined) requireCapability(actor.capabilities, 'task:update', "Setting a milestone's task");
  const step = await milestoneRow(trx, actor, c, stepInstanceId);
  const cols: StepInstanceValues = {};
  if (input.driId !== undefined) {
    if (input.driId) await assertUser(trx, actor.orgId, input.driId.toLowerCase(), 'body.driId');
    cols.dri_id = input.driId ? input.driId.toLowerCase() : null;
  }
  if (input.arrTranche !== undefined) {
    if (input.arrTranche !== null && input.arrTranche > MAX_TRANCHE) {
      throw invalidField(
        'body.arrTranche',
        `is larger than ${MAX_TRANCHE}`,
        'Send the ARR the milestone unlocks in the org currency, at most 99999999999999.99, or null to clear it.',
      );
    }
    cols.arr_tranche = input.arrTranche;
  }
  if (input.taskId !== undefined) {
    if (input.taskId) {
      // body.taskId is a UUID (the pipeline resolved ENG-12); the task is locked before it is attached.
      const taskId = await findTaskId(trx, actor.orgId, input.taskId.toLowerCase(), true);
      if (!taskId) throw notFound('Task', input.taskId, '/api/v1/tasks', 'body.taskId');
      cols.task_id = taskId;
      // Attached only when not yet (its updated_at untouched otherwise).
      await attachTaskToStep(trx, actor.orgId, taskId, step.id);
    } else cols.task_id = null;
  }
  if (Object.keys(cols).length) await updateStepInstance(trx, actor.orgId, step.id, cols);
  return readMilestone(trx, actor, c.id, step.id);
}

/**
 * POST /customers/{id}/onboarding/steps/{stepInstanceId}/work — `{kind, title, teamId?}` → `{kind, id, ref}`.
 * kind task (needs task:create; teamId required): the task is created by the task service and carries the milestone
 * as its onboardingStepInstanceId. kind opportunity (needs opportunity:create): the opportunity is created by its
 * service and linked to the customer, pinned to the milestone. Errors: 404 for an unknown customer, milestone or
 * team; 400 naming body.teamId when kind task lacks it, or path.stepInstanceId for a terminal step; 403 FORBIDDEN
 * (error.data {required, missing}) without the kind's create capability.
 */
export async function createMilestoneWork(
  db: Knex,
  deps: { tasks: TaskService; opportunities: OpportunityService },
  actor: Actor,
  c: CustomerRow,
  stepInstanceId: string,
  input: RequestBody<'createCustomerOnboardingStepWork'>,
): Promise<WorkRef> {
  if (input.kind === 'task') {
    requireCapability(actor.capabilities, 'task:create', 'Creating a task for a milestone');
    if (!input.teamId) {
      throw invalidField(
        'body.teamId',
        'is required for kind task',
        "Send teamId (the team's UUID or prefix, e.g. ENG; GET /api/v1/teams lists them) with kind task.",
      );
    }
  } else {
    requireCapability(actor.capabilities, 'opportunity:create', 'Creating an opportunity for a milestone');
  }
  const step = await milestoneRow(db, actor, c, stepInstanceId);
  if (input.kind === 'task') {
    const task = await deps.tasks.create(actor, { title: input.title, teamId: input.teamId });
    await updateTask(db, actor.orgId, task.id, { onboarding_step_instance_id: step.id });
    return { kind: 'task', id: task.id, ref: task.ref };
  }
  const opp = await deps.opportunities.create(actor, { title: input.title, ...(input.teamId ? { teamId: input.teamId } : {}) });
  await insertCustomerOpportunity(db, actor.orgId, { customer_id: c.id, opportunity_id: opp.id, step_instance_id: step.id });
  return { kind: 'opportunity', id: opp.id, ref: opp.ref };
}
