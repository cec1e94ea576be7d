/**
 * Context bundles and task handoffs for agents (spec 2 §4.7 "context", §4.21 get_opportunity_context,
 * get_task_context, write_task_handoff).
 *
 * A bundle is one read that gives an agent everything about an opportunity or a task. Each section is read only when
 * the caller's credential holds its read capability, and is null otherwise (never a 403 for the whole bundle);
 * customers and insights are those linked to the opportunity; pull requests are the
 * external links of kind pull_request (the GitHub integration links them) of the task, or of the opportunity and —
 * with task:read — of its tasks. Financial
 * fields follow the same rule as everywhere (the opportunity comes from its service, which strips estimatedCost
 * without cost:read).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import type { RequestBody } from '../core/api.js';
import { ApiError } from '../core/errors.js';
import { refOf } from '../repositories/refs.js';
import { readingsOf, progressOf } from '../repositories/progress.js';
import { listServedObjectives } from '../repositories/opportunityObjectives.js';
import { listOpportunityCustomers } from '../repositories/customerOpportunities.js';
import { listPullRequests } from '../repositories/externalLinks.js';
import { listOpportunityInsights } from '../repositories/insightLinks.js';
import { findOpportunityPhase } from '../repositories/opportunityPhases.js';
import { listTaskAssignments } from '../repositories/taskAssignments.js';
import { findTask, updateTask } from '../repositories/tasks.js';
import { assertUser, isoDate } from './common.js';
import type { OpportunityService } from './opportunities.js';
import type { TaskService } from './tasks.js';
import type { CommentService } from './comments.js';
import type { TemplateService, TemplateEntityType } from './templates.js';
import type { NotificationService } from './notifications.js';

type OpportunityContext = components['schemas']['OpportunityContext'];
type TaskContext = components['schemas']['TaskContext'];
type ContextObjective = components['schemas']['ContextObjective'];
type ActiveStep = components['schemas']['ActiveStep'];
type Task = components['schemas']['Task'];
type TaskSummary = components['schemas']['TaskSummary'];
type ContextCustomer = components['schemas']['ContextCustomer'];
type ContextInsight = components['schemas']['ContextInsight'];
type ContextPullRequest = components['schemas']['ContextPullRequest'];

/** Comments a bundle carries: the latest ones, oldest first. */
const COMMENTS = 50;
/** Pull requests a bundle carries: the latest changed ones. */
const PULL_REQUESTS = 100;

export class ContextService {
  constructor(
    private readonly db: Knex,
    private readonly deps: {
      opportunities: OpportunityService;
      tasks: TaskService;
      comments: CommentService;
      templates: TemplateService;
      notifications: NotificationService;
    },
  ) {}

  private can(actor: Actor, capability: string): boolean {
    return actor.capabilities.has(capability);
  }

  /** The objectives `opportunityId` serves (primary first), each with metric, target, latest reading and progress. */
  private async objectives(actor: Actor, opportunityId: string): Promise<ContextObjective[]> {
    const rows = await listServedObjectives(this.db, actor.orgId, opportunityId);
    const readings = await readingsOf(
      this.db,
      actor.orgId,
      rows.map((r) => r.metric_id).filter((id): id is string => id !== null),
    );
    const metrics = this.can(actor, 'metric:read');
    return rows.map((r): ContextObjective => {
      const reading = r.metric_id ? readings.get(r.metric_id) : undefined;
      return {
        id: r.id,
        ref: refOf('objectives', r.number),
        title: r.title,
        status: r.status,
        linkKind: r.kind,
        metric: r.metric_id && metrics ? { id: r.metric_id, ref: refOf('metrics', r.metric_number!), name: r.metric_name!, unit: r.metric_unit! } : null,
        operator: r.target_operator,
        target: r.target_numeric == null ? null : Number(r.target_numeric),
        latestReading: reading && metrics ? { value: reading.latest, recordedAt: reading.latestAt.toISOString() } : null,
        progress: progressOf(
          { metricId: r.metric_id, targetOperator: r.target_operator, targetNumeric: r.target_numeric, startNumeric: r.start_numeric },
          reading,
        ),
      };
    });
  }

  /** Customers linked to the opportunity, by name. */
  private async customers(actor: Actor, opportunityId: string): Promise<ContextCustomer[]> {
    const rows = await listOpportunityCustomers(this.db, actor.orgId, opportunityId);
    return rows.map((r) => ({
      id: r.id,
      ref: refOf('customers', r.number),
      name: r.name,
      status: r.status,
      arr: r.arr == null ? null : Number(r.arr),
      health: r.health,
      stepInstanceId: r.step_instance_id,
    }));
  }

  /** Insights linked to the opportunity, pinned first, then newest; archived ones left out. */
  private async insights(actor: Actor, opportunityId: string): Promise<ContextInsight[]> {
    const rows = await listOpportunityInsights(this.db, actor.orgId, opportunityId);
    return rows.map((r) => ({
      id: r.id,
      ref: refOf('insights', r.number),
      verbatim: r.verbatim,
      interpretation: r.interpretation,
      status: r.status,
      moscow: r.moscow,
      deadline: isoDate(r.deadline),
      customerId: r.customer_id,
      pinned: r.pinned,
      blocking: r.blocking,
    }));
  }

  /**
   * Pull requests linked to the task `taskId`, or to the opportunity `opportunityId` itself and (withTasks) to the
   * tasks that serve it and their subtasks, newest change first; each names its task (null for the opportunity's own).
   */
  private async pullRequests(actor: Actor, of: { taskId: string } | { opportunityId: string; withTasks: boolean }): Promise<ContextPullRequest[]> {
    const rows = await listPullRequests(this.db, actor.orgId, of, PULL_REQUESTS);
    return rows.map(
      (r): ContextPullRequest => ({
        id: r.id,
        provider: r.provider,
        externalId: r.external_id,
        url: r.url,
        title: r.title,
        state: r.state,
        taskId: r.task_id ?? null,
        taskRef: r.task_id ? `${r.task_prefix}-${r.task_number}` : null,
        updatedAt: new Date(r.updated_at).toISOString(),
      }),
    );
  }

  /** The latest comments on an entity, oldest first (archived ones left out). */
  private comments(actor: Actor, entityType: 'opportunity' | 'task', entityId: string) {
    return this.deps.comments.latest(actor, entityType, entityId, COMMENTS);
  }

  /** The running (else latest) template instance of an entity as its active step; null without one. */
  private async activeStep(actor: Actor, entityType: TemplateEntityType, entityId: string): Promise<ActiveStep | null> {
    if (!this.can(actor, 'template:read')) return null;
    const inst = await this.deps.templates.instanceOf(actor, entityType, entityId).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === 'NOT_FOUND') return null;
      throw err;
    });
    return inst
      ? { instanceId: inst.id, templateId: inst.templateId, templateName: inst.templateName, status: inst.status, currentStep: inst.currentStep }
      : null;
  }

  /** GET /opportunities/{id}/context (spec 2 §4.7): 404 when the opportunity is absent or in another org. */
  async opportunity(actor: Actor, idOrRef: string): Promise<OpportunityContext> {
    const opportunity = await this.deps.opportunities.get(actor, idOrRef);
    return {
      opportunity,
      objectives: this.can(actor, 'objective:read') ? await this.objectives(actor, opportunity.id) : null,
      customers: this.can(actor, 'customer:read') ? await this.customers(actor, opportunity.id) : null,
      comments: this.can(actor, 'comment:read') ? await this.comments(actor, 'opportunity', opportunity.id) : null,
      insights: this.can(actor, 'insight:read') ? await this.insights(actor, opportunity.id) : null,
      activeStep: await this.activeStep(actor, 'opportunity', opportunity.id),
      pullRequests: await this.pullRequests(actor, { opportunityId: opportunity.id, withTasks: this.can(actor, 'task:read') }),
    };
  }

  private summary(t: Pick<Task, 'id' | 'ref' | 'title' | 'status'> & { subtaskPosition?: number | null }): TaskSummary {
    return { id: t.id, ref: t.ref, title: t.title, status: t.status, subtaskPosition: t.subtaskPosition ?? null };
  }

  /** GET /tasks/{id}/context (spec 2 §4.21): 404 when the task is absent or in another org. */
  async task(actor: Actor, idOrRef: string): Promise<TaskContext> {
    const task = await this.deps.tasks.get(actor, idOrRef);
    const parent = task.parentTaskId ? await this.deps.tasks.get(actor, task.parentTaskId) : null;
    const subtasks = (await this.deps.tasks.list(actor, { parentTaskId: task.id, limit: 200 })).rows;
    const opp = task.opportunityId && this.can(actor, 'opportunity:read') ? await this.deps.opportunities.get(actor, task.opportunityId) : null;
    const phaseId = (task as { phaseId?: string | null }).phaseId;
    const phase = phaseId ? await findOpportunityPhase(this.db, actor.orgId, phaseId) : null;
    return {
      task,
      parent: parent ? this.summary(parent) : null,
      subtasks: subtasks.map((t) => this.summary(t)),
      assignments: await this.deps.tasks.assignments(actor, task.id),
      phase: phase ? { id: phase.id, title: phase.title, targetDate: phase.target_date ? new Date(phase.target_date).toISOString().slice(0, 10) : null } : null,
      opportunity: opp ? { id: opp.id, ref: opp.ref, title: opp.title, state: opp.state, content: opp.content } : null,
      objectives: !task.opportunityId ? [] : this.can(actor, 'objective:read') ? await this.objectives(actor, task.opportunityId) : null,
      comments: this.can(actor, 'comment:read') ? await this.comments(actor, 'task', task.id) : null,
      activeStep: await this.activeStep(actor, 'task', task.id),
      pullRequests: await this.pullRequests(actor, { taskId: task.id }),
    };
  }

  /**
   * POST /tasks/{id}/handoff (spec 2 §4.21 write_task_handoff): the note as a system comment on the task, and a handoff
   * notification to the receiver — toUserId, who becomes the owner, else the owner and assignees other than the
   * caller — all in one transaction. Returns the task.
   */
  async handoff(actor: Actor, idOrRef: string, input: RequestBody<'createTaskHandoff'>): Promise<Task> {
    // Everything in this transaction goes through `trx` (no other service's own transaction inside it), and the task
    // is read back once it has committed.
    const id = await this.db.transaction(async (trx) => {
      const taskId = await this.deps.tasks.resolve(actor, idOrRef, trx, true);
      // resolve() found and locked it in this transaction.
      const row = (await findTask(trx, actor.orgId, taskId))!;
      const ref = `${row.team_prefix ?? 'TASK'}-${row.number}`;
      let receivers: string[];
      if (input.toUserId) {
        await assertUser(trx, actor.orgId, input.toUserId, 'body.toUserId');
        const to = input.toUserId.toLowerCase();
        if (row.owner_id !== to) {
          await updateTask(trx, actor.orgId, taskId, { owner_id: to, updated_at: trx.fn.now() });
          await this.deps.notifications.notifyAssigned(trx, actor, to, { id: taskId, ref, title: row.title });
        }
        receivers = [to];
      } else {
        const assignees = (await listTaskAssignments(trx, actor.orgId, taskId)).map((a) => a.user_id);
        receivers = [...new Set([row.owner_id, ...assignees].filter((u): u is string => Boolean(u) && u !== actor.userId))];
        if (!receivers.length) {
          throw new ApiError('BUSINESS_RULE_VIOLATION', `Task ${idOrRef} has nobody else to hand over to`, {
            details: [{ field: 'body.toUserId', message: 'is needed: the task has no other owner or assignee' }],
            suggestion: 'Name the receiver in toUserId (GET /api/v1/users lists them); they become the owner.',
          });
        }
      }
      await this.deps.comments.addSystem(trx, actor.orgId, 'task', taskId, `${actor.name} handed ${ref} over: ${input.note}`);
      for (const userId of receivers) {
        await this.deps.notifications.notify(trx, actor, {
          userId,
          type: 'handoff',
          title: `${actor.name} handed ${ref} to you: ${row.title}`,
          body: input.note,
          linkUrl: `/api/v1/tasks/${ref}/context`,
          entityType: 'task',
          entityId: taskId,
        });
      }
      return taskId;
    });
    return this.deps.tasks.get(actor, id);
  }
}
