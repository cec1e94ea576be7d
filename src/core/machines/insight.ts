/**
 * Insight status (spec 1 §3.2): any insight moves to rejected (note and rejectionCategory), need_context (note) and
 * archived by set-status, and to review by set-review-team with a team. The rest is moved by the service itself:
 * review → created or active when the review team is cleared, created → active when work is attached, and the
 * delivery rule (SQL function sextant_deliver_insights, migration 20261206000000_customers) moves a created, review,
 * need_context, active or stale insight with linked work, all of it completed, to delivered. stale is set by nothing
 * today; it leaves like any insight. Asking set-status for the current status is 409.
 */
import type { components } from '../../generated/api.js';
import { machine } from './machine.js';

export type InsightStatus = components['schemas']['Insight']['status'];

/** The decisions set-status records: any insight may be moved to each of them. */
export const INSIGHT_DECISIONS = ['rejected', 'need_context', 'archived'] as const;
const DECIDE = INSIGHT_DECISIONS;
const others = (s: InsightStatus): InsightStatus[] => [...(s === 'review' ? [] : ['review' as const]), ...DECIDE.filter((d) => d !== s)];

export const insightMachine = machine<InsightStatus>(
  'insight',
  {
    created: ['active', 'delivered', ...others('created')],
    review: ['created', 'active', 'delivered', ...others('review')],
    need_context: ['delivered', ...others('need_context')],
    active: ['delivered', ...others('active')],
    rejected: others('rejected'),
    delivered: others('delivered'),
    stale: ['delivered', ...others('stale')],
    archived: others('archived'),
  },
  {
    requires: { rejected: 'note', need_context: 'note' },
    via: { rejected: 'setInsightStatus', need_context: 'setInsightStatus', archived: 'setInsightStatus', review: 'setInsightReviewTeam' },
  },
);
