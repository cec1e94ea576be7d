/**
 * Customer onboarding (spec 1 §2.8, §3.2; spec 2 §4.11): a template instance on the customer (entity
 * type customer) whose step instances are the milestones, each with a DRI, the ARR tranche it unlocks
 * (step_instances.arr_tranche), its main task (step_instances.task_id) and the work attached to it — tasks whose
 * onboarding_step_instance_id is the milestone, opportunities linked to the customer pinned to it
 * (customer_opportunities.step_instance_id).
 *
 * The customer's onboarding is its running instance, else its latest one; hasOnboarding is false while it has none.
 *
 *  - start: templateId, else the org's default customer template; prospect, pilot or onboarding (without a running
 *    instance) → onboarding, the first milestone active. 409 while one runs and for live, churned or lost.
 *  - advance: completes the active milestone through the template machine (TemplateService.updateStepInstance), which
 *    activates the next one or lands on Completed.
 *  - stepCompleted (the template hook, every path that completes a customer's step: advance, PATCH of the step
 *    instance, a handoff with markComplete): a tranche > 0 records an ARR point "current arr (0 when null) + tranche
 *    from today (UTC)" and raises the customer's arr to it, in the same transaction.
 *  - completedByTemplate (the instance landed on Completed through its steps) and complete: prospect, onboarding or
 *    pilot → live, customerSince stamped (today, when unset). complete lands a running instance on Completed quietly
 *    (remaining milestones skipped, nothing applied twice) and never revives churned or lost (409). The activity
 *    trigger on customers tells the customer's followers (entity_changed).
 *  - milestone PATCH (driId, arrTranche, taskId — taskId also needs task:update: the task is attached to the
 *    milestone) and milestone work (a task: task:create and teamId; an opportunity: opportunity:create).
 *
 * Transactions: every write is one transaction. start, complete and the milestone PATCH open one (a savepoint inside
 * the request's, src/db/scope.ts) and pass it to the template machine. advance and milestone work call other
 * services' own transactional methods (templates, tasks, opportunities), so they run on the request's transaction
 * itself (`this.db`, the scoped instance) and open none around those calls: a service opening its transaction on the
 * request's while one of ours was open beside it would wait for ours to end (docs/architecture.md, task handoff).
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import type { RequestBody, Schema } from '../../core/api.js';
import { ApiError, invalidField, notFound } from '../../core/errors.js';
import { refOf } from '../../repositories/refs.js';
import { findDefaultTemplateRef, findTemplateKind } from '../../repositories/templates.js';
import { findLatestInstanceSummary } from '../../repositories/templateInstances.js';
import { findStepTranche, listMilestoneWork, listMilestones, toMilestone, type MilestoneRow } from '../../repositories/stepInstances.js';
import type { CompletedStep, TemplateService } from '../templates.js';
import type { TaskService } from '../tasks.js';
import type { OpportunityService } from '../opportunities.js';
import type { NotificationService } from '../notifications.js';
import { insertArrPoint } from '../../repositories/arrPoints.js';
import { lockCustomer, makeCustomerLive, updateCustomer } from '../../repositories/customers.js';
import { createMilestoneWork, updateMilestone } from './milestones.js';
import { requireCustomer, todayUtc, toCustomer, type Customer, type CustomerRow, type CustomerStatus } from './common.js';

export type CustomerOnboarding = Schema<'CustomerOnboarding'>;
export type OnboardingMilestone = Schema<'OnboardingMilestone'>;
type WorkRef = OnboardingMilestone['work'][number];

/** Statuses complete (and a template landing on Completed) make live; churned and lost are never revived. */
export const COMPLETABLE: readonly CustomerStatus[] = ['prospect', 'onboarding', 'pilot'];
/** Statuses onboarding never moves out of. */
export const NEVER_REVIVED: readonly CustomerStatus[] = ['churned', 'lost'];
/** Statuses an onboarding may start from (onboarding only when none runs). */
const STARTABLE: readonly CustomerStatus[] = ['prospect', 'pilot', 'onboarding'];

/** An onboarding read with what its actions depend on. */
export interface OnboardingView {
  onboarding: CustomerOnboarding;
  customer: { id: string; ref: string; status: CustomerStatus };
}

type InstanceRow = NonNullable<Awaited<ReturnType<typeof findLatestInstanceSummary>>>;
type StepRow = MilestoneRow;

export interface OnboardingDeps {
  templates: TemplateService;
  tasks: TaskService;
  opportunities: OpportunityService;
  notifications?: NotificationService;
}

const customerRef = (c: Pick<CustomerRow, 'number'>) => refOf('customers', c.number);

export class OnboardingService {
  constructor(
    private readonly db: Knex,
    private readonly deps: OnboardingDeps,
  ) {}

  // ---- reads -------------------------------------------------------------------------------------------------

  /** The customer's onboarding instance: the running one, else the latest; undefined when never started. */
  private instance(db: Knex, orgId: string, customerId: string): Promise<InstanceRow | undefined> {
    return findLatestInstanceSummary(db, orgId, 'customer', customerId);
  }

  private steps(db: Knex, orgId: string, instanceId: string): Promise<StepRow[]> {
    return listMilestones(db, orgId, instanceId);
  }

  /** The work attached to each of `stepIds`: tasks (by number), then opportunities linked to the customer pinned to it. */
  private work(db: Knex, orgId: string, customerId: string, stepIds: string[]): Promise<Map<string, WorkRef[]>> {
    return listMilestoneWork(db, orgId, customerId, stepIds);
  }

  private async present(db: Knex, actor: Actor, c: CustomerRow): Promise<OnboardingView> {
    const customer = { id: c.id, ref: customerRef(c), status: c.status };
    const inst = await this.instance(db, actor.orgId, c.id);
    if (!inst) {
      return {
        customer,
        onboarding: { customerId: c.id, hasOnboarding: false, instanceId: null, templateId: null, templateName: null, status: null, milestones: [] },
      };
    }
    const steps = await this.steps(db, actor.orgId, inst.id);
    const work = await this.work(
      db,
      actor.orgId,
      c.id,
      steps.map((s) => s.id),
    );
    return {
      customer,
      onboarding: {
        customerId: c.id,
        hasOnboarding: true,
        instanceId: inst.id,
        templateId: inst.template_id,
        templateName: inst.template_name,
        status: inst.status,
        milestones: steps.map((s) => toMilestone(s, work.get(s.id) ?? [])),
      },
    };
  }

  /** GET /customers/{id}/onboarding — UUID or CUS-<n> → the onboarding (hasOnboarding false, nulls and [] when never started). 404 for an unknown customer. */
  async get(actor: Actor, idOrRef: string): Promise<OnboardingView> {
    return this.present(this.db, actor, await requireCustomer(this.db, actor, idOrRef));
  }

  // ---- start ---------------------------------------------------------------------------------------------------

  /** The template to start: `templateId` (a customer template of the org) or the org's default customer template. */
  private async template(db: Knex, actor: Actor, c: CustomerRow, templateId?: string): Promise<{ id: string; name: string }> {
    if (templateId) {
      const t = await findTemplateKind(db, actor.orgId, templateId);
      if (!t) throw notFound('Template', templateId, '/api/v1/templates?defaultEntityType=customer', 'body.templateId');
      if (t.default_entity_type !== 'customer') {
        throw invalidField(
          'body.templateId',
          `is a template of ${t.default_entity_type === 'opportunity' ? 'opportunities' : `${t.default_entity_type}s`}, not of customers`,
          'Pass a template whose defaultEntityType is customer (GET /api/v1/templates?defaultEntityType=customer), or omit templateId for the org default.',
        );
      }
      return t;
    }
    const t = await findDefaultTemplateRef(db, actor.orgId, 'customer');
    if (!t) {
      throw new ApiError('NOT_FOUND', `The org has no default onboarding template, and no templateId was given for ${customerRef(c)}`, {
        details: [{ field: 'body.templateId', message: 'is omitted and the org has no default customer template' }],
        suggestion:
          'Pass templateId, or make an onboarding template the default: create one with POST /api/v1/templates ' +
          '{"name", "defaultEntityType": "customer", "isDefault": true, "steps": [...]}, or mark an existing customer template with ' +
          'PATCH /api/v1/templates/{id} {"isDefault": true} (GET /api/v1/templates?defaultEntityType=customer lists them).',
      });
    }
    return t;
  }

  /**
   * POST /customers/{id}/onboarding — `{templateId?}` → the onboarding (201): the template's steps seeded as
   * milestones, the first active, the customer onboarding. Errors: 404 for an unknown customer, an unknown
   * body.templateId, or no default customer template when templateId is omitted; 400 naming body.templateId for a
   * template of another entity type; 409 INVALID_STATE_TRANSITION while an onboarding runs and for live, churned
   * or lost customers.
   */
  async start(actor: Actor, idOrRef: string, input: RequestBody<'startCustomerOnboarding'>): Promise<OnboardingView> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, idOrRef, true);
      const ref = customerRef(c);
      if (!STARTABLE.includes(c.status)) {
        throw new ApiError('INVALID_STATE_TRANSITION', `Customer ${ref} is ${c.status}; onboarding starts for prospect, pilot or onboarding customers`, {
          data: { from: c.status, to: 'onboarding', allowed: [] },
          suggestion:
            c.status === 'live'
              ? `${ref} is live already: its onboarding is over. Read it with GET /api/v1/customers/${ref}/onboarding.`
              : `A ${c.status} customer is not onboarded; win it back first with PATCH /api/v1/customers/${ref} {"status": "prospect"}, then start its onboarding.`,
        });
      }
      const running = await this.deps.templates.running(trx, actor.orgId, 'customer', c.id, true);
      if (running) {
        throw new ApiError('INVALID_STATE_TRANSITION', `Customer ${ref} is onboarding already (${running.template_name})`, {
          data: { instanceId: running.id, templateId: running.template_id },
          suggestion: `Advance it with POST /api/v1/customers/${ref}/onboarding/advance, or finish it with POST /api/v1/customers/${ref}/onboarding/complete.`,
        });
      }
      const t = await this.template(trx, actor, c, input.templateId);
      await this.deps.templates.startOn(trx, actor, t.id, 'customer', c.id, true, 'body.templateId');
      if (c.status !== 'onboarding') await updateCustomer(trx, actor.orgId, c.id, { status: 'onboarding' });
      return this.present(trx, actor, await requireCustomer(trx, actor, c.id));
    });
  }

  /**
   * A PATCH moved the customer to onboarding (CustomerService hook, in its transaction): starts the org's default
   * customer template, first milestone active, unless the org has none or an onboarding runs already.
   */
  async startDefault(trx: Knex, actor: Actor, customerId: string): Promise<void> {
    const t = await findDefaultTemplateRef(trx, actor.orgId, 'customer');
    if (!t) return;
    if (await this.deps.templates.running(trx, actor.orgId, 'customer', customerId, true)) return;
    await this.deps.templates.startOn(trx, actor, t.id, 'customer', customerId, true, 'body.status');
  }

  // ---- advance and the template hooks -----------------------------------------------------------------------------

  /**
   * POST /customers/{id}/onboarding/advance — `{stepInstanceId} | {stepId}` (exactly one) → the onboarding: the
   * active milestone completes (its tranche recorded as ARR by stepCompleted) and the next one activates, or the
   * onboarding lands on Completed and the customer becomes live. Errors: 400 naming both fields unless exactly one
   * is given; 404 for an unknown customer, or naming the field when it is no milestone of the running onboarding;
   * 409 INVALID_STATE_TRANSITION when no onboarding runs or the milestone is not the active one (naming it).
   */
  async advance(actor: Actor, idOrRef: string, input: RequestBody<'advanceCustomerOnboarding'>): Promise<OnboardingView> {
    // The customer first (404 naming path.id), then the body's rule; on the request's transaction (module comment):
    // the customer row is locked until it commits.
    const c = await requireCustomer(this.db, actor, idOrRef, true);
    if ((input.stepInstanceId === undefined) === (input.stepId === undefined)) {
      const both = input.stepInstanceId !== undefined;
      throw new ApiError('VALIDATION_FAILED', both ? 'Send stepInstanceId or stepId, not both' : 'Name the milestone to complete by stepInstanceId or stepId', {
        details: [
          { field: 'body.stepInstanceId', message: both ? 'is sent together with stepId' : 'or body.stepId is required' },
          { field: 'body.stepId', message: both ? 'is sent together with stepInstanceId' : 'or body.stepInstanceId is required' },
        ],
        suggestion: `Send exactly one: stepInstanceId (the active milestone's id from GET /api/v1/customers/${idOrRef}/onboarding) or stepId (its template step's id).`,
      });
    }
    const ref = customerRef(c);
    const inst = await this.deps.templates.running(this.db, actor.orgId, 'customer', c.id);
    if (!inst) {
      throw new ApiError('INVALID_STATE_TRANSITION', `Customer ${ref} has no running onboarding to advance`, {
        data: { from: c.status, allowed: [] },
        suggestion: COMPLETABLE.includes(c.status)
          ? `Start one with POST /api/v1/customers/${ref}/onboarding (templateId, or the org's default customer template).`
          : `Read its onboarding with GET /api/v1/customers/${ref}/onboarding.`,
      });
    }
    const steps = await this.steps(this.db, actor.orgId, inst.id);
    const field = input.stepInstanceId !== undefined ? 'body.stepInstanceId' : 'body.stepId';
    const wanted = (input.stepInstanceId ?? input.stepId)!.toLowerCase();
    const target = steps.find((s) => (input.stepInstanceId !== undefined ? s.id : s.step_id) === wanted);
    if (!target) {
      const err = new ApiError('NOT_FOUND', `${field}: ${wanted} is no milestone of ${ref}'s onboarding`, {
        details: [{ field, message: `names no milestone of this customer's running onboarding` }],
        suggestion: `Read the milestones with GET /api/v1/customers/${ref}/onboarding and pass the active one's ${input.stepInstanceId !== undefined ? 'stepInstanceId' : 'stepId'}.`,
      });
      err.subject = input.stepInstanceId ?? input.stepId;
      throw err;
    }
    const active = steps.find((s) => s.status === 'active');
    if (target.id !== active?.id) {
      throw new ApiError(
        'INVALID_STATE_TRANSITION',
        `Milestone ${target.title} is ${target.status}, not the active one${active ? ` (${active.title} is)` : ''}`,
        {
          data: {
            from: target.status,
            to: 'completed',
            activeStepInstanceId: active?.id ?? null,
            activeStepId: active?.step_id ?? null,
            activeTitle: active?.title ?? null,
          },
          suggestion: active
            ? `Advance the active milestone: POST /api/v1/customers/${ref}/onboarding/advance {"stepInstanceId": "${active.id}"} (${active.title}).`
            : `No milestone is active; resume the paused one with PATCH /api/v1/templates/instances/steps/{stepInstanceId} {"status": "active"}, or finish with POST /api/v1/customers/${ref}/onboarding/complete.`,
        },
      );
    }
    // The template machine completes it and activates the next (or lands on Completed); its hooks record the tranche
    // and make the customer live.
    await this.deps.templates.updateStepInstance(actor, target.id, { status: 'completed' });
    return this.present(this.db, actor, await requireCustomer(this.db, actor, c.id));
  }

  /**
   * Template hook: a step of a customer's instance became completed (every path). A tranche > 0 records an ARR point
   * `arr (0 when null) + tranche` effective today (UTC) by the actor, and the customer's arr becomes that level.
   */
  async stepCompleted(trx: Knex, actor: Actor, step: CompletedStep): Promise<void> {
    if (step.entityType !== 'customer') return;
    const s = await findStepTranche(trx, actor.orgId, step.id);
    const tranche = Number(s?.arr_tranche ?? 0);
    if (!(tranche > 0)) return;
    const c = await lockCustomer(trx, actor.orgId, step.entityId);
    if (!c || NEVER_REVIVED.includes(c.status)) return; // a churned or lost account unlocks nothing
    const level = Math.round((Number(c.arr ?? 0) + tranche) * 100) / 100;
    await insertArrPoint(trx, actor.orgId, { customer_id: c.id, level, effective_date: todayUtc(), created_by_id: actor.userId });
    await updateCustomer(trx, actor.orgId, c.id, { arr: level });
  }

  /** prospect, onboarding or pilot → live with customerSince (today UTC when unset); other statuses stay. */
  private async makeLive(trx: Knex, actor: Actor, customerId: string): Promise<void> {
    await makeCustomerLive(trx, actor.orgId, customerId, COMPLETABLE, todayUtc());
  }

  /** Template hook: the customer's instance landed on Completed through its milestones: the customer becomes live (never revived when churned or lost). */
  async completedByTemplate(trx: Knex, actor: Actor, customerId: string): Promise<void> {
    await lockCustomer(trx, actor.orgId, customerId);
    await this.makeLive(trx, actor, customerId);
  }

  // ---- complete ----------------------------------------------------------------------------------------------------

  /**
   * POST /customers/{id}/onboarding/complete → the Customer, live: a running onboarding lands on Completed (the
   * remaining milestones skipped, their tranches not unlocked), customerSince stamped when unset; the activity
   * trigger notifies the followers. Errors: 404 for an unknown customer; 409 INVALID_STATE_TRANSITION for a live,
   * churned or lost customer (never revived).
   */
  async complete(actor: Actor, idOrRef: string): Promise<Customer> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, idOrRef, true);
      const ref = customerRef(c);
      if (!COMPLETABLE.includes(c.status)) {
        throw new ApiError(
          'INVALID_STATE_TRANSITION',
          c.status === 'live'
            ? `Customer ${ref} is live already`
            : `Customer ${ref} is ${c.status}: completing onboarding never revives a churned or lost customer`,
          {
            data: { from: c.status, to: 'live', allowed: [] },
            suggestion:
              c.status === 'live'
                ? `Nothing to complete; read the customer with GET /api/v1/customers/${ref}.`
                : `Win it back first with PATCH /api/v1/customers/${ref} {"status": "prospect"}, then onboard it again.`,
          },
        );
      }
      // Lands quietly: the customerCompleted hook is not called again for this landing.
      await this.deps.templates.onEntityState(trx, actor, 'customer', c.id, 'completed');
      await this.makeLive(trx, actor, c.id);
      return toCustomer(await requireCustomer(trx, actor, c.id));
    });
  }

  // ---- milestones (src/services/customers/milestones.ts) -------------------------------------------------------------

  /**
   * PATCH /customers/{id}/onboarding/steps/{stepInstanceId} — any of `driId`, `arrTranche`, `taskId` → the milestone
   * (updateMilestone). Errors: 404 for an unknown customer, then as updateMilestone.
   */
  async updateStep(actor: Actor, idOrRef: string, stepInstanceId: string, input: RequestBody<'updateCustomerOnboardingStep'>): Promise<OnboardingMilestone> {
    return this.db.transaction(async (trx) => updateMilestone(trx, actor, await requireCustomer(trx, actor, idOrRef, true), stepInstanceId, input));
  }

  /**
   * POST /customers/{id}/onboarding/steps/{stepInstanceId}/work — `{kind, title, teamId?}` → `{kind, id, ref}`
   * (createMilestoneWork). Errors: 404 for an unknown customer, then as createMilestoneWork.
   */
  async createStepWork(actor: Actor, idOrRef: string, stepInstanceId: string, input: RequestBody<'createCustomerOnboardingStepWork'>): Promise<WorkRef> {
    // On the request's transaction (module comment): the task and opportunity services open theirs on it.
    const c = await requireCustomer(this.db, actor, idOrRef, true);
    return createMilestoneWork(this.db, this.deps, actor, c, stepInstanceId, input);
  }
}
