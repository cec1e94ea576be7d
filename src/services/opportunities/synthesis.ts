/**
 * PRD synthesis (spec 2 §4.7 "synthesize", §8 "PRD synthesis cache 1 hour").
 *
 * POST /opportunities/{id}/synthesize returns a draft PRD — markdown assembled from the opportunity's description,
 * the objectives it serves (metric, target, progress), its validation risks and votes, its scorecard, its phases and
 * tasks, and (once insights exist) the verbatims of linked insights — without ever writing the PRD.
 *
 * Drafting goes through a `PrdSynthesizer`; the one here is deterministic and makes no network call, so a
 * model-backed one can replace it later without touching the cache. The cache keeps one draft per opportunity with a
 * SHA-256 digest of the inputs it was drafted from: a request within an hour of the draft answers it with
 * `cached: true` and its `ageMs`, and `staleSinceLastSynth` says whether the inputs have changed since; `bypassCache`
 * drafts again. Editing the PRD (PATCH content or prd) deletes the cached draft.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import { refOf } from '../../repositories/refs.js';
import { readingsOf, progressOf, type Progress } from '../../repositories/progress.js';
import { findOpportunitySummary } from '../../repositories/opportunities.js';
import { listServedObjectives } from '../../repositories/opportunityObjectives.js';
import { listPhaseTitles } from '../../repositories/opportunityPhases.js';
import { listRiskVotesByRisk } from '../../repositories/opportunityRiskVotes.js';
import { deletePrdSynthesis, findPrdSynthesis, upsertPrdSynthesis } from '../../repositories/prdSyntheses.js';
import { listCriteriaWithValues, tableExists } from '../../repositories/scoringCriteria.js';
import { listOpportunityTaskSummaries } from '../../repositories/tasks.js';

/** How long a draft is served from the cache (ms). */
export const SYNTHESIS_TTL_MS = 60 * 60 * 1000;

/** What a draft is made from (also what the staleness digest covers). */
export interface SynthesisInputs {
  opportunity: { ref: string; title: string; description: string; state: string };
  objectives: { ref: string; title: string; kind: string; metric: string | null; operator: string | null; target: number | null; progress: Progress | null }[];
  risks: { risk: string; votes: { vote: string; note: string }[] }[];
  scorecard: { criterion: string; weight: number; invert: boolean; value: number | null }[];
  phases: { title: string; targetDate: string | null; tasks: { ref: string; title: string; status: string }[] }[];
  unphasedTasks: { ref: string; title: string; status: string }[];
  insights: { verbatim: string }[];
}

/** Turns inputs into a PRD draft (markdown). */
export interface PrdSynthesizer {
  synthesize(inputs: SynthesisInputs): Promise<string>;
}

const RISKS = ['value', 'usability', 'feasibility', 'viability'] as const;

/** The deterministic synthesizer: the same inputs always give the same markdown. */
export class OutlineSynthesizer implements PrdSynthesizer {
  async synthesize(i: SynthesisInputs): Promise<string> {
    const lines: string[] = [
      `# ${i.opportunity.title} (${i.opportunity.ref})`,
      '',
      '## Problem',
      '',
      i.opportunity.description.trim() || '_No description yet._',
      '',
    ];
    lines.push('## Outcomes', '');
    if (!i.objectives.length) lines.push('_Not linked to any objective: link it to the outcome it should move._');
    for (const o of i.objectives) {
      const target = o.operator && o.target != null ? ` — target ${o.operator === 'gte' ? '≥' : o.operator === 'lte' ? '≤' : '='} ${o.target}` : '';
      const progress = o.progress
        ? `, now ${o.progress.currentValue} (${Math.round(o.progress.ratio * 100)}% of the way${o.progress.achieved ? ', achieved' : ''})`
        : '';
      lines.push(`- ${o.ref} ${o.title} (${o.kind})${o.metric ? `: ${o.metric}` : ''}${target}${progress}`);
    }
    lines.push('', '## Risks', '');
    for (const r of i.risks) {
      const notes = r.votes.filter((v) => v.note).map((v) => `${v.vote}: ${v.note}`);
      const tally = r.votes.length ? r.votes.map((v) => v.vote).join(', ') : 'not assessed';
      lines.push(`- **${r.risk}** — ${tally}${notes.length ? ` (${notes.join('; ')})` : ''}`);
    }
    lines.push('', '## Scorecard', '');
    if (!i.scorecard.length) lines.push('_No scoring criteria._');
    for (const s of i.scorecard) lines.push(`- ${s.criterion} (weight ${s.weight}${s.invert ? ', inverted' : ''}): ${s.value ?? 'not scored'}`);
    lines.push('', '## Delivery plan', '');
    if (!i.phases.length && !i.unphasedTasks.length) lines.push('_No phases or tasks yet._');
    for (const p of i.phases) {
      lines.push(`### ${p.title}${p.targetDate ? ` (by ${p.targetDate})` : ''}`, '');
      for (const t of p.tasks) lines.push(`- [${t.status === 'completed' ? 'x' : ' '}] ${t.ref} ${t.title}`);
      if (!p.tasks.length) lines.push('_No tasks yet._');
      lines.push('');
    }
    if (i.unphasedTasks.length) {
      lines.push('### Not in a phase', '');
      for (const t of i.unphasedTasks) lines.push(`- [${t.status === 'completed' ? 'x' : ' '}] ${t.ref} ${t.title}`);
      lines.push('');
    }
    if (i.insights.length) {
      lines.push('## What customers said', '');
      for (const x of i.insights) lines.push(`> ${x.verbatim}`, '');
    }
    return `${lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`;
  }
}

/** `{markdown, cached, ageMs, staleSinceLastSynth}` of POST /opportunities/{id}/synthesize. */
export interface Synthesis {
  markdown: string;
  cached: boolean;
  ageMs: number;
  staleSinceLastSynth: boolean;
}

export class SynthesisService {
  constructor(
    private readonly db: Knex,
    private readonly synthesizer: PrdSynthesizer = new OutlineSynthesizer(),
  ) {}

  /** The inputs of opportunity `id` (a UUID of the caller's org, already found). */
  async inputs(actor: Actor, id: string, db: Knex = this.db): Promise<SynthesisInputs> {
    const o = actor.orgId;
    const opp = (await findOpportunitySummary(db, o, id))!;
    const objectiveRows = await listServedObjectives(db, o, id);
    const readings = await readingsOf(
      db,
      o,
      objectiveRows.map((r) => r.metric_id).filter((m): m is string => m !== null),
    );
    const votes = (await tableExists(db, 'opportunity_risk_votes')) ? await listRiskVotesByRisk(db, o, id) : [];
    const scorecard = (await tableExists(db, 'scoring_criteria')) ? await listCriteriaWithValues(db, o, id) : [];
    const tasks = await listOpportunityTaskSummaries(db, o, id);
    const phases = await listPhaseTitles(db, o, id);
    const summary = (t: { prefix: string; number: number; title: string; status: string }) => ({
      ref: `${t.prefix}-${t.number}`,
      title: t.title,
      status: t.status,
    });
    return {
      opportunity: { ref: refOf('opportunities', opp.number), title: opp.title, description: opp.description, state: opp.state },
      objectives: objectiveRows.map((r) => ({
        ref: refOf('objectives', r.number),
        title: r.title,
        kind: r.kind,
        metric: r.metric_name ? `${r.metric_name} (${r.unit})` : null,
        operator: r.target_operator,
        target: r.target_numeric == null ? null : Number(r.target_numeric),
        progress: progressOf(
          { metricId: r.metric_id, targetOperator: r.target_operator, targetNumeric: r.target_numeric, startNumeric: r.start_numeric },
          r.metric_id ? readings.get(r.metric_id) : undefined,
        ),
      })),
      risks: RISKS.map((risk) => ({ risk, votes: votes.filter((v) => v.risk === risk).map((v) => ({ vote: v.vote, note: v.note ?? '' })) })),
      scorecard: scorecard.map((s) => ({ criterion: s.name, weight: Number(s.weight), invert: s.invert, value: s.value == null ? null : Number(s.value) })),
      phases: phases.map((p) => ({
        title: p.title,
        targetDate: p.target_date ? new Date(p.target_date).toISOString().slice(0, 10) : null,
        tasks: tasks.filter((t) => t.phase_id === p.id).map(summary),
      })),
      unphasedTasks: tasks.filter((t) => !t.phase_id && !t.parent_task_id).map(summary),
      insights: [],
    };
  }

  /**
   * A draft PRD of opportunity `id` (a UUID of the caller's org): from the cache when drafted within the hour and
   * `bypassCache` is false, else drafted now and cached. Never writes the PRD.
   */
  async synthesize(actor: Actor, id: string, bypassCache: boolean): Promise<Synthesis> {
    return this.db.transaction(async (trx) => {
      const inputs = await this.inputs(actor, id, trx);
      const digest = createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
      const cached = await findPrdSynthesis(trx, actor.orgId, id);
      if (cached && !bypassCache && Number(cached.age_ms) < SYNTHESIS_TTL_MS) {
        return { markdown: cached.markdown, cached: true, ageMs: Number(cached.age_ms), staleSinceLastSynth: cached.inputs_digest !== digest };
      }
      const markdown = await this.synthesizer.synthesize(inputs);
      await upsertPrdSynthesis(trx, actor.orgId, id, markdown, digest);
      return { markdown, cached: false, ageMs: 0, staleSinceLastSynth: false };
    });
  }

  /** Forgets the cached draft (the PRD was edited). */
  async clear(db: Knex, orgId: string, id: string): Promise<void> {
    await deletePrdSynthesis(db, orgId, id);
  }
}
