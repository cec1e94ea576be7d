/**
 * Intake (spec 1 §3.1, spec 2 §4.21 list_intake, get_intake_stats): incoming customer evidence seen as
 * a queue. A view over insights, nothing stored: an item's intake status follows its insight's —
 *   new = created · needs_shaping = need_context or review · accepted = active or delivered · rejected = rejected;
 * stale and archived insights are not in intake.
 *
 * - list: oldest first on (created_at, id), keyset-paged; filters status, source, customerId (the demand root, a
 *   UUID: the pipeline resolved CUS-3). ageHours is the time since created_at, in hours to one decimal.
 * - stats: the counts per intake status, the median and oldest age of new items (hours to one decimal, null
 *   without new items) and the counts per source (only sources with items, in the document's source order), in
 *   one query (GROUPING SETS: the total and each source).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import type { QueryParams } from '../core/api.js';
import { intakeStats, listIntakeInsights } from '../repositories/insights.js';
import type { Page } from '../repositories/paging.js';
import { refOf } from '../repositories/refs.js';
import { iso } from './common.js';

export type IntakeItem = components['schemas']['IntakeItem'];
export type IntakeStats = components['schemas']['IntakeStats'];
export type IntakeStatus = components['schemas']['IntakeStatus'];
type Source = IntakeItem['source'];

/** Each intake status and the insight statuses it stands for (spec 1 §3.1). */
export const INTAKE_STATUSES: Record<IntakeStatus, readonly IntakeItem['insightStatus'][]> = {
  new: ['created'],
  needs_shaping: ['need_context', 'review'],
  accepted: ['active', 'delivered'],
  rejected: ['rejected'],
};
const IN_INTAKE = Object.values(INTAKE_STATUSES).flat();
const intakeStatusOf = (s: IntakeItem['insightStatus']) => (Object.keys(INTAKE_STATUSES) as IntakeStatus[]).find((k) => INTAKE_STATUSES[k].includes(s))!;
/** The sources in the document's order (IntakeItem.source). */
const SOURCES: readonly Source[] = ['interview', 'support', 'sales', 'async', 'observation', 'submission'];

const hours = (seconds: number | string | null): number | null => (seconds == null ? null : Math.round(Number(seconds) / 360) / 10);

/** GET /intake's query (customerId a UUID, resolved by the pipeline) with the page. */
export type IntakeFilters = QueryParams<'listIntake'> & { limit: number };

export class IntakeService {
  constructor(private readonly db: Knex) {}

  /** GET /intake — see the file comment. */
  async list(actor: Actor, f: IntakeFilters): Promise<Page<IntakeItem>> {
    const page = await listIntakeInsights(
      this.db,
      actor.orgId,
      { statuses: f.status ? INTAKE_STATUSES[f.status] : IN_INTAKE, source: f.source, customerId: f.customerId?.toLowerCase() },
      f,
    );
    return {
      rows: page.rows.map((r) => ({
        insightId: r.id,
        ref: refOf('insights', r.number),
        verbatim: r.verbatim,
        source: r.source,
        customerId: r.customer_id,
        status: intakeStatusOf(r.status),
        insightStatus: r.status,
        createdAt: iso(r.created_at)!,
        ageHours: hours(r.age_seconds)!,
      })),
      nextCursor: page.nextCursor,
    };
  }

  /** GET /intake/stats — see the file comment. */
  async stats(actor: Actor): Promise<IntakeStats> {
    const rows = await intakeStats(this.db, actor.orgId, INTAKE_STATUSES, INTAKE_STATUSES.new, IN_INTAKE);
    type Row = (typeof rows)[number];
    const counts = (r: Row | undefined) => ({ new: r?.new ?? 0, needs_shaping: r?.needs_shaping ?? 0, accepted: r?.accepted ?? 0, rejected: r?.rejected ?? 0 });
    const all = rows.find((r) => r.total === 1);
    const bySource = rows
      .filter((r) => r.total === 0 && r.source)
      .sort((a, b) => SOURCES.indexOf(a.source!) - SOURCES.indexOf(b.source!))
      .map((r) => ({ source: r.source!, ...counts(r) }));
    return { counts: counts(all), newMedianAgeHours: hours(all?.median_seconds ?? null), newOldestAgeHours: hours(all?.oldest_seconds ?? null), bySource };
  }
}
