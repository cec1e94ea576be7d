/**
 * Customers (spec 1 §2.8, §3.2; spec 2 §4.11): accounts with a per-org ref CUS-<n>, a lifecycle
 * status, owner, current ARR, health, customerSince and a free-form profile. The account's parts live beside this
 * file: contacts (contacts.ts), opportunity links (links.ts), the feed (feed.ts), ARR points and the summary
 * (arr.ts), and commitments across customers (commitments.ts); each is a property of CustomerService.
 *
 * Lifecycle: the table customerMachine (src/core/machines/customer.ts; spec 1 §3.2: any customer may move to churned
 * or lost, with a reason; the moves the spec leaves open are today's, recorded there and in docs/decisions/0002).
 * Any other move is 409 INVALID_STATE_TRANSITION with the allowed ones in error.data.allowed. A move to churned or
 * lost needs `reason` (5-2000 characters), stored in the same transaction as an insight rooted at the customer
 * (source observation, recorded by the caller); `reason` is refused with any other request. Moving to onboarding
 * starts the org's default customer template in the same transaction (onboarding.ts) when there is one
 * and no onboarding runs; without a default only the status moves. hasOnboarding is true once an onboarding was
 * started (a template instance on the customer, running or ended).
 *
 * Current `arr` changes only through a new latest ARR point (arr.ts) or an explicit arr in create/update.
 * Deleting a customer deletes its insights, contacts, feed notes and decisions, ARR points and opportunity links
 * through the foreign keys' cascades; the opportunities stay. Its onboarding instances (template instances have no
 * foreign key to the entity they drive) are deleted with it, and tasks attached to their milestones are detached.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import type { QueryParams, RequestBody } from '../../core/api.js';
import { invalidField } from '../../core/errors.js';
import { customerMachine } from '../../core/machines/customer.js';
import { nextNumber } from '../../repositories/counters.js';
import { insertInsight } from '../../repositories/insights.js';
import type { Page } from '../../repositories/paging.js';
import { deleteCustomer, insertCustomer, listCustomers, updateCustomer, type CustomerValues } from '../../repositories/customers.js';
import { detachTasksFromEntitySteps } from '../../repositories/tasks.js';
import { deleteInstancesFor } from '../../repositories/templateInstances.js';
import { refOf } from '../../repositories/refs.js';
import { assertUser } from '../common.js';
import { CustomerArr } from './arr.js';
import { CustomerCommitments } from './commitments.js';
import { requireCustomer, toCustomer, type Customer, type CustomerStatus } from './common.js';
import { CustomerContacts } from './contacts.js';
import { CustomerFeed } from './feed.js';
import { CustomerLinks } from './links.js';

export type { Customer, CustomerStatus } from './common.js';

/** Statuses reached only with a reason (the table's `requires`). */
export const NEEDS_REASON: readonly CustomerStatus[] = customerMachine.states.filter((s) => customerMachine.requires[s] === 'reason');
/** The statuses a PATCH may move a customer in `from` to (customerMachine). */
export const allowedCustomerMoves = (from: CustomerStatus): CustomerStatus[] => customerMachine.allowed(from);

/** The fields create and update share. */
type CustomerFields = RequestBody<'updateCustomer'>;

export class CustomerService {
  /** Contacts of an account (contacts.ts). */
  readonly contacts: CustomerContacts;
  /** Opportunity links (links.ts). */
  readonly opportunities: CustomerLinks;
  /** The account feed (feed.ts). */
  readonly feed: CustomerFeed;
  /** ARR points and the ARR summary (arr.ts). */
  readonly arr: CustomerArr;
  /** Commitments across customers (commitments.ts). */
  readonly commitments: CustomerCommitments;

  /**
   * `stopOnboarding` cancels a running onboarding of a customer just moved to churned or lost.
   * `startOnboarding` starts the org's default customer template on a customer just moved to onboarding, inside the
   * move's transaction (wired to OnboardingService.startDefault in services/index.ts); it does nothing when the org
   * has no default or an onboarding runs already.
   */
  constructor(
    private readonly db: Knex,
    private readonly hooks: {
      startOnboarding?: (trx: Knex, actor: Actor, customerId: string) => Promise<void>;
      stopOnboarding?: (trx: Knex, actor: Actor, customerId: string) => Promise<void>;
    } = {},
  ) {
    this.contacts = new CustomerContacts(db);
    this.opportunities = new CustomerLinks(db);
    this.feed = new CustomerFeed(db);
    this.arr = new CustomerArr(db);
    this.commitments = new CustomerCommitments(db);
  }

  /** GET /customers (spec 2 §4.11) — `{status?, cursor, limit}` → a page of Customer by name (case-insensitive), then id. 400 for a bad cursor. */
  async list(actor: Actor, q: QueryParams<'listCustomers'> & { limit: number }): Promise<Page<Customer>> {
    const page = await listCustomers(this.db, actor.orgId, { status: q.status }, { cursor: q.cursor, limit: q.limit });
    return { rows: page.rows.map(toCustomer), nextCursor: page.nextCursor };
  }

  /** GET /customers/{id} (spec 2 §4.11) — UUID or CUS-<n> → Customer. 404 when absent or in another org. */
  async get(actor: Actor, idOrRef: string): Promise<Customer> {
    return toCustomer(await requireCustomer(this.db, actor, idOrRef));
  }

  private async columns(actor: Actor, trx: Knex, input: CustomerFields): Promise<CustomerValues> {
    if (input.ownerId) await assertUser(trx, actor.orgId, input.ownerId, 'body.ownerId');
    const c: CustomerValues = {};
    if (input.name !== undefined) c.name = input.name;
    if (input.ownerId !== undefined) c.owner_id = input.ownerId;
    if (input.arr !== undefined) c.arr = input.arr;
    if (input.health !== undefined) c.health = input.health;
    if (input.customerSince !== undefined) c.customer_since = input.customerSince;
    if (input.profile !== undefined) c.profile = JSON.stringify(input.profile);
    return c;
  }

  /**
   * POST /customers (spec 2 §4.11) — `{name, status? (prospect | onboarding | pilot | live; default prospect),
   * ownerId?, arr?, health?, customerSince?, profile?}` → Customer with its ref CUS-<n>. 404 naming body.ownerId
   * for a user outside the org.
   */
  async create(actor: Actor, input: RequestBody<'createCustomer'>): Promise<Customer> {
    return this.db.transaction(async (trx) => {
      const cols = await this.columns(actor, trx, input);
      const number = await nextNumber(trx, actor.orgId, 'customer');
      return toCustomer(await insertCustomer(trx, actor.orgId, { number, status: input.status ?? 'prospect', ...cols }));
    });
  }

  /**
   * PATCH /customers/{id} (spec 2 §4.11) — any of name, status, reason, ownerId, arr, health, customerSince,
   * profile (replaced whole) → Customer. Status moves follow customerMachine; the same status is no move.
   * Errors: 404 for an unknown customer or body.ownerId; 409 INVALID_STATE_TRANSITION (error.data {from, to,
   * allowed}) for another move; 400 naming body.reason when a move to churned or lost lacks it, or when it is sent
   * without such a move. The reason becomes an insight rooted at the customer (source observation).
   */
  async update(actor: Actor, idOrRef: string, input: RequestBody<'updateCustomer'>): Promise<Customer> {
    return this.db.transaction(async (trx) => {
      const cur = await requireCustomer(trx, actor, idOrRef, true);
      const moving = input.status !== undefined && input.status !== cur.status;
      if (moving) {
        const allowed = customerMachine.allowed(cur.status);
        customerMachine.assert(cur.status, input.status!, {
          subject: `Customer ${refOf('customers', cur.number)}`,
          suggestion: `Move it to one of: ${allowed.join(', ')}${allowed.some((s) => NEEDS_REASON.includes(s)) ? ' (churned and lost need a reason)' : ''}.`,
        });
      }
      const needsReason = moving && NEEDS_REASON.includes(input.status!);
      if (needsReason && !input.reason) {
        throw invalidField(
          'body.reason',
          `is required to move a customer to ${input.status}`,
          `Send reason (5-2000 characters) with status ${input.status}: why the customer ${input.status === 'churned' ? 'churned' : 'was lost'}. It is kept as an insight on the customer.`,
        );
      }
      if (!needsReason && input.reason !== undefined) {
        throw invalidField(
          'body.reason',
          'is taken only with a move to churned or lost',
          `Send reason together with status churned or lost${moving || input.status === undefined ? '' : ` (the customer is ${cur.status} already)`}, or leave it out.`,
        );
      }
      const cols = await this.columns(actor, trx, input);
      if (moving) cols.status = input.status;
      await updateCustomer(trx, actor.orgId, cur.id, cols);
      if (needsReason) await insertInsight(trx, actor, { verbatim: input.reason!, source: 'observation', customerId: cur.id });
      // Moving to onboarding starts the org's default onboarding template (spec 1 §3.2).
      if (moving && input.status === 'onboarding') await this.hooks.startOnboarding?.(trx, actor, cur.id);
      // A churned or lost account's running onboarding lands on Cancelled: no milestone (and no ARR tranche) moves on.
      if (moving && NEEDS_REASON.includes(input.status!)) await this.hooks.stopOnboarding?.(trx, actor, cur.id);
      return toCustomer(await requireCustomer(trx, actor, cur.id));
    });
  }

  /**
   * DELETE /customers/{id} (spec 2 §4.11) → `{id, deleted: true}`. Its insights (with their links and impacts),
   * contacts, feed entries, ARR points and opportunity links go with it (FK cascades); opportunities stay. 404 when
   * absent or in another org.
   */
  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const cur = await requireCustomer(trx, actor, idOrRef, true);
      // Its onboarding: template instances point at their entity without a foreign key.
      await detachTasksFromEntitySteps(trx, actor.orgId, 'customer', cur.id);
      await deleteInstancesFor(trx, actor.orgId, 'customer', [cur.id]);
      await deleteCustomer(trx, actor.orgId, cur.id);
      return { id: cur.id, deleted: true as const };
    });
  }
}
