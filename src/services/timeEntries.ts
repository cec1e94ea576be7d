/**
 * Time entries and what delivery costs (spec 1 §2.1, §2.10; spec 2 §4.16, §5.3, §8).
 *
 * An entry is hours of one user on one day against exactly one of an opportunity, a task or a misc category (with a
 * note); vacation and sick are untracked kinds with a note, no target, no category and cost 0. categoryId and cost
 * are derived when read, in SQL (src/repositories/timeEntries.ts), so a category or salary change shows at once.
 *
 * Split by concern (conventions: services past ~400 lines): rules of an entry and a window (timeEntries/rules.ts),
 * writes (timeEntries/writes.ts), costs (timeEntries/costs.ts), the org's base currency and rates for the admin CLI
 * (timeEntries/currency.ts). This class is the one the handlers call.
 *
 * Visibility: cost and currency appear on an entry only when the caller may see financial fields (canSeeCost:
 * cost:read, compensation:read or a leadership role); otherwise the keys are absent, on every transport (REST, MCP
 * and batch run this same code). Who logged time on an opportunity, and another user's entries (engineerId), need
 * compensation:read or a leadership role (canSeeCompensation): API keys never hold compensation:read (spec 2 §5.3),
 * so a key of an em, executive or admin qualifies by its role.
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import { canSeeCompensation, canSeeCost, type Actor } from '../core/actor.js';
import { ApiError, notFound, requireCapability } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { isUuid } from '../repositories/refs.js';
import { loggedColumn } from '../repositories/activities.js';
import { findOpportunityId } from '../repositories/opportunities.js';
import {
  findEntriesByIds,
  findEntryOwner,
  listOpportunityEntries,
  listUserEntries,
  toOpportunityTimeEntry,
  toTimeEntry,
  type EntryRow,
} from '../repositories/timeEntries.js';
import { assertUser } from './common.js';
import { addDays, assertWindow, todayUtc } from './timeEntries/rules.js';
import { createEntry, deleteEntry, updateEntry, upsertRange, type TimeEntryPatch, type TimeEntryRow } from './timeEntries/writes.js';
import {
  aggregateByCategory,
  costsForRange,
  opportunityActualCost,
  taskActualCost,
  type ActualCost,
  type TimeCategoryAggregate,
  type TimeEntryCosts,
} from './timeEntries/costs.js';
import { setBaseCurrency, setCurrencyRate, type Currency } from './timeEntries/currency.js';

export type TimeEntry = Schema<'TimeEntry'>;
export type OpportunityTimeEntry = Schema<'OpportunityTimeEntry'>;
export type UpsertRangeResult = Schema<'UpsertRangeResult'>;
export type { ActualCost, TimeCategoryAggregate, TimeEntryCosts, TimeEntryRow, TimeEntryPatch };
export { CURRENCIES, currencyOf, currencyProblem, rateProblem, type Currency } from './timeEntries/currency.js';
export { MAX_WINDOW_DAYS, weekOf, addDays, daysIn } from './timeEntries/rules.js';
export { MAX_COST_ROWS } from './timeEntries/costs.js';

/** The default list window: the 30 days before `to` and `to` itself. */
const DEFAULT_DAYS_BACK = 30;

/** The API form of an entry; cost and currency only for callers who may see financial fields. */
export function toEntry(actor: Actor, r: EntryRow): TimeEntry {
  return toTimeEntry(r, canSeeCost(actor));
}

export class TimeEntryService {
  constructor(private readonly db: Knex) {}

  private async byIds(actor: Actor, ids: string[]): Promise<TimeEntry[]> {
    if (!ids.length) return [];
    const rows = await findEntriesByIds(this.db, actor.orgId, ids);
    const byId = new Map(rows.map((r) => [r.id, toEntry(actor, r)]));
    return ids.map((id) => byId.get(id)!);
  }

  /**
   * GET /time-entries — the caller's entries (or engineerId's, for compensation visibility) between from and to,
   * newest first, paged. Defaults: to = today (UTC), from = to − 30 days. 400 naming query.to (query.from when only
   * from was sent) for a reversed or longer than 366-day window; 403 for another user's entries without
   * compensation visibility (checked before whether the user exists, so it tells nothing); 404 naming
   * query.engineerId for a user outside the org.
   */
  async list(actor: Actor, q: QueryParams<'listTimeEntries'> & { limit: number }): Promise<Page<TimeEntry> & { from: string; to: string; userId: string }> {
    const to = q.to ?? todayUtc();
    const from = q.from ?? addDays(to, -DEFAULT_DAYS_BACK);
    if (q.to === undefined && q.from !== undefined && from > to) {
      throw new ApiError('VALIDATION_FAILED', `query.from (${from}) is after to, which defaults to today (${to})`, {
        details: [{ field: 'query.from', message: `is after to (${to}, today by default)` }],
        suggestion: `Send to as well (on or after ${from}), or a from on or before ${to}.`,
      });
    }
    assertWindow(from, to, q.to !== undefined ? 'query.to' : 'query.from');
    const userId = (q.engineerId ?? actor.userId).toLowerCase();
    if (userId !== actor.userId) {
      if (!canSeeCompensation(actor)) {
        throw new ApiError('FORBIDDEN', "Listing another user's time entries needs compensation:read or a leadership role (em, executive, admin)", {
          details: [{ field: 'query.engineerId', message: "another user's entries need compensation visibility" }],
          data: { required: ['compensation:read'], missing: ['compensation:read'] },
          suggestion: "Leave out engineerId (or pass engineerId=me) to list your own entries; a key of an em, executive or admin may list anyone's.",
        });
      }
      await assertUser(this.db, actor.orgId, userId, 'query.engineerId');
    }
    const page = await listUserEntries(this.db, actor.orgId, userId, from, to, q);
    return { rows: page.rows.map((r) => toEntry(actor, r)), nextCursor: page.nextCursor, from, to, userId };
  }

  /**
   * The UUID of a time entry whose activity log the caller may read (spec 2 §4.3): their own, or anyone's with
   * compensation visibility (as GET /time-entries); a deleted entry's log stays readable by the same people (its
   * owner as the log recorded it). 404 naming `field` otherwise, never telling whose it is.
   */
  async readableId(actor: Actor, id: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, 'time_entry:read', 'Reading the activity log of a time entry');
    const uuid = isUuid(id) ? id.toLowerCase() : undefined;
    const row = uuid ? await findEntryOwner(this.db, actor.orgId, uuid) : undefined;
    const owner = row ? row.user_id : uuid ? await loggedColumn(this.db, actor.orgId, 'time_entry', uuid, 'user_id') : undefined;
    if (owner === undefined || (owner !== actor.userId && !canSeeCompensation(actor))) throw notFound('Time entry', id, '/api/v1/time-entries', field);
    return uuid!;
  }

  /** POST /time-entries — 201 with the entry; see timeEntries/writes.ts for the refusals. */
  async create(actor: Actor, body: RequestBody<'createTimeEntry'>): Promise<TimeEntry> {
    const id = await createEntry(this.db, actor, body);
    return (await this.byIds(actor, [id]))[0];
  }

  /** PATCH /time-entries/{id} — own manual entries only (404 for another user's, 409 for an integration's). */
  async update(actor: Actor, id: string, patch: TimeEntryPatch): Promise<TimeEntry> {
    const entryId = await updateEntry(this.db, actor, id, patch);
    return (await this.byIds(actor, [entryId]))[0];
  }

  /** DELETE /time-entries/{id} — own manual entries only; with the deleted entry's day (for the handler's actions). */
  async remove(actor: Actor, id: string): Promise<{ id: string; deleted: true; entryDate: string }> {
    return deleteEntry(this.db, actor, id);
  }

  /** POST /time-entries/upsert-range — replaces the caller's manual entries of the window with the rows, all or nothing. */
  async upsertRange(actor: Actor, body: RequestBody<'upsertTimeEntryRange'>): Promise<UpsertRangeResult> {
    const { deleted, ids } = await upsertRange(this.db, actor, body);
    return { from: body.from, to: body.to, deleted, entries: await this.byIds(actor, ids) };
  }

  /**
   * GET /time-entries/for-opportunity/{id} — time on the opportunity and on its tasks (and their subtasks), newest
   * first, paged; who logged it only with compensation visibility. 404 naming path.id.
   */
  async forOpportunity(
    actor: Actor,
    idOrRef: string,
    page: { cursor?: string; limit: number },
  ): Promise<Page<OpportunityTimeEntry> & { opportunityId: string }> {
    // The pipeline resolved a ref (OPP-3) to its UUID; a UUID may still name nothing in this org.
    const id = await findOpportunityId(this.db, actor.orgId, idOrRef.toLowerCase());
    if (!id) throw notFound('Opportunity', idOrRef, '/api/v1/opportunities', 'path.id');
    const result = await listOpportunityEntries(this.db, actor.orgId, id, page);
    const who = canSeeCompensation(actor);
    return { opportunityId: id, nextCursor: result.nextCursor, rows: result.rows.map((r) => toOpportunityTimeEntry(r, who)) };
  }

  /** GET /time-entries/aggregate-by-category (cost:read). */
  aggregateByCategory(actor: Actor, q: QueryParams<'aggregateTimeEntriesByCategory'>): Promise<TimeCategoryAggregate> {
    return aggregateByCategory(this.db, actor, q);
  }

  /** GET /time-entries/costs-for-range (cost:read). */
  costsForRange(actor: Actor, q: QueryParams<'listTimeEntryCosts'>): Promise<TimeEntryCosts> {
    return costsForRange(this.db, actor, q);
  }

  /** GET /time-entries/actual-cost-for-opportunity/{id} (cost:read). */
  opportunityActualCost(actor: Actor, idOrRef: string): Promise<ActualCost> {
    return opportunityActualCost(this.db, actor, idOrRef);
  }

  /** GET /time-entries/actual-cost-for-task/{id} (cost:read). */
  taskActualCost(actor: Actor, idOrRef: string): Promise<ActualCost> {
    return taskActualCost(this.db, actor, idOrRef);
  }

  /** Admin CLI `currency:base` (no actor: the CLI is the org's operator). */
  setBaseCurrency(orgId: string, currency: Currency) {
    return setBaseCurrency(this.db, orgId, currency);
  }

  /** Admin CLI `currency:rate`. */
  setCurrencyRate(orgId: string, currency: Currency, rate: string) {
    return setCurrencyRate(this.db, orgId, currency, rate);
  }
}
