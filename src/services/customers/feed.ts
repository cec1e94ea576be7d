/**
 * A customer's feed (spec 2 §4.11): one list, newest first, of
 *  - note:     account notes (customer_updates kind note, POST /customers/{id}/updates);
 *  - decision: decisions on the customer's insights (customer_updates kind decision, written by the insight service);
 *  - promise_break: a task move acknowledged to finish after a date promised on one of the customer's insights
 *    (customer_updates kind promise_break, entity the insight, written by the cycle service's move-cycle);
 *  - update:   status updates posted on a linked opportunity (opportunity_updates);
 *  - shipped:  a linked opportunity that is completed, dated when it last moved to completed.
 *
 * When an opportunity completed: opportunities have no completed-at column, so the date is the activity log's
 * (activities: entity opportunity, the newest entry whose changes set state to completed); an opportunity completed
 * without a log entry (a bulk-loaded one) falls back to its updated_at.
 *
 * Paging: the four sources (customer_updates holding notes, decisions and promise breaks) are one UNION ALL subquery with the same columns; the list is keyset-paged over
 * (created_at, id) descending (ids are UUIDs of distinct rows — a note, an update, an opportunity — so the key is
 * unique), with the cursor's bound applied to the union (Postgres pushes it into each branch). Each branch reads
 * one customer's rows through its indexes (customer_updates by customer and date; opportunity_updates by
 * opportunity and date for the customer's linked opportunities).
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import type { Page } from '../../repositories/paging.js';
import { insertCustomerNote, listCustomerFeed, toCustomerUpdate } from '../../repositories/customerUpdates.js';
import { requireCustomer, type CustomerUpdate } from './common.js';

export class CustomerFeed {
  constructor(private readonly db: Knex) {}

  /** GET /customers/{id}/updates (spec 2 §4.11) → a page of CustomerUpdate, newest first. 404 for an unknown customer; 400 for a bad cursor. */
  async list(actor: Actor, customerIdOrRef: string, page: { cursor?: string; limit: number }): Promise<Page<CustomerUpdate>> {
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    const out = await listCustomerFeed(this.db, actor.orgId, c.id, page);
    return { rows: out.rows.map(toCustomerUpdate), nextCursor: out.nextCursor };
  }

  /** POST /customers/{id}/updates (spec 2 §4.11) — `{body}` → the note as a feed entry (kind note, authored by the caller). 404 for an unknown customer. */
  async note(actor: Actor, customerIdOrRef: string, body: string): Promise<CustomerUpdate> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef);
      const row = await insertCustomerNote(trx, actor.orgId, c.id, body, actor.userId);
      return toCustomerUpdate({ ...row, kind: 'note', entity_type: 'customer', entity_id: c.id, entity_ref: `CUS-${c.number}` });
    });
  }
}
