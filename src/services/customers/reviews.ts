/**
 * Customer reviews (spec 1 §2.8; spec 2 §4.11): a stored pre-meeting digest of a customer since `from`
 * (a date, not after today UTC) until today, in six sections, with a narrative written from them.
 *
 * The customer's work — what "linked" means below:
 *   opportunities linked to the account (customer_opportunities) or to one of its insights (insight_links);
 *   tasks linked to one of its insights, attached to one of its onboarding milestones (onboardingStepInstanceId), or
 *   a milestone's main task (step_instances.task_id).
 *
 * Sections ("since" is from's first instant, UTC):
 *  - newAsks: the customer's insights created since, newest first.
 *  - shippedWork: linked opportunities and tasks completed since, newest first; completion is dated, as the feed
 *    does for shipped opportunities, by the activity-log row that set state/status to completed (else updated_at).
 *  - updates: the customer's feed entries since (CustomerFeed, read page by page), newest first.
 *  - overdueCommitments: the customer's commitments (CustomerCommitments) at risk whose deadline is before today,
 *    soonest first.
 *  - delayedWork: moves since of linked work that pushed it later, from the activity log: a due date moved later
 *    (both dates set), or a task's cycle changed to one ending later or to none (from the old cycle's end to the new
 *    one's, or null); oldest move first. A move off a cycle that was since deleted has no known end and is left out.
 *  - stuckAsks: the customer's insights in created or review whose last change is 30 days old or more, oldest first.
 * Each section keeps at most MAX_ITEMS items (the narrative says so when one was cut).
 *
 * The narrative comes from a `ReviewSynthesizer` — the deterministic DigestSynthesizer here, behind the same kind of
 * interface as PRD synthesis (opportunities/synthesis.ts), so a model-backed one can replace it.
 *
 * Building reads in the request's transaction and stores the review with one insert (no transaction of its own around
 * the feed and commitment reads, which use the scoped instance too).
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import type { RequestBody } from '../../core/api.js';
import { ApiError, invalidField } from '../../core/errors.js';
import type { Page } from '../../repositories/paging.js';
import {
  findCustomerReview,
  insertCustomerReview,
  listCustomerReviews,
  listCustomerWorkMoves,
  listShippedCustomerWork,
  toCustomerReview,
} from '../../repositories/customerReviews.js';
import { listCycleEndDates } from '../../repositories/cycles.js';
import { listCustomerInsightsSince, listStuckCustomerInsights } from '../../repositories/insights.js';
import { refOf } from '../../repositories/refs.js';
import { iso } from '../common.js';
import { CustomerCommitments } from './commitments.js';
import { requireCustomer, todayUtc, type CustomerStatus } from './common.js';
import { CustomerFeed } from './feed.js';

export type CustomerReview = components['schemas']['CustomerReview'];
export type ReviewSections = CustomerReview['sections'];

/** Items kept per section. */
export const MAX_ITEMS = 100;
/** Days in created or review after which an ask is stuck. */
export const STUCK_DAYS = 30;

/** What a narrative is written from. */
export interface ReviewInputs {
  customer: { ref: string; name: string; status: CustomerStatus; arr: number | null };
  from: string;
  to: string;
  sections: ReviewSections;
  /** Sections that had more than MAX_ITEMS items. */
  truncated: (keyof ReviewSections)[];
}

/** Turns a review's sections into prose (markdown). */
export interface ReviewSynthesizer {
  narrate(inputs: ReviewInputs): Promise<string>;
}

const TOP = 5;
const clip = (s: string, n = 120) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};
/** 1234567.5 → "1,234,567.50" (fixed, not locale-dependent). */
const money = (n: number) => {
  const [int, frac] = n.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac === '00' ? '' : `.${frac}`}`;
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The deterministic synthesizer: the same sections always give the same markdown. */
export class DigestSynthesizer implements ReviewSynthesizer {
  async narrate(i: ReviewInputs): Promise<string> {
    const s = i.sections;
    const more = (k: keyof ReviewSections, shown: number) => {
      if (i.truncated.includes(k)) return [`- …and more (over ${MAX_ITEMS} in all; the first ${MAX_ITEMS} are listed in the section)`];
      const rest = s[k].length - shown;
      return rest > 0 ? [`- …and ${rest} more`] : [];
    };
    const lines: string[] = [`# ${i.customer.name} (${i.customer.ref}) — review since ${i.from}`, ''];
    lines.push(
      `${i.customer.name} is ${i.customer.status}${i.customer.arr != null ? ` at ARR ${money(i.customer.arr)}` : ''}. From ${i.from} to ${i.to}: ` +
        [
          plural(s.newAsks.length, 'new ask'),
          plural(s.shippedWork.length, 'shipped item'),
          plural(s.updates.length, 'update'),
          plural(s.overdueCommitments.length, 'overdue commitment'),
          plural(s.delayedWork.length, 'delay'),
          plural(s.stuckAsks.length, 'stuck ask'),
        ].join(', ') +
        '.',
      '',
    );
    const quiet = Object.values(s).every((x) => x.length === 0);
    if (quiet) lines.push('_Nothing happened on this account in the period._', '');
    if (s.overdueCommitments.length) {
      lines.push('## Overdue commitments', '');
      for (const c of s.overdueCommitments.slice(0, TOP)) {
        const work = c.work.length ? c.work.map((w) => `${w.ref} ${w.status}`).join(', ') : 'no linked work';
        lines.push(`- ${c.insightRef} was due ${c.deadline}: "${clip(c.verbatim)}" (${work})`);
      }
      lines.push(...more('overdueCommitments', Math.min(TOP, s.overdueCommitments.length)), '');
    }
    if (s.delayedWork.length) {
      lines.push('## Delayed work', '');
      for (const d of s.delayedWork.slice(0, TOP))
        lines.push(`- ${d.ref} ${clip(d.title, 80)}: ${d.from ?? 'unset'} → ${d.to ?? 'unscheduled'} (moved ${d.movedAt.slice(0, 10)})`);
      lines.push(...more('delayedWork', Math.min(TOP, s.delayedWork.length)), '');
    }
    if (s.shippedWork.length) {
      lines.push('## Shipped', '');
      for (const w of s.shippedWork.slice(0, TOP)) lines.push(`- ${w.ref} ${clip(w.title, 80)} (${w.completedAt.slice(0, 10)})`);
      lines.push(...more('shippedWork', Math.min(TOP, s.shippedWork.length)), '');
    }
    if (s.newAsks.length) {
      lines.push('## New asks', '');
      for (const a of s.newAsks.slice(0, TOP)) lines.push(`- ${a.ref} (${a.status}, ${a.createdAt.slice(0, 10)}): "${clip(a.verbatim)}"`);
      lines.push(...more('newAsks', Math.min(TOP, s.newAsks.length)), '');
    }
    if (s.stuckAsks.length) {
      lines.push('## Stuck asks', '');
      for (const a of s.stuckAsks.slice(0, TOP)) lines.push(`- ${a.ref} in ${a.status} since ${a.since.slice(0, 10)}: "${clip(a.verbatim)}"`);
      lines.push(...more('stuckAsks', Math.min(TOP, s.stuckAsks.length)), '');
    }
    if (s.updates.length) {
      lines.push('## Updates', '');
      for (const u of s.updates.slice(0, TOP)) lines.push(`- ${u.createdAt.slice(0, 10)} ${u.kind}${u.entityRef ? ` on ${u.entityRef}` : ''}: ${clip(u.body)}`);
      lines.push(...more('updates', Math.min(TOP, s.updates.length)), '');
    }
    return `${lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`;
  }
}

export class ReviewService {
  private readonly feed: CustomerFeed;
  private readonly commitments: CustomerCommitments;

  constructor(
    private readonly db: Knex,
    private readonly synthesizer: ReviewSynthesizer = new DigestSynthesizer(),
  ) {
    this.feed = new CustomerFeed(db);
    this.commitments = new CustomerCommitments(db);
  }

  /** GET /customers/{id}/reviews — a page of CustomerReview, newest first. 404 for an unknown customer; 400 for a bad cursor. */
  async list(actor: Actor, customerIdOrRef: string, page: { cursor?: string; limit: number }): Promise<Page<CustomerReview>> {
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    const out = await listCustomerReviews(this.db, actor.orgId, c.id, page);
    return { rows: out.rows.map(toCustomerReview), nextCursor: out.nextCursor };
  }

  /** GET /customers/{id}/reviews/{reviewId} — 404 naming path.reviewId when it is not a review of this customer. */
  async get(actor: Actor, customerIdOrRef: string, reviewId: string): Promise<CustomerReview> {
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    const row = await findCustomerReview(this.db, actor.orgId, c.id, reviewId.toLowerCase());
    if (!row) {
      const err = new ApiError('NOT_FOUND', `Review ${reviewId} of customer ${refOf('customers', c.number)} not found`, {
        details: [{ field: 'path.reviewId', message: 'names no review of this customer' }],
        suggestion: `List the customer's reviews with GET /api/v1/customers/${refOf('customers', c.number)}/reviews.`,
      });
      err.subject = reviewId;
      throw err;
    }
    return toCustomerReview(row);
  }

  /**
   * POST /customers/{id}/reviews — `{from}` (YYYY-MM-DD, not after today UTC) → the stored review (201), to = today.
   * Errors: 404 for an unknown customer; 400 naming body.from when it is in the future.
   */
  async create(actor: Actor, customerIdOrRef: string, input: RequestBody<'createCustomerReview'>): Promise<CustomerReview> {
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    const today = todayUtc();
    if (input.from > today) {
      throw invalidField(
        'body.from',
        `is in the future (${input.from}; today is ${today} UTC)`,
        `Send a from date of today or earlier: the review covers what happened since then (e.g. ${today}).`,
      );
    }
    const since = `${input.from}T00:00:00.000Z`;
    const b = { org: actor.orgId, customer: c.id, since };
    const truncated: (keyof ReviewSections)[] = [];
    const cap = <T>(key: keyof ReviewSections, rows: T[]): T[] => {
      if (rows.length <= MAX_ITEMS) return rows;
      truncated.push(key);
      return rows.slice(0, MAX_ITEMS);
    };

    const newAsks = (await listCustomerInsightsSince(this.db, actor.orgId, c.id, since, MAX_ITEMS + 1)).map((r) => ({
      insightId: r.id,
      ref: refOf('insights', r.number),
      verbatim: r.verbatim,
      status: r.status,
      createdAt: iso(r.created_at)!,
    }));

    // Stuck: in created or review since 30+ days, counted from when it entered that status (its latest status change
    // in the activity log, else its creation), so a tag edit or a new link does not make an ask look fresh.
    const stuckRows = await listStuckCustomerInsights(this.db, actor.orgId, c.id, STUCK_DAYS, MAX_ITEMS + 1);
    const stuckAsks = stuckRows.map((r) => ({
      insightId: r.id,
      ref: refOf('insights', r.number),
      verbatim: r.verbatim,
      status: r.status,
      since: iso(r.since)!,
    }));

    const shipped = await listShippedCustomerWork(this.db, b, MAX_ITEMS + 1);
    const shippedWork = shipped.map((r) => ({ entityType: r.entity_type, id: r.id, ref: r.ref, title: r.title, completedAt: iso(r.completed_at)! }));

    const delayedWork = await this.delayed(b);

    const updates: ReviewSections['updates'] = [];
    for (let cursor: string | undefined, done = false; !done; ) {
      const page = await this.feed.list(actor, c.id, { cursor, limit: 100 });
      for (const e of page.rows) {
        if (e.createdAt < since) {
          done = true;
          break;
        }
        updates.push(e);
      }
      if (updates.length > MAX_ITEMS || !page.nextCursor) done = true;
      cursor = page.nextCursor ?? undefined;
    }

    const overdueCommitments: ReviewSections['overdueCommitments'] = [];
    for (let cursor: string | undefined, done = false; !done; ) {
      const page = await this.commitments.list(actor, { customerId: c.id, atRisk: true, cursor, limit: 100 });
      for (const x of page.rows) {
        if (x.deadline >= today) {
          done = true;
          break;
        }
        overdueCommitments.push(x);
      }
      if (overdueCommitments.length > MAX_ITEMS || !page.nextCursor) done = true;
      cursor = page.nextCursor ?? undefined;
    }

    const sections: ReviewSections = {
      newAsks: cap('newAsks', newAsks),
      shippedWork: cap('shippedWork', shippedWork),
      updates: cap('updates', updates),
      overdueCommitments: cap('overdueCommitments', overdueCommitments),
      delayedWork: cap('delayedWork', delayedWork),
      stuckAsks: cap('stuckAsks', stuckAsks),
    };
    const narrative = await this.synthesizer.narrate({
      customer: { ref: refOf('customers', c.number), name: c.name, status: c.status, arr: c.arr == null ? null : Number(c.arr) },
      from: input.from,
      to: today,
      sections,
      truncated,
    });
    return toCustomerReview(
      await insertCustomerReview(this.db, actor.orgId, {
        customer_id: c.id,
        from_date: input.from,
        to_date: today,
        sections: JSON.stringify(sections),
        narrative,
        created_by_id: actor.userId,
      }),
    );
  }

  /** delayedWork (module comment): due-date and cycle moves of linked work since, from the activity log, oldest first. */
  private async delayed(b: { org: string; customer: string; since: string }): Promise<ReviewSections['delayedWork']> {
    const moves = await listCustomerWorkMoves(this.db, b);
    const cycleIds = new Set<string>();
    for (const m of moves) {
      for (const ch of m.changes) {
        if (ch.field !== 'cycle_id') continue;
        if (typeof ch.from === 'string') cycleIds.add(ch.from);
        if (typeof ch.to === 'string') cycleIds.add(ch.to);
      }
    }
    const ends = cycleIds.size ? await listCycleEndDates(this.db, b.org, [...cycleIds]) : new Map<string, string>();
    // A task's due date is a timestamptz (its JSON carries a time and an offset), an opportunity's a date.
    const day = (v: string) => (v.length > 10 ? new Date(v).toISOString().slice(0, 10) : v);
    const out: ReviewSections['delayedWork'] = [];
    for (const m of moves) {
      const base = { entityType: m.entity_type, id: m.id, ref: m.ref, title: m.title, movedAt: iso(m.created_at)! };
      for (const ch of m.changes) {
        if (ch.field === 'due_date' && typeof ch.from === 'string' && typeof ch.to === 'string' && Date.parse(ch.to) > Date.parse(ch.from)) {
          out.push({ ...base, from: day(ch.from), to: day(ch.to) });
        } else if (ch.field === 'cycle_id' && typeof ch.from === 'string' && ends.has(ch.from)) {
          const before = ends.get(ch.from)!;
          const after = typeof ch.to === 'string' ? ends.get(ch.to) : null;
          if (after === undefined) continue; // moved to a cycle since deleted: its end is unknown
          if (after === null || after > before) out.push({ ...base, from: before, to: after });
        }
      }
    }
    return out;
  }
}
