/**
 * MCP prompts: guided workflows an agent (or its user, from a prompt picker) starts with one
 * `prompts/get`. Each prompt is one user message: what to achieve, then numbered steps naming the tool to call,
 * its arguments and why, in order. Steps are data (`PROMPTS[].steps`), so a test checks every tool a prompt names
 * is in the catalog and the toolset it says is the tool's own (a renamed tool fails it); a tool outside the
 * default list is marked with its toolset, and the message says which toolsets to enable.
 *
 *  - plan_opportunity_from_objective {objective}: from an objective's gap to target, to an opportunity linked to
 *    it, scored, with its first tasks.
 *  - triage_intake {limit?}: work the oldest new intake items: duplicates, attach to work, send for review, reject.
 *  - weekly_review {team?}: objectives' progress, running opportunities' health (post_update), stuck tasks, intake.
 * An unknown prompt or a missing or invalid argument is the JSON-RPC invalid-params error naming it.
 */
import { ErrorCode, McpError, type GetPromptResult, type Prompt } from '@modelcontextprotocol/sdk/types.js';
import { toolCatalog } from '../generated/mcp-tools.js';
import { didYouMean } from '../core/errors.js';

/** One step of a workflow: call `tool` (with `args`, JSON-ish text for the agent) because `why`. */
export interface PromptStep {
  tool: string;
  args?: string;
  why: string;
}

interface PromptArgumentDef {
  name: string;
  description: string;
  required: boolean;
  check?: (value: string) => string | undefined;
}

export interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  arguments: PromptArgumentDef[];
  goal: (args: Record<string, string>) => string;
  steps: (args: Record<string, string>) => PromptStep[];
  finish: string;
}

const j = (v: unknown) => JSON.stringify(v);
const limitOf = (args: Record<string, string>) => Number(args.limit ?? 10);
const teamArg = (args: Record<string, string>) => (args.team ? { teamId: args.team } : {});

export const PROMPTS: PromptDefinition[] = [
  {
    name: 'plan_opportunity_from_objective',
    title: 'Plan an opportunity from an objective',
    description:
      "From an objective and its metric's gap to target, plan an opportunity linked to it: check existing bets and evidence, create it with a PRD, score it, and add its first tasks.",
    arguments: [{ name: 'objective', description: 'The objective: its ref (OBJ-2) or UUID.', required: true }],
    goal: (a) =>
      `Plan one opportunity that moves objective ${a.objective} toward its target, with its first tasks. Do not duplicate a bet that already exists.`,
    steps: (a) => [
      {
        tool: 'get_objective',
        args: j({ id: a.objective }),
        why: 'the outcome, its status and deadline, and its metric anchor (metricId, targetOperator, targetNumeric, startNumeric).',
      },
      {
        tool: 'get_metric',
        args: '{"id": <metricId from step 1>}',
        why: 'the current value and unit: how far the objective is from its target (skip when it has no metric).',
      },
      { tool: 'list_metric_values', args: '{"id": <metricId>, "limit": 20}', why: 'the recent readings: is the metric moving on its own?' },
      {
        tool: 'list_objective_opportunities',
        args: j({ id: a.objective }),
        why: 'the bets already linked to it; read one in full with get_opportunity_context before proposing something similar.',
      },
      {
        tool: 'list_insights',
        args: j({ objectiveId: a.objective }),
        why: 'customer evidence already tied to the objective (search {"query": …, "types": "insight"} finds more by words).',
      },
      {
        tool: 'create_opportunity',
        args: `{"title": …, "description": …, "content": <a short PRD: problem, evidence, bet, how the metric should move>, "objectiveLinks": [{"objectiveId": ${j(a.objective)}}], "idempotencyKey": <a fresh UUID>}`,
        why: 'the bet, linked to the objective (the first link is primary). Note the returned ref (OPP-n).',
      },
      { tool: 'list_scoring_criteria', why: "the org's scorecard criteria and their ids." },
      {
        tool: 'set_opportunity_score',
        args: '{"id": <OPP-n>, "criterionId": …, "value": 1-5}',
        why: 'one call per criterion you can judge from the evidence (on inverted criteria such as Effort, 5 means the most).',
      },
      {
        tool: 'create_task',
        args: '{"title": …, "opportunityId": <OPP-n>, "idempotencyKey": <a fresh UUID>}',
        why: 'two to five first tasks that would show whether the bet works.',
      },
      {
        tool: 'create_comment',
        args: '{"entityType": "opportunity", "entityId": <OPP-n>, "body": …}',
        why: 'record your reasoning: the gap, the evidence, why this bet, and what you left out.',
      },
    ],
    finish: "Answer with the opportunity's ref, its tasks' refs and one paragraph on why this bet should move the metric.",
  },
  {
    name: 'triage_intake',
    title: 'Triage intake',
    description:
      'Work the oldest new items of the intake queue: spot duplicates, attach evidence to existing work, send the rest for shaping, reject what will not be done — each decision recorded.',
    arguments: [
      {
        name: 'limit',
        description: 'How many items to triage, 1-50 (default 10).',
        required: false,
        check: (v) => (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 50 ? undefined : 'must be a whole number from 1 to 50'),
      },
    ],
    goal: (a) => `Triage the ${limitOf(a)} oldest new items of the intake queue. Decide each one; never leave an item half-handled.`,
    steps: (a) => [
      { tool: 'get_intake_stats', why: 'how many items are new and how long the oldest has waited.' },
      { tool: 'list_intake', args: j({ status: 'new', limit: limitOf(a) }), why: 'the items to triage, oldest first.' },
      {
        tool: 'get_insight',
        args: '{"id": <the item\'s insight id>}',
        why: 'for each item: the verbatim ask, its interpretation, customer and current links.',
      },
      { tool: 'list_similar_insights', args: '{"id": <the insight id>}', why: 'near-duplicates and past rejections of the same ask.' },
      { tool: 'search', args: '{"query": <the ask in a few words>, "types": "opportunity,task"}', why: 'existing work the ask belongs to.' },
      {
        tool: 'attach_insight',
        args: '{"id": <insight>, "entityType": "opportunity", "entityId": <OPP-n>, "idempotencyKey": <a fresh UUID>}',
        why: 'when existing work answers the ask (use entityType "task" for a task).',
      },
      {
        tool: 'set_insight_review_team',
        args: '{"id": <insight>, "teamId": <team id or prefix>, "idempotencyKey": <a fresh UUID>}',
        why: "when the ask is real but needs shaping: the team's reviewer is notified (list_teams names the teams).",
      },
      {
        tool: 'set_insight_status',
        args: '{"id": <insight>, "status": "rejected", "note": <why, 5-1000 characters>, "rejectionCategory": "duplicate" | "not_aligned" | …, "idempotencyKey": <a fresh UUID>}',
        why: 'when it will not be done (a duplicate, not aligned); use status "need_context" with a note when the ask is unclear.',
      },
      { tool: 'get_intake_stats', why: 'the queue after your pass.' },
    ],
    finish: 'Answer with one line per item: its ref, your decision and why.',
  },
  {
    name: 'weekly_review',
    title: 'Weekly review',
    description:
      'A weekly pass over outcomes and delivery: objectives against their targets, the health of running opportunities (posted as updates), stuck tasks and the intake queue.',
    arguments: [{ name: 'team', description: 'Optional: a team (UUID or prefix such as ENG) to review instead of the whole org.', required: false }],
    goal: (a) =>
      `Review the week${a.team ? ` for team ${a.team}` : ''}: where outcomes stand, how delivery is going, what is stuck. Post what you find where the work lives.`,
    steps: (a) => [
      { tool: 'whoami', why: 'who you act as and your role.' },
      { tool: 'list_notifications', args: j({ unreadOnly: true }), why: 'what changed and what needs you; mark handled ones with read_notification.' },
      { tool: 'list_objectives', args: j({ status: 'active' }), why: 'the outcomes being pursued.' },
      { tool: 'get_objective', args: '{"id": <OBJ-n>}', why: 'for each: its progress toward the metric target (get_metric for the latest value).' },
      { tool: 'list_opportunities', args: j({ state: 'in_progress', ...teamArg(a) }), why: 'the bets being delivered.' },
      { tool: 'get_opportunity_context', args: '{"id": <OPP-n>}', why: "for each: its objectives' progress, its tasks' state and its latest comments." },
      {
        tool: 'post_update',
        args: '{"id": <OPP-n>, "body": <what happened this week>, "health": "on_track" | "at_risk" | "off_track", "idempotencyKey": <a fresh UUID>}',
        why: 'one update per running opportunity.',
      },
      {
        tool: 'list_tasks',
        args: j({ status: 'in_progress', ...teamArg(a) }),
        why: 'work in flight; flag tasks that have not moved (updatedAt a week or more ago) with create_comment on the task.',
      },
      { tool: 'get_intake_stats', why: 'whether customer evidence is waiting for triage (the triage_intake prompt works it).' },
    ],
    finish: 'Answer with a short report: objectives (on track or not), opportunities with their health, stuck tasks, and intake.',
  },
];

const byName = new Map(PROMPTS.map((p) => [p.name, p]));
const tools = new Map(toolCatalog.map((t) => [t.name, t]));

/** prompts/list. */
export function listPrompts(): Prompt[] {
  return PROMPTS.map((p) => ({
    name: p.name,
    title: p.title,
    description: p.description,
    arguments: p.arguments.map(({ name, description, required }) => ({ name, description, required })),
  }));
}

const invalid = (message: string) => new McpError(ErrorCode.InvalidParams, message);

/** The text of a prompt's message for `args` (already checked). */
export function promptText(p: PromptDefinition, args: Record<string, string>): string {
  const steps = p.steps(args);
  const outside = [
    ...new Set(
      steps
        .map((s) => tools.get(s.tool)!)
        .filter((t) => !t.default)
        .map((t) => t.toolset),
    ),
  ];
  return [
    p.goal(args),
    '',
    ...(outside.length
      ? [
          `Some tools below are outside the default list: call enable_toolsets {"toolsets": ${JSON.stringify(outside)}} first (in dynamic mode, run them with call_operation).`,
          '',
        ]
      : []),
    'Steps:',
    ...steps.map((s, i) => {
      const t = tools.get(s.tool)!;
      return `${i + 1}. ${s.tool}${t.default ? '' : ` (toolset ${t.toolset})`}${s.args ? ` ${s.args}` : ''}: ${s.why}`;
    }),
    '',
    'Every result lists its valid next calls in actions; on an error, follow its suggestion.',
    p.finish,
  ].join('\n');
}

/** prompts/get: the workflow's message for `args`; unknown prompt, missing or invalid argument → invalid params. */
export function getPrompt(name: string, given: Record<string, string> | undefined): GetPromptResult {
  const p = byName.get(name);
  if (!p) {
    const guess = didYouMean(name, [...byName.keys()]) ?? [...byName.keys()].find((n) => name.length > 3 && n.includes(name));
    throw invalid(`No prompt named ${name}${guess ? ` (did you mean ${guess}?)` : ''}; prompts/list names them: ${[...byName.keys()].join(', ')}.`);
  }
  const args: Record<string, string> = {};
  for (const [k, v] of Object.entries(given ?? {})) {
    const def = p.arguments.find((a) => a.name === k);
    if (!def) throw invalid(`${name} takes ${p.arguments.map((a) => a.name).join(', ') || 'no arguments'}, not ${k}.`);
    const value = String(v).trim();
    if (value === '') continue;
    const problem = def.check?.(value);
    if (problem) throw invalid(`${name}: ${k} ${problem}.`);
    args[k] = value;
  }
  const missing = p.arguments.filter((a) => a.required && args[a.name] === undefined);
  if (missing.length) throw invalid(`${name} needs ${missing.map((a) => `${a.name} (${a.description})`).join(', ')}.`);
  return {
    description: p.description,
    messages: [{ role: 'user', content: { type: 'text', text: promptText(p, args) } }],
  };
}
