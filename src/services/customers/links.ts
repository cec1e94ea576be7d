/**
 * A customer's opportunity links (spec 2 §4.11): which opportunities serve the account, each optionally pinned to
 * one step instance of the opportunity's template (the step the customer waits on). Linking is idempotent: linking
 * a linked opportunity again only sets (or clears) the pin. Unlinking leaves the opportunity alone.
 */
import { findStepEntity } from '../../repositories/stepInstances.js';
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import type { RequestBody } from '../../core/api.js';
import { ApiError, invalidField, notFound } from '../../core/errors.js';
import { findOpportunityId } from '../../repositories/opportunities.js';
import { isUuid } from '../../repositories/refs.js';
import {
  deleteCustomerOpportunity,
  findCustomerOpportunity,
  listCustomerOpportunities,
  toCustomerOpportunity,
  upsertCustomerOpportunity,
} from '../../repositories/customerOpportunities.js';
import { requireCustomer, type CustomerOpportunity } from './common.js';

export class CustomerLinks {
  constructor(private readonly db: Knex) {}

  /** GET /customers/{id}/opportunities (spec 2 §4.11) → CustomerOpportunity[], newest link first. 404 for an unknown customer. */
  async list(actor: Actor, customerIdOrRef: string): Promise<CustomerOpportunity[]> {
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    return (await listCustomerOpportunities(this.db, actor.orgId, c.id)).map(toCustomerOpportunity);
  }

  /**
   * POST /customers/{id}/opportunities (spec 2 §4.11) — `{opportunityId (UUID, resolved from OPP-<n> by the
   * pipeline), stepInstanceId?}` → the link. Idempotent: an existing link only gets its pin set; stepInstanceId
   * omitted or null unpins. Errors: 404 for an unknown customer or body.opportunityId; body.stepInstanceId must be a
   * step instance of one of the opportunity's template instances: 404 naming it when it names no step instance of
   * the org, 400 VALIDATION_FAILED naming it when it belongs to another entity's template.
   */
  async link(actor: Actor, customerIdOrRef: string, input: RequestBody<'linkCustomerOpportunity'>): Promise<CustomerOpportunity> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef);
      const opportunityId = await findOpportunityId(trx, actor.orgId, input.opportunityId);
      if (!opportunityId) throw notFound('Opportunity', input.opportunityId, '/api/v1/opportunities', 'body.opportunityId');
      const stepInstanceId = input.stepInstanceId ? input.stepInstanceId.toLowerCase() : null;
      if (stepInstanceId) await this.assertStep(trx, actor, opportunityId, stepInstanceId);
      await upsertCustomerOpportunity(trx, actor.orgId, c.id, opportunityId, stepInstanceId);
      return toCustomerOpportunity((await findCustomerOpportunity(trx, actor.orgId, c.id, opportunityId))!);
    });
  }

  private async assertStep(trx: Knex, actor: Actor, opportunityId: string, stepInstanceId: string): Promise<void> {
    const step = await findStepEntity(trx, actor.orgId, stepInstanceId);
    if (!step) {
      const err = new ApiError('NOT_FOUND', `body.stepInstanceId: step instance ${stepInstanceId} not found`, {
        details: [{ field: 'body.stepInstanceId', message: 'names no step instance of this org' }],
        suggestion:
          "Read the opportunity's template instance with GET /api/v1/templates/instances/opportunity/{opportunityId} and pass the id of one of its steps, or omit stepInstanceId.",
      });
      err.subject = stepInstanceId;
      throw err;
    }
    if (step.entity_type !== 'opportunity' || step.entity_id !== opportunityId) {
      throw invalidField(
        'body.stepInstanceId',
        "is a step of another entity's template, not of this opportunity's",
        "Pass the id of a step of the opportunity's own template instance (GET /api/v1/templates/instances/opportunity/{opportunityId}), or omit stepInstanceId.",
      );
    }
  }

  /**
   * DELETE /customers/{id}/opportunities/{opportunityId} (spec 2 §4.11) — opportunityId is a UUID or OPP-<n> →
   * `{id: the opportunity's id, deleted: true}`; the opportunity stays. 404 naming path.opportunityId when the
   * two are not linked.
   */
  async unlink(actor: Actor, customerIdOrRef: string, opportunityIdOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef);
      const opportunityId = isUuid(opportunityIdOrRef) ? opportunityIdOrRef.toLowerCase() : undefined;
      const n = opportunityId ? await deleteCustomerOpportunity(trx, actor.orgId, c.id, opportunityId) : 0;
      if (!n) {
        const err = new ApiError('NOT_FOUND', `Customer ${customerIdOrRef} is not linked to opportunity ${opportunityIdOrRef}`, {
          details: [{ field: 'path.opportunityId', message: 'is not linked to this customer' }],
          suggestion: `List the customer's linked opportunities with GET /api/v1/customers/${customerIdOrRef}/opportunities.`,
        });
        err.subject = opportunityIdOrRef;
        throw err;
      }
      return { id: opportunityId!, deleted: true as const };
    });
  }
}
