/**
 * Shared by the fuzz and the cross-org probe: an org with one or two real entities of every collection a path
 * parameter names (visions, tasks, customers, webhook subscriptions, …), and its Pools — ids and refs by the path
 * segment before the parameter (contract-tests/lib/fuzz.ts), the spare entities batch entries may delete, and no
 * cursors yet (the caller pages with its own key).
 */
import { inject } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { createDb } from '../../src/db/knex.js';
import type { Pools } from '../lib/fuzz.js';
import { newOrg } from '../lib/orgs.js';
import { as, must } from '../lib/sdkAs.js';

/** Seeds a fresh org named `name` (one per call) and returns it with its pools. */
export async function seedPoolOrg(name: string): Promise<{ org: Awaited<ReturnType<typeof newOrg>>; pools: Pools }> {
  const org = await newOrg(name);
  const api = as(org.apiKey);
  const eng = as(org.engineerKey);
  const me = org.userId;
  // A few real entities so that generated ids and refs sometimes hit something.
  const vision = must(await sdk.createVision({ name: 'Fuzz vision', kind: 'product', narrative: 'n' }, undefined, api));
  must(await sdk.createVision({ name: 'Second fuzz vision', kind: 'product', narrative: 'n' }, undefined, api));
  must(await sdk.updateVision(vision.ref, { narrative: 'second version' }, undefined, api));
  const metric = must(await sdk.createMetric({ name: 'Fuzz metric', unit: 'count' }, undefined, api));
  must(await sdk.createMetricValue(metric.ref, { value: 3 }, undefined, api));
  must(await sdk.createMetricValue(metric.ref, { value: 4 }, undefined, api));
  const spareMetric = must(await sdk.createMetric({ name: 'Second fuzz metric', unit: 'count' }, undefined, api));
  const objective = must(
    await sdk.createObjective(
      {
        title: 'Fuzz objective',
        visionId: vision.ref,
        driId: me,
        metric: { metricId: metric.id, operator: 'gte', target: 5 },
      },
      undefined,
      api,
    ),
  );
  const opportunity = must(await sdk.createOpportunity({ title: 'Fuzz opportunity' }, undefined, api));
  must(await sdk.createOpportunityObjectiveLink(opportunity.ref, { objectiveId: objective.id }, undefined, api));
  const team = must(await sdk.createTeam({ name: 'Fuzz team', prefix: 'FZZ' }, undefined, api));
  must(await sdk.addTeamMember(team.id, { userId: org.engineerId }, undefined, api));
  must(await sdk.createTeam({ name: 'Second fuzz team', prefix: 'FZY' }, undefined, api));
  must(await sdk.addTeamMember(team.id, { userId: me }, undefined, api));
  const task = must(await sdk.createTask({ title: 'Fuzz task', opportunityId: opportunity.ref, teamId: team.id }, undefined, api));
  const spareTask = must(await sdk.createTask({ title: 'Second fuzz task', opportunityId: opportunity.ref, teamId: team.id }, undefined, api));
  must(await sdk.createOpportunity({ title: 'Second fuzz opportunity' }, undefined, api));
  must(await sdk.createTaskAssignment(task.ref, { userId: org.engineerId }, undefined, api));
  must(await sdk.setSubscription({ entityType: 'task', entityId: task.ref, subscribed: true }, undefined, api));
  // A notification for the fuzzing key: the engineer changes a task it follows.
  must(await sdk.updateTask(task.ref, { priority: 'high' }, undefined, eng));
  const notifications = must(await sdk.listNotifications(undefined, api));
  // Customer voice: an account with a contact and an ARR point, and an insight rooted at it.
  const customer = must(await sdk.createCustomer({ name: 'Fuzz customer' }, undefined, api));
  const contact = must(await sdk.createCustomerContact(customer.ref, { name: 'Fuzz contact' }, undefined, api));
  const arrPoint = must(await sdk.createCustomerArrPoint(customer.ref, { level: 1000, effectiveDate: '2026-01-01' }, undefined, api));
  must(await sdk.linkCustomerOpportunity(customer.ref, { opportunityId: opportunity.ref }, undefined, api));
  const insight = must(await sdk.createInsight({ verbatim: 'Fuzz insight', source: 'interview', customerId: customer.id }, undefined, api));
  // Files and time: a pending file (no bytes are fuzzed) and one time entry.
  const file = must(await sdk.createFile({ sha256: 'a'.repeat(64), filename: 'fuzz.txt', contentType: 'text/plain', size: 10 }, undefined, api));
  const entry = must(await sdk.createTimeEntry({ entryDate: '2030-01-02', hours: 1, taskId: task.ref }, undefined, api));
  // Built-in metrics: a category for params.categoryId (and every other categoryId field), one tracked built-in.
  const category = must(await sdk.createCategory({ label: 'Fuzz category' }, undefined, api));
  must(await sdk.trackBuiltinMetric({ builtinId: 'task_throughput', params: { categoryId: category.id } }, undefined, api));
  // Direction: a strategy with two versions, owned by the fuzzing key's user.
  const strategy = must(await sdk.createStrategy({ name: 'Fuzz strategy', content: 'c' }, undefined, api));
  must(await sdk.updateStrategy(strategy.ref, { content: 'second version' }, undefined, api));
  // Events and integrations: a subscription (to the test event only, at an address that never resolves),
  // one test delivery, the org's webhooks integration, an external blocker and an agent run.
  const subscription = must(await sdk.createWebhookSubscription({ url: 'https://hooks.example.invalid/fuzz', eventTypes: ['webhook.test'] }, undefined, api));
  const delivery = must(await sdk.testWebhookSubscription(subscription.id, undefined, api));
  const integrations = must(await sdk.listIntegrations(undefined, api));
  const blocker = must(
    await sdk.createExternalBlocker(
      {
        entityType: 'task',
        entityId: task.ref,
        url: 'https://tickets.example.com/1',
        title: 'Vendor fix',
      },
      undefined,
      api,
    ),
  );
  const run = must(await sdk.createAgentRun({ taskId: task.ref, provider: 'fuzz-agent' }, undefined, api));
  // Direction, collaboration and configuration: one of each entity a path names.
  const document = must(await sdk.createDirectionDocument({ kind: 'context', title: 'Fuzz context', body: 'Notes' }, undefined, api));
  const room = must(await sdk.createRoom({ name: 'Fuzz room', memberIds: [org.engineerId] }, undefined, api));
  const message = must(await sdk.createMessage({ roomId: room.id, body: 'Fuzz message' }, undefined, api));
  const comment = must(await sdk.createComment({ entityType: 'opportunity', entityId: opportunity.ref, body: 'Fuzz comment' }, undefined, api));
  const template = must(
    await sdk.createTemplate({ name: 'Fuzz template', defaultEntityType: 'opportunity', steps: [{ title: 'Discovery' }, { title: 'Build' }] }, undefined, api),
  );
  const instance = must(await sdk.startTemplateInstance({ templateId: template.id, entityType: 'opportunity', entityId: opportunity.id }, undefined, api));
  const tag = must(await sdk.createTag({ name: 'fuzz-tag' }, undefined, api));
  const prdTemplate = must(await sdk.createPrdTemplate({ name: 'Fuzz PRD', content: '# PRD' }, undefined, api));
  const phase = must(await sdk.createOpportunityPhase(opportunity.ref, { title: 'Beta', targetDate: '2027-03-01' }, undefined, api));
  const cycle = must(await sdk.createCycle({ teamId: team.id, startsOn: '2031-01-06', endsOn: '2031-01-19' }, undefined, api));
  // Import runs are made by the admin CLI only: one finished run, written as the importer writes it.
  const db = createDb(inject('contract').databaseUrl, { min: 0, max: 1 });
  const [importRun] = await db('import_runs')
    .insert({
      org_id: org.orgId,
      format: 'sextant-json',
      source: JSON.stringify({ name: 'fuzz.json', fingerprint: 'fuzz' }),
      source_key: 'sextant:fuzz',
      fingerprint: 'fuzz',
      status: 'completed',
      plan: JSON.stringify([{ phase: 'tasks', rows: 1 }]),
      counts: JSON.stringify([{ phase: 'tasks', imported: 1, matched: 0, skipped: 0, refused: 0 }]),
      started_at: db.fn.now(),
      finished_at: db.fn.now(),
    })
    .returning('id');
  // Insight patterns are found by a background job from similar insights: one open pattern, written as it writes them.
  const [pattern] = await db('insight_patterns').insert({ org_id: org.orgId, label: 'Fuzz pattern' }).returning('id');
  await db('insight_pattern_members').insert({ org_id: org.orgId, pattern_id: pattern.id, insight_id: insight.id });
  await db.destroy();
  const pools: Pools = {
    byCollection: {
      visions: [vision.id, vision.ref],
      metrics: [metric.id, metric.ref],
      objectives: [objective.id, objective.ref],
      opportunities: [opportunity.id, opportunity.ref],
      tasks: [task.id, task.ref],
      teams: [team.id],
      users: [org.engineerId, me],
      members: [org.engineerId],
      assignments: [org.engineerId],
      notifications: notifications.map((n) => n.id),
      'link-objective': [objective.id],
      vision: [vision.id, vision.ref],
      versions: ['1', '2'],
      customers: [customer.id, customer.ref],
      contacts: [contact.id],
      arr: [arrPoint.id],
      insights: [insight.id, insight.ref],
      files: [file.file.id],
      'time-entries': [entry.id],
      categories: [category.id],
      'actual-cost-for-opportunity': [opportunity.id, opportunity.ref],
      'actual-cost-for-task': [task.id, task.ref],
      'for-opportunity': [opportunity.id, opportunity.ref],
      strategies: [strategy.id, strategy.ref],
      'webhook-subscriptions': [subscription.id],
      deliveries: [delivery.deliveryId],
      integrations: integrations.map((i) => i.id),
      blockers: [blocker.id],
      'agent-runs': [run.id],
      'import-runs': [importRun.id],
      'direction-documents': [document.id],
      rooms: [room.id],
      messages: [message.id],
      comments: [comment.id],
      templates: [template.id],
      // Template steps and step instances share the segment name.
      steps: [template.steps[0].id, instance.steps[0].id],
      instances: ['opportunity'],
      '{entityType}': [opportunity.id, opportunity.ref],
      tags: [tag.id],
      'prd-templates': [prdTemplate.id],
      phases: [phase.id],
      patterns: [pattern.id],
      cycles: [cycle.id],
    },
    // The fuzzing key's own user is never edited (a random orgRole would take its capabilities away).
    protected: { users: [me, 'me'] },
    cursors: {},
    // Batch entries get any method, so they name spare entities (a DELETE of the seeded metric would starve the rest).
    paths: [
      '/api/v1/viewer',
      `/api/v1/tasks/${spareTask.ref}`,
      '/api/v1/tasks?limit=1e309',
      '/api/v1/tasks?limit=0x10',
      '/api/v1/tasks/%',
      '/api/v1/visions/%ED%A0%80',
      '/api/v1/search?query=ab%00cd',
      '/api/v1/tasks',
      '/api/v1/visions',
      `/api/v1/metrics/${spareMetric.ref}`,
      '/api/v1/batch',
      '/api/v1/tasks/%00',
      `/api/v1/visions/${vision.ref}/versions/0x1/rename`,
    ],
  };
  return { org, pools };
}
