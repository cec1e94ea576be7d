/**
 * A fresh org holding at least one row of every table an export covers (the tables are the sections of
 * src/import/catalog.ts, docs/decisions/0029-import-export.md), for the export → import → export
 * round trip. Everything goes through the live server's public API (`inject('contract').baseUrl`) as a client would
 * call it, except:
 *  - the org and its users: `newOrg()` / `newUser()` (contract-tests/lib/orgs.ts), i.e. the admin CLI's
 *    org:create / user:create service — the API creates neither;
 *  - org_currency_rates: `TimeEntryService.setCurrencyRate`, the code path of the admin CLI's `currency:rate`
 *    (no API operation sets a rate);
 *  - the person (OAuth) token that publishes direction documents: an app registered with `newApp()` (the admin
 *    CLI's app:create) and the authorization-code flow over HTTP (contract-tests/lib/oauth.ts). API keys only draft
 *    direction documents (spec 2 §4.10), so without it there would be no direction_document_versions.
 * scoring_criteria are the org's four defaults (written by the orgs trigger); activities are written by triggers on
 * every write. The one wait is for the file integrity job (graphile-worker) to mark the uploaded PNG clean, which the
 * avatar and the file prototype require; it is polled, with a timeout.
 *
 * `EVERY_KIND_TABLES` is the list the guard test (contract-tests/import-runs/every-kind.live.test.ts) checks: each has ≥ 1 row
 * of the org after `fillEveryKind()`. A table added to the export needs fixture data here and a line there.
 */
import { createHash } from 'node:crypto';
import { png } from './png.js';
import { inject } from 'vitest';
import { client, data } from './http.js';
import { newOrg, newUser } from './orgs.js';
import { newApp, authorizeAndExchange } from './oauth.js';
import { createDb } from '../../src/db/knex.js';
import { TimeEntryService } from '../../src/services/timeEntries.js';
import type { CustomerOnboarding, ErrorEnvelope, File, FileUpload, InsightPatternBoard, ScoringCriterion, User } from '../../sdk/src/index';

/** Every exported table (findings §1.2), in phase order; each gets ≥ 1 row of the org from fillEveryKind. */
export const EVERY_KIND_TABLES = [
  'org_currency_rates',
  'users',
  'teams',
  'team_members',
  'categories',
  'tags',
  'templates',
  'template_steps',
  'prd_templates',
  'scoring_criteria',
  'external_stakeholders',
  'visions',
  'vision_versions',
  'strategies',
  'strategy_versions',
  'direction_documents',
  'direction_document_versions',
  'direction_drafts',
  'metrics',
  'metric_values',
  'objectives',
  'objective_links',
  'opportunities',
  'opportunity_objectives',
  'opportunity_phases',
  'opportunity_scores',
  'opportunity_risk_votes',
  'cycles',
  'tasks',
  'task_assignments',
  'customers',
  'customer_contacts',
  'arr_points',
  'insights',
  'insight_links',
  'insight_impacts',
  'insight_patterns',
  'insight_pattern_members',
  'promise_breaks',
  'customer_updates',
  'customer_reviews',
  'template_instances',
  'step_instances',
  'customer_opportunities',
  'rooms',
  'room_members',
  'messages',
  'message_reactions',
  'comments',
  'comment_reactions',
  'opportunity_updates',
  'time_entries',
  'files',
  'file_attachments',
  'opportunity_prototypes',
  'external_links',
  'agent_runs',
  'observed_evidence',
  'evidence_reconciliations',
  'activities',
  'subscriptions',
] as const;

export interface EveryKind {
  orgId: string;
  /** The org's admin (admin@sextant.invalid) and their key. */
  adminKey: string;
  adminUserId: string;
  /** admin, engineer (with an avatar), pm (with salary EUR 6000 / 40 h), em. */
  users: { id: string; email: string; apiKey: string; role: string }[];
  /** Ids of what was made, for tests that want to look one up. */
  ids: Record<string, string>;
  /** Refs (VIS-1, OPP-1, ENG-1, …) of the numbered entities. */
  refs: Record<string, string>;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const today = () => new Date().toISOString().slice(0, 10);

/** The `data` of a call that must succeed, read for its id and ref (other fields are read through a typed call). */
const made = (api: ReturnType<typeof client>, method: string, path: string, body?: unknown) =>
  data<{ id: string; ref: string; [field: string]: unknown }>(api, method, path, body);

/**
 * Creates a fresh org and fills it with every entity kind (see the file comment). Takes a few seconds; throws with
 * the failing call and its answer when any step is refused. Each call makes a new org, so tests may call it freely.
 */
export async function fillEveryKind(name = 'Every kind org'): Promise<EveryKind> {
  const { baseUrl, databaseUrl } = inject('contract');
  const ids: Record<string, string> = {};
  const refs: Record<string, string> = {};

  // ── users (admin CLI path; the API creates none) ──────────────────────────────────────────────────────────────
  const org = await newOrg(name);
  const pmUser = await newUser(org.orgId, 'pm', 'Petra Pm');
  const emUser = await newUser(org.orgId, 'em', 'Emil Em');
  const admin = client(org.apiKey);
  const eng = client(org.engineerKey);
  const pm = client(pmUser.apiKey);
  const em = client(emUser.apiKey);
  const me = org.userId;
  const engId = org.engineerId;
  const pmId = pmUser.userId;
  const emId = emUser.userId;
  const users = await data<User[]>(admin, 'GET', '/api/v1/users?limit=200');
  const emails = new Map<string, string>(users.map((u) => [u.id, u.email]));

  // ── org_currency_rates (the admin CLI's currency:rate service) and compensation (through the API) ─────────────
  const db = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    await new TimeEntryService(db).setCurrencyRate(org.orgId, 'EUR', '1.1');
  } finally {
    await db.destroy();
  }
  await made(admin, 'PATCH', `/api/v1/users/${pmId}`, { salaryMonthly: 6000, salaryCurrency: 'EUR', weeklyHours: 40 });

  // ── configuration ─────────────────────────────────────────────────────────────────────────────────────────────
  const category = await made(admin, 'POST', '/api/v1/categories', { label: 'Tech debt', color: '#123456' });
  const miscCategory = await made(admin, 'POST', '/api/v1/categories', { label: 'Hiring' });
  const tag = await made(admin, 'POST', '/api/v1/tags', { name: 'backend' });
  const tag2 = await made(admin, 'POST', '/api/v1/tags', { name: 'customer-ask' });
  const stakeholder = await made(admin, 'POST', '/api/v1/external-stakeholders', { name: 'Gartner analyst' });
  const criteria = await data<ScoringCriterion[]>(admin, 'GET', '/api/v1/opportunities/scoring-criteria');
  Object.assign(ids, { category: category.id, miscCategory: miscCategory.id, tag: tag.id, tag2: tag2.id, stakeholder: stakeholder.id });

  // teams, members, the team's default PRD template
  const team = await made(admin, 'POST', '/api/v1/teams', { name: 'Engineering', prefix: 'ENG', description: 'Builds it', insightReviewerId: pmId });
  for (const userId of [me, engId, pmId]) await made(admin, 'POST', `/api/v1/teams/${team.id}/members`, { userId });
  const prd = await made(admin, 'POST', '/api/v1/prd-templates', { name: 'Lean PRD', content: '## Problem\n\n## Outcome', teamId: team.id });
  await made(admin, 'PATCH', `/api/v1/teams/${team.id}`, { defaultPrdTemplateId: prd.id });
  Object.assign(ids, { team: team.id, prdTemplate: prd.id });

  // templates and steps: an opportunity workflow and the default customer onboarding
  const workflow = await made(admin, 'POST', '/api/v1/templates', {
    name: 'Discovery to delivery',
    defaultEntityType: 'opportunity',
    steps: [
      { title: 'Discover', defaultDriUserId: pmId, slaHours: 48 },
      { title: 'Build', defaultDriRole: 'engineer' },
    ],
  });
  await made(admin, 'POST', `/api/v1/templates/${workflow.id}/steps`, { title: 'Review', position: 2, slaHours: 24 });
  const onboardingTemplate = await made(admin, 'POST', '/api/v1/templates', {
    name: 'Onboarding',
    defaultEntityType: 'customer',
    isDefault: true,
    steps: [{ title: 'Kickoff', slaHours: 24 }, { title: 'Go-live' }],
  });
  Object.assign(ids, { workflow: workflow.id, onboardingTemplate: onboardingTemplate.id });

  // ── direction: visions (2 versions), strategies (2 versions), documents, drafts, a pending vision ─────────────
  const vision = await made(admin, 'POST', '/api/v1/visions', { name: 'Be the default', kind: 'company', narrative: 'Teams reach for us first.' });
  await made(admin, 'PATCH', `/api/v1/visions/${vision.ref}`, { narrative: 'Teams and agents reach for us first.' });
  await made(admin, 'POST', `/api/v1/visions/${vision.ref}/versions/2/rename`, { note: 'Agents too' });
  const productVision = await made(pm, 'POST', '/api/v1/visions', { name: 'Self-serve onboarding', kind: 'product', narrative: 'Nobody needs a call.' });
  const strategy = await made(pm, 'POST', '/api/v1/strategies', { name: 'Partner-led growth', content: '## Where we play\nMid-market teams.' });
  await made(pm, 'PATCH', `/api/v1/strategies/${strategy.ref}`, { content: '## Where we play\nMid-market and enterprise.', changeNote: 'Q3 review' });
  await made(pm, 'POST', `/api/v1/strategies/${strategy.ref}/publish`, {});
  Object.assign(ids, { vision: vision.id, productVision: productVision.id, strategy: strategy.id });
  Object.assign(refs, { vision: vision.ref, productVision: productVision.ref, strategy: strategy.ref });

  // A person (the admin through an OAuth app) publishes; the API key only drafts (spec 2 §4.10).
  const app = await newApp(org.orgId, { name: 'Every kind app' });
  const person = client(
    (
      await authorizeAndExchange(baseUrl, app, org.apiKey, {
        scope: 'direction:read direction:create direction:update direction:delete vision:read vision:update strategy:read',
      })
    ).access_token,
  );
  const spec = await made(person, 'POST', '/api/v1/direction-documents', { kind: 'product_spec', title: 'Import', body: 'v1 text', publish: true });
  await made(person, 'PATCH', `/api/v1/direction-documents/${spec.ref}`, { body: 'v2 text', changeNote: 'Sharper' });
  await made(admin, 'POST', `/api/v1/direction-documents/${spec.ref}/draft`, { body: 'v3 drafted by an agent' });
  const context = await made(person, 'POST', '/api/v1/direction-documents', {
    kind: 'context',
    title: 'Market',
    body: 'Buyers are mid-market.',
    publish: true,
  });
  const pendingVision = await made(admin, 'POST', '/api/v1/direction-documents', {
    kind: 'vision',
    scope: 'product',
    title: 'Agents everywhere',
    body: 'Every team runs agents.',
  });
  Object.assign(ids, { productSpec: spec.id, context: context.id, pendingVision: pendingVision.id });
  Object.assign(refs, { productSpec: spec.ref, context: context.ref, pendingVision: pendingVision.ref });

  // ── metrics (a manual one with readings, a built-in with a category parameter) ───────────────────────────────
  const metric = await made(admin, 'POST', '/api/v1/metrics', {
    name: 'Weekly active teams',
    unit: 'count',
    description: 'Teams with a write this week',
    stewardId: pmId,
  });
  await made(admin, 'POST', `/api/v1/metrics/${metric.ref}/values`, { value: 3 });
  await made(admin, 'POST', `/api/v1/metrics/${metric.ref}/values`, { value: 5 });
  const builtin = await made(admin, 'POST', '/api/v1/metrics/track-builtin', { builtinId: 'task_throughput', params: { categoryId: category.id } });
  Object.assign(ids, { metric: metric.id, builtinMetric: builtin.id });
  Object.assign(refs, { metric: metric.ref, builtinMetric: builtin.ref });

  // ── objectives and a child objective ──────────────────────────────────────────────────────────────────────────
  const objective = await made(admin, 'POST', '/api/v1/objectives', {
    title: 'Grow adoption',
    visionId: vision.ref,
    driId: pmId,
    metric: { metricId: metric.id, operator: 'gte', target: 10 },
  });
  const child = await made(admin, 'POST', '/api/v1/objectives', { title: 'Onboard faster', visionId: productVision.ref, driId: engId });
  await made(admin, 'POST', `/api/v1/objectives/${child.ref}/set-alignment-link`, { parentId: objective.ref, kind: 'primary' });
  Object.assign(ids, { objective: objective.id, childObjective: child.id });
  Object.assign(refs, { objective: objective.ref, childObjective: child.ref });

  // ── opportunities: objective link, workflow instance, phases, scores, risk votes, updates, URL prototype ──────
  const opp = await made(pm, 'POST', '/api/v1/opportunities', {
    title: 'Invoice export',
    description: 'Finance reconciles in spreadsheets.',
    leadId: pmId,
    teamId: team.id,
    categoryId: category.id,
    tagIds: [tag.id],
    prdTemplateId: prd.id,
    estimatedCost: 12000,
    dueDate: '2040-06-30',
  });
  await made(pm, 'POST', `/api/v1/opportunities/${opp.ref}/link-objective`, { objectiveId: objective.id });
  await made(admin, 'POST', '/api/v1/templates/instances', { templateId: workflow.id, entityType: 'opportunity', entityId: opp.ref });
  const phase = await made(pm, 'POST', `/api/v1/opportunities/${opp.ref}/phases`, { title: 'Beta', targetDate: '2040-03-01' });
  await made(pm, 'PATCH', `/api/v1/opportunities/${opp.ref}/scores/${criteria[0].id}`, { value: 4 });
  await made(pm, 'POST', `/api/v1/opportunities/${opp.ref}/risks/value`, { vote: 'risky', note: 'Only two interviews so far' });
  await made(em, 'POST', `/api/v1/opportunities/${opp.ref}/risks/feasibility`, { vote: 'approve' });
  await made(pm, 'POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'Export API in review', health: 'on_track' });
  await made(pm, 'POST', `/api/v1/opportunities/${opp.ref}/prototypes`, { url: 'https://www.figma.com/proto/invoice-export' });
  const opp2 = await made(admin, 'POST', '/api/v1/opportunities', { title: 'Okta single sign-on' });
  Object.assign(ids, { opportunity: opp.id, opportunity2: opp2.id, phase: phase.id });
  Object.assign(refs, { opportunity: opp.ref, opportunity2: opp2.ref });

  // ── cycles and tasks (subtask, tags, phase, category, owner, assignment) ─────────────────────────────────────
  const early = await made(admin, 'POST', '/api/v1/cycles', { teamId: team.id, name: 'Sprint 1', startsOn: '2040-01-01', endsOn: '2040-01-14' });
  const late = await made(admin, 'POST', '/api/v1/cycles', { teamId: team.id, startsOn: '2040-01-15', endsOn: '2040-01-28' });
  const task = await made(admin, 'POST', '/api/v1/tasks', {
    title: 'Export endpoint',
    description: 'CSV first',
    teamId: team.id,
    opportunityId: opp.ref,
    phaseId: phase.id,
    ownerId: engId,
    categoryId: category.id,
    tagIds: [tag.id, tag2.id],
    priority: 'high',
    estimateMinutes: 240,
    dueDate: '2040-01-20T00:00:00Z',
  });
  const subtask = await made(admin, 'POST', '/api/v1/tasks', { title: 'Streaming writer', parentTaskId: task.ref });
  const looseTask = await made(eng, 'POST', '/api/v1/tasks', { title: 'Untracked chore' });
  await made(admin, 'POST', `/api/v1/tasks/${task.ref}/assignments`, { userId: engId, estimatedHours: 3 });
  await made(admin, 'POST', `/api/v1/tasks/${task.ref}/set-status`, { status: 'todo' });
  Object.assign(ids, { cycle: early.id, cycle2: late.id, task: task.id, subtask: subtask.id, looseTask: looseTask.id });
  Object.assign(refs, { task: task.ref, subtask: subtask.ref, looseTask: looseTask.ref });

  // ── customers: contacts, ARR, updates, an opportunity link, onboarding (a template instance), a review ───────
  const customer = await made(admin, 'POST', '/api/v1/customers', { name: 'Acme', ownerId: pmId, arr: 50000, health: 'healthy', profile: { seats: 50 } });
  const globex = await made(admin, 'POST', '/api/v1/customers', { name: 'Globex', arr: 20000 });
  await made(admin, 'POST', `/api/v1/customers/${customer.id}/contacts`, {
    name: 'Dana',
    title: 'VP',
    role: 'champion',
    email: 'dana@acme.example',
    primary: true,
  });
  await made(admin, 'POST', `/api/v1/customers/${customer.id}/arr`, { level: 50000, effectiveDate: '2025-01-01' });
  await made(admin, 'POST', `/api/v1/customers/${customer.id}/updates`, { body: 'Renewal call went well' });
  await made(admin, 'POST', `/api/v1/customers/${customer.id}/opportunities`, { opportunityId: opp.id });
  // onboarding: milestone work is a task pointing at its step instance and an opportunity linked through it
  const onboarding = await data<CustomerOnboarding>(admin, 'POST', `/api/v1/customers/${globex.ref}/onboarding`, {});
  const kickoff = onboarding.milestones[0].stepInstanceId;
  await made(admin, 'PATCH', `/api/v1/customers/${globex.ref}/onboarding/steps/${kickoff}`, { arrTranche: 10000 });
  const stepTask = await made(admin, 'POST', `/api/v1/customers/${globex.ref}/onboarding/steps/${kickoff}/work`, {
    kind: 'task',
    title: 'Provision tenant',
    teamId: team.id,
  });
  const stepOpp = await made(admin, 'POST', `/api/v1/customers/${globex.ref}/onboarding/steps/${kickoff}/work`, {
    kind: 'opportunity',
    title: 'Globex data migration',
  });
  Object.assign(ids, { onboardingStep: kickoff, onboardingTask: stepTask.id, onboardingOpportunity: stepOpp.id });
  Object.assign(ids, { customer: customer.id, customer2: globex.id });
  Object.assign(refs, { customer: customer.ref, customer2: globex.ref });

  // ── insights: links, impacts, tags, review team, an external stakeholder's, a pattern, a promise break ────────
  const promise = await made(admin, 'POST', '/api/v1/insights', {
    verbatim: 'We need the export by the 10th',
    source: 'sales',
    customerId: customer.id,
    deadline: '2040-01-10',
    moscow: 'must',
    tagIds: [tag2.id],
  });
  await made(admin, 'POST', `/api/v1/insights/${promise.ref}/attach`, { entityType: 'task', entityId: task.ref });
  await made(admin, 'POST', `/api/v1/insights/${promise.ref}/set-impact`, { impacts: [{ objectiveId: objective.id, delta: 1 }] });
  const external = await made(admin, 'POST', '/api/v1/insights', { verbatim: 'Analysts expect SCIM', source: 'async', externalStakeholderId: stakeholder.id });
  await made(admin, 'POST', `/api/v1/insights/${external.ref}/set-review-team`, { teamId: team.id });
  // two unjudged near-duplicates from two customers: reading the board records the pattern and its members
  const sso1 = await made(admin, 'POST', '/api/v1/insights', {
    verbatim: 'We need single sign-on with Okta for all our staff',
    source: 'interview',
    customerId: customer.id,
  });
  const sso2 = await made(admin, 'POST', '/api/v1/insights', {
    verbatim: 'Single sign-on with Okta for our staff',
    source: 'interview',
    customerId: globex.id,
  });
  const board = await data<InsightPatternBoard>(admin, 'GET', '/api/v1/insights/patterns');
  const pattern = board.patterns.find((p) => p.insightIds.includes(sso1.id));
  if (!pattern) throw new Error(`no insight pattern formed from ${sso1.ref} and ${sso2.ref}: ${JSON.stringify(board)}`);
  // moving the task into a cycle that ends after the promised date breaks the promise, acknowledged
  // A 409 PROMISE_BREAKS whose error.data.breaks lists the promises the move would break (spec 2 §7).
  const refusal = (await admin<ErrorEnvelope>('POST', `/api/v1/tasks/${task.ref}/move-cycle`, { cycleId: early.id })).body?.error;
  const breaks = (refusal?.data as { breaks?: unknown[] } | undefined)?.breaks;
  if (!breaks?.length) throw new Error(`moving ${task.ref} into ${early.id} broke no promise`);
  await made(admin, 'POST', `/api/v1/tasks/${task.ref}/move-cycle`, { cycleId: early.id, acknowledgedBreaks: breaks });
  await made(admin, 'POST', `/api/v1/customers/${customer.ref}/reviews`, { from: today() });
  Object.assign(ids, { insight: promise.id, externalInsight: external.id, patternInsight: sso1.id, pattern: pattern.id });
  Object.assign(refs, { insight: promise.ref, externalInsight: external.ref, patternInsight: sso1.ref });

  // ── collaboration: a group room and a DM, messages with a reply, a reaction and a pin; comments ──────────────
  const room = await made(admin, 'POST', '/api/v1/rooms', { name: 'Invoice export', visibility: 'private', memberIds: [engId, pmId] });
  const dm = await made(pm, 'POST', '/api/v1/rooms/dm', { userId: engId });
  const top = await made(admin, 'POST', '/api/v1/messages', { roomId: room.id, body: 'Kickoff tomorrow, @Petra?' });
  await made(pm, 'POST', '/api/v1/messages', { roomId: room.id, body: 'Works for me', parentId: top.id });
  await made(eng, 'POST', `/api/v1/messages/${top.id}/reactions`, { emoji: '👍', on: true });
  await made(admin, 'POST', `/api/v1/messages/${top.id}/pinned`, { pinned: true });
  await made(eng, 'POST', '/api/v1/messages', { roomId: dm.id, body: 'Got a minute?' });
  const comment = await made(admin, 'POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Mind the encoding' });
  await made(eng, 'POST', '/api/v1/comments', { entityType: 'task', entityId: task.id, body: 'UTF-8 with BOM', parentId: comment.id });
  await made(pm, 'POST', `/api/v1/comments/${comment.id}/reactions`, { emoji: ':rocket:', on: true });
  await made(admin, 'POST', '/api/v1/comments', { entityType: 'vision', entityId: vision.ref, body: 'On the vision' });
  const archived = await made(admin, 'POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'Outdated' });
  await made(admin, 'POST', `/api/v1/comments/${archived.id}/archived`, { archived: true });
  Object.assign(ids, { room: room.id, dm: dm.id, message: top.id, comment: comment.id });

  // ── time: on a task, on an opportunity, misc, vacation ─────────────────────────────────────────────────────────
  await made(pm, 'POST', '/api/v1/time-entries', { entryDate: '2040-01-03', hours: 2, taskId: task.ref, note: 'Spec review' });
  await made(pm, 'POST', '/api/v1/time-entries', { entryDate: '2040-01-03', hours: 1, opportunityId: opp.ref, entryKind: 'customer_meeting' });
  await made(pm, 'POST', '/api/v1/time-entries', { entryDate: '2040-01-04', hours: 1, miscCategoryId: miscCategory.id, note: 'Interviews' });
  await made(pm, 'POST', '/api/v1/time-entries', { entryDate: '2040-01-05', hours: 8, entryKind: 'vacation', note: 'Day off' });

  // ── files: presigned upload to the local store, confirm, the integrity job; avatar, attachment, prototype ─────
  const bytes = png(2, 2); // a 2×2 RGBA image: an avatar must be an image
  const up = await data<FileUpload>(eng, 'POST', '/api/v1/files', {
    sha256: sha256(bytes),
    filename: 'mockup.png',
    contentType: 'image/png',
    size: bytes.length,
  });
  const put = await fetch(up.uploadUrl, { method: up.uploadMethod, headers: up.fields, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`upload of ${up.file.id}: ${put.status} ${await put.text()}`);
  await made(eng, 'POST', `/api/v1/files/${up.file.id}/confirm`, { etag: put.headers.get('etag') });
  for (const end = Date.now() + 20_000; ; ) {
    const f = await data<File>(eng, 'GET', `/api/v1/files/${up.file.id}`);
    if (f.status === 'clean') break;
    if (f.status === 'failed' || Date.now() > end) throw new Error(`file ${up.file.id} is ${f.status}: ${f.processingError}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await made(eng, 'POST', '/api/v1/viewer/avatar', { fileId: up.file.id });
  await made(eng, 'POST', `/api/v1/files/${up.file.id}/attachments`, { entityType: 'task', entityId: task.ref });
  await made(pm, 'POST', `/api/v1/opportunities/${opp.ref}/prototypes`, { fileId: up.file.id });
  ids.file = up.file.id;

  // ── links, agent runs, observed evidence and a reconciled week, a follow ─────────────────────────────────────
  await made(eng, 'POST', '/api/v1/external-links/blockers', {
    entityType: 'task',
    entityId: task.ref,
    url: 'https://vendor.example/tickets/1',
    title: 'Vendor ticket',
  });
  await made(admin, 'POST', '/api/v1/external-links/messages', {
    entityType: 'opportunity',
    entityId: opp.ref,
    provider: 'slack',
    channelId: 'C1',
    messageId: 'm-1',
    url: 'https://acme.slack.com/archives/C1/p1',
  });
  const run = await made(eng, 'POST', '/api/v1/agent-runs', {
    taskId: task.ref,
    provider: 'claude-code',
    status: 'running',
    externalId: 'ext-1',
    url: 'https://agents.example/runs/1',
  });
  await made(eng, 'POST', '/api/v1/observed-evidence/ingest', {
    items: [
      { externalId: 'c1', source: 'github', kind: 'commit', occurredAt: '2025-03-04T12:00:00.000Z', subjectRef: task.ref, durationMinutes: 30 },
      { externalId: 'r1', source: 'github', kind: 'review', occurredAt: '2025-03-05T12:00:00.000Z', subjectRef: opp.ref },
    ],
  });
  await made(eng, 'POST', '/api/v1/observed-evidence/reconciliations', { weekStart: '2025-03-03' });
  await made(eng, 'POST', '/api/v1/subscriptions', { entityType: 'opportunity', entityId: opp.ref, subscribed: true });
  ids.agentRun = run.id;

  const account = (id: string, apiKey: string, role: string) => ({ id, email: emails.get(id)!, apiKey, role });
  return {
    orgId: org.orgId,
    adminKey: org.apiKey,
    adminUserId: me,
    users: [
      account(me, org.apiKey, 'admin'),
      account(engId, org.engineerKey, 'engineer'),
      account(pmId, pmUser.apiKey, 'pm'),
      account(emId, emUser.apiKey, 'em'),
    ],
    ids,
    refs,
  };
}
