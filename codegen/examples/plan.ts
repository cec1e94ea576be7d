/**
 * The recorder's call plan, as data: how each path parameter finds an id in the seeded org, which body an
 * operation sends when the document's example will not do, and what runs before it. The engine
 * (record.ts) calls every operation in the order of `phaseOf`: reads of the seeded org first, then creates
 * (parents before children), reads of one resource, updates, actions, and last deletes — each delete on a resource
 * created for the purpose just before.
 */
import type { Knex } from 'knex';
import type { Json } from '../../src/core/json.js';

/** What an override sees: the ids found so far (by collection segment: `tasks`, `contacts`) and dates of the run. */
export interface PlanContext {
  id: (key: string) => string;
  has: (key: string) => boolean;
  set: (key: string, value: string) => void;
  today: string;
  /** YYYY-MM-DD `days` from today. */
  day: (days: number) => string;
  now: string;
  /** Calls another operation (its success data), e.g. to make what a transition needs. */
  call: (operationId: string, args?: Partial<CallArgs>) => Promise<Json>;
  fetchJson: (method: string, path: string, body?: Json, headers?: Record<string, string>) => Promise<{ status: number; body: Json }>;
  baseUrl: string;
  apiKey: string;
  orgId: string;
  /** The server's services over the owner db (src/server.ts `Running.services`): users and apps the API cannot make. */
  services: Json;
  /** The owner (system) connection: what the API cannot write (events.ts, EVENT_TRIGGERS). */
  db: Knex;
  /** Runs the admin CLI (src/cli/admin.ts) against the recorder's database with --json; its parsed output. */
  admin: (args: string[]) => Promise<Json>;
  /** A file uploaded and confirmed (clean), for operations that need one: its id. */
  upload: (filename: string, contentType: string, bytes: Uint8Array) => Promise<string>;
}

export interface CallArgs {
  path: Record<string, string>;
  body: Json;
  query: Record<string, Json>;
  /** Another credential (an API key or OAuth token) than the org admin's key. */
  as?: string;
}

export interface Override {
  /** Path parameters by name (the rest resolve from PARAMS or the preceding path segment). */
  path?: (c: PlanContext) => Record<string, string> | Promise<Record<string, string>>;
  body?: (c: PlanContext) => Json | Promise<Json>;
  query?: (c: PlanContext) => Record<string, Json> | Promise<Record<string, Json>>;
  /** Runs first (make the state the operation needs). */
  before?: (c: PlanContext) => Promise<void>;
  /** The id key the created resource is remembered under (default: the path's last segment). */
  registers?: string;
  /** The credential to call with (default: the org admin's API key). */
  as?: (c: PlanContext) => string;
  /** Runs after a success with its answer: remember what later operations need. */
  after?: (c: PlanContext, data: Json) => void | Promise<void>;
  /** Run in this phase instead of the default one. */
  phase?: number;
}

/** Path parameter name → the id key it reads, when not the segment before it. */
export const PARAMS: Record<string, string> = {
  userId: 'users',
  objectiveId: 'objectives',
  opportunityId: 'opportunities',
  taskId: 'tasks',
  criterionId: 'scoring-criteria',
  phaseId: 'phases',
  fromPhaseId: 'phases',
  stepId: 'steps',
  contactId: 'contacts',
  arrPointId: 'arr',
  reviewId: 'reviews',
  patternId: 'patterns',
  deliveryId: 'deliveries',
  blockerId: 'blockers',
  stepInstanceId: 'step-instances',
};

/** Entity of an `x-ref` field → the id key. */
export const ENTITY_KEY: Record<string, string> = {
  vision: 'visions',
  strategy: 'strategies',
  metric: 'metrics',
  user: 'users',
  objective: 'objectives',
  team: 'teams',
  opportunity: 'opportunities',
  task: 'tasks',
  customer: 'customers',
  insight: 'insights',
};

/** Lists in answers longer than this are cut (an example shows the shape; the served document stays small). */
export const MAX_ITEMS = 5;

/** Answers too large to show whole, cut to a sample of themselves. */
export const SHRINK: Record<string, (response: Json) => Json> = {
  // The document itself (which carries these examples): its header and one operation.
  getOpenApiDocument: (r) => ({
    openapi: r.openapi,
    info: { title: r.info.title, version: r.info.version },
    servers: r.servers,
    paths: { '/api/v1/tasks/{id}': { get: { operationId: 'getTask', summary: r.paths['/api/v1/tasks/{id}']?.get?.summary, tags: ['tasks'] } } },
  }),
};

/** Path segments naming a collection by another word: `/ai/context/vision/{id}` reads a vision. */
export const SEGMENTS: Record<string, string> = {
  vision: 'visions',
  'actual-cost-for-opportunity': 'opportunities',
  'actual-cost-for-task': 'tasks',
  'for-opportunity': 'opportunities',
};

/** Actions that end a resource's useful life (archive, complete, cancel…): after every other action. */
export const LATE = /^(archive|cancel|complete|dismiss|reject|close|deleteOwn)/;

/** Asks of five distinct themes, three near-duplicates each: five insight patterns. */
const themes = [
  'Export the weekly revenue report as a PDF',
  'Okta single sign-on for contractors',
  'Bulk reassign owners from the kanban',
  'Dark mode for night shifts',
  'Offline sync on warehouse tablets',
];

export const OVERRIDES: Record<string, Override> = {
  // ---- direction documents: a product spec (the org's company vision already exists), published by a person
  createDirectionDocument: {
    body: () => ({
      kind: 'product_spec',
      title: 'Offline mode',
      body: '# Offline mode\nField teams keep working without a network; changes sync when back online.',
    }),
  },
  updateDirectionDocument: { body: () => ({ body: '# Offline mode\nField teams work offline for up to 7 days; conflicts resolve per field.' }) },
  saveDirectionDocumentDraft: { body: () => ({ title: 'Offline mode', body: '# Offline mode\nDraft: add the sync conflict rules.' }) },
  publishDirectionDocument: {
    before: async (c) =>
      void (await c.call('saveDirectionDocumentDraft', {
        body: { title: 'Offline mode', body: '# Offline mode\nField teams work offline for up to 7 days; conflicts resolve per field.' },
      })),
    body: () => ({ changeNote: 'Reviewed with the field team' }),
    as: (c) => c.id('token:person'),
  },
  renameDirectionDocumentVersion: { path: () => ({ version: '1' }), body: () => ({ note: 'First reviewed cut' }) },
  renameVisionVersion: { path: () => ({ version: '1' }), body: () => ({ note: 'Board-approved' }) },
  renameStrategyVersion: { path: () => ({ version: '1' }), body: () => ({ note: 'Q3 planning cut' }) },
  setOpportunityRiskVote: { path: () => ({ risk: 'feasibility' }), body: () => ({ vote: 'risky', note: 'Needs a new payment provider.' }) },

  // ---- templates: two (one to swap or reassign to), an instance on the seeded opportunity
  createTemplate: {
    before: async (c) => {
      if (c.has('templates:2')) return;
      const t = await c.call('createTemplate', {
        body: { name: 'Lightweight delivery', defaultEntityType: 'opportunity', steps: [{ title: 'Build' }, { title: 'Ship' }] },
      });
      c.set('templates:2', t.data.id);
    },
    body: () => ({
      name: 'Discovery to delivery',
      description: 'How an opportunity goes from a validated problem to a shipped change.',
      defaultEntityType: 'opportunity',
      isDefault: true,
      steps: [{ title: 'Discovery', slaHours: 72 }, { title: 'Build' }, { title: 'Launch' }],
    }),
    after: (c, d) => void c.set('steps', d.data.steps[0].id),
  },
  deleteTemplateStep: {
    path: async (c) => {
      const t = await c.call('addTemplateStep', { path: { id: c.id('templates:2') }, body: { title: 'Security review' } });
      return { stepId: t.data.steps.find((s: Json) => s.title === 'Security review').id };
    },
  },
  startTemplateInstance: {
    phase: 1,
    body: (c) => ({ templateId: c.id('templates'), entityType: 'opportunity', entityId: c.id('opportunities'), activateFirstStep: true }),
    after: (c, d) => {
      c.set('step-instances', d.data.steps[0].id);
      c.set('instance:opportunity', d.data.entityId);
    },
  },
  swapTemplateInstance: { body: (c) => ({ templateId: c.id('templates:2'), entityType: 'opportunity', entityId: c.id('opportunities') }) },
  updateStepInstance: { body: (c) => ({ driId: c.id('users:2') }) },
  handoffTemplateStep: {
    body: async (c) => {
      const i = await c.call('getTemplateInstance', { path: { entityType: 'opportunity', entityId: c.id('opportunities') } });
      return { stepInstanceId: (i.data.steps as Json[]).find((s) => s.status === 'pending').id, markComplete: true, message: 'Designs are in the PRD' };
    },
  },
  getTemplateInstance: { path: (c) => ({ entityType: 'opportunity', entityId: c.id('opportunities') }) },
  getDefaultTemplate: { path: () => ({ entityType: 'opportunity' }) },
  reassignTemplate: { phase: 6, body: (c) => ({ replacementId: c.id('templates:2') }) },

  // ---- customers: onboarding from a customer template
  startCustomerOnboarding: {
    path: async (c) => {
      const customer = await c.call('createCustomer', { body: { name: 'Globex Logistics', status: 'prospect', arr: 48000 } });
      c.set('customers:onboarding', customer.data.id);
      return { id: customer.data.id };
    },
    body: async (c) => {
      const t = await c.call('createTemplate', {
        body: {
          name: 'Enterprise onboarding',
          defaultEntityType: 'customer',
          steps: [{ title: 'Kickoff call' }, { title: 'Configure SSO' }, { title: 'Go live' }],
        },
      });
      return { templateId: t.data.id };
    },
    after: (c, d) => {
      c.set('onboarding-steps', d.data.milestones[0].stepInstanceId);
      c.set('onboarding-steps:2', d.data.milestones[1].stepInstanceId);
    },
  },
  updateCustomerOnboardingStep: {
    path: (c) => ({ id: c.id('customers:onboarding'), stepInstanceId: c.id('onboarding-steps') }),
    body: () => ({ arrTranche: 24000 }),
  },
  advanceCustomerOnboarding: { path: (c) => ({ id: c.id('customers:onboarding') }), body: (c) => ({ stepInstanceId: c.id('onboarding-steps') }) },
  completeCustomerOnboarding: { path: (c) => ({ id: c.id('customers:onboarding') }) },
  getCustomerOnboarding: { path: (c) => ({ id: c.id('customers:onboarding') }) },
  createCustomerOnboardingStepWork: {
    path: (c) => ({ id: c.id('customers:onboarding'), stepInstanceId: c.id('onboarding-steps') }),
    body: (c) => ({ kind: 'task', title: 'Configure SSO for the customer', teamId: c.id('teams') }),
  },

  // ---- insights: near-duplicate asks make patterns
  getInsightPatterns: {
    before: async (c) => {
      for (const theme of themes)
        for (const suffix of ['please', 'soon', 'for our staff'])
          await c.call('createInsight', { body: { verbatim: `${theme} ${suffix}`, source: 'interview', customerId: c.id('customers') } });
    },
    after: (c, d) => {
      const patterns = d.data.patterns as Json[];
      patterns.forEach((p, i) => c.set(i ? `patterns:${i + 1}` : 'patterns', p.id));
    },
  },
  acceptInsightPattern: { path: (c) => ({ patternId: c.id('patterns:2') }) },
  attachInsightPatternWork: { path: (c) => ({ patternId: c.id('patterns:3') }) },
  dismissInsightPattern: { path: (c) => ({ patternId: c.id('patterns:4') }) },
  linkInsightPatternInsights: { path: (c) => ({ patternId: c.id('patterns:5') }) },
  detachInsight: {
    before: async (c) => void (await c.call('attachInsight', { body: { entityType: 'task', entityId: c.id('tasks') } })),
    body: (c) => ({ entityType: 'task', entityId: c.id('tasks') }),
  },
  setInsightLink: {
    before: async (c) => void (await c.call('attachInsight', { body: { entityType: 'opportunity', entityId: c.id('opportunities') } })),
    body: (c) => ({ entityType: 'opportunity', entityId: c.id('opportunities'), blocking: true }),
  },
  attachInsight: { body: (c) => ({ entityType: 'task', entityId: c.id('tasks'), pinned: true }) },
  listBlockingInsights: { query: (c) => ({ opportunityId: c.id('opportunities') }) },

  // ---- opportunities and objectives
  applyOpportunityPrdTemplate: { body: (c) => ({ templateId: c.id('prd-templates'), mode: 'append' }) },
  addOpportunityPrototype: { body: () => ({ url: 'https://www.figma.com/proto/k3Vd9/Checkout-v2' }) },
  removeOpportunityPrototype: {
    before: async (c) => void (await c.call('addOpportunityPrototype', { body: { url: 'https://www.figma.com/proto/k3Vd9/Checkout-v1' } })),
    query: () => ({ url: 'https://www.figma.com/proto/k3Vd9/Checkout-v1' }),
  },
  reorderOpportunityPhases: {
    body: async (c) => {
      const phases = await c.call('listOpportunityPhases', { path: { id: c.id('opportunities') }, query: {} });
      return { phaseIds: (phases.data as Json[]).map((p) => p.id).reverse() };
    },
  },
  setObjectiveAlignmentLink: { body: (c) => ({ parentId: c.id('objectives:2'), kind: 'supporting' }) },
  moveTaskCycle: { body: (c) => ({ cycleId: c.id('cycles') }) },
  createTask: {
    body: (c) => ({
      title: 'Add a retry budget to the payment webhooks',
      description: 'Retries of failed payment webhooks pile up during provider outages.',
      priority: 'high',
      teamId: c.id('teams'),
      opportunityId: c.id('opportunities'),
    }),
  },

  // ---- messages and rooms
  createMessage: { body: (c) => ({ roomId: c.id('rooms'), body: 'Shipping the checkout fix today; release notes are in the PRD.' }) },
  listMessages: { query: (c) => ({ roomId: c.id('rooms') }) },
  searchMessages: { query: () => ({ query: 'checkout' }) },

  // ---- external links, agent runs, webhooks
  createExternalBlocker: {
    body: (c) => ({
      entityType: 'task',
      entityId: c.id('tasks'),
      url: 'https://status.stripe.com/incidents/x1',
      title: 'Stripe webhooks delayed',
      provider: 'web',
    }),
  },
  createExternalMessageLink: {
    body: (c) => ({
      entityType: 'task',
      entityId: c.id('tasks'),
      provider: 'slack',
      channelId: 'C024BE91L',
      messageId: '1712345678.000200',
      url: 'https://northwind.slack.com/archives/C024BE91L/p1712345678000200',
      title: 'Customer asks when the fix ships',
    }),
  },
  createAgentRun: {
    body: (c) => ({
      taskId: c.id('tasks'),
      provider: 'claude-code',
      status: 'running',
      summary: 'Reproducing the failing checkout test',
      externalId: 'run_8f2c',
    }),
  },
  updateAgentRun: { body: () => ({ status: 'succeeded', summary: 'Fixed the rounding in the tax step; PR opened.' }) },
  listAgentRuns: { query: (c) => ({ taskId: c.id('tasks') }) },
  createWebhookSubscription: {
    body: () => ({
      url: 'https://hooks.example.com/sextant/tasks',
      eventTypes: ['task.created', 'task.updated'],
      description: 'Task changes to the release bot',
    }),
    registers: 'webhook-subscriptions:2',
  },
  updateWebhookSubscription: { body: () => ({ description: 'All events to the QA receiver (staging)' }) },

  // ---- files: uploaded, confirmed, attached
  createFile: {
    body: () => ({
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
      filename: 'release-notes.txt',
      contentType: 'text/plain',
      size: 5,
    }),
    before: async (c) => {
      if (!c.has('files')) c.set('files', await c.upload('roadmap.txt', 'text/plain', new TextEncoder().encode('Q3 roadmap: offline mode, SSO, dark mode.')));
    },
  },
  confirmFile: {
    path: async (c) => {
      const created = await c.call('createFile', {
        body: { sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824', filename: 'hello.txt', contentType: 'text/plain', size: 5 },
      });
      const put = await fetch(created.data.uploadUrl, { method: created.data.uploadMethod, headers: created.data.fields, body: 'hello' });
      if (!put.ok) throw new Error(`upload: ${put.status}`);
      c.set('etag', put.headers.get('etag') ?? '');
      return { id: created.data.file.id };
    },
    body: (c) => ({ etag: c.id('etag') }),
  },
  setViewerAvatar: { body: async (c) => ({ fileId: await c.upload('avatar.png', 'image/png', AVATAR_PNG) }) },
  getImportRun: {
    before: async (c) => {
      const r = await c.admin(['import', '--org', c.orgId, '--from', 'contract-tests/fixtures/linear-issues.csv', '--format', 'linear-csv']);
      c.set('import-runs', r.runId);
    },
  },

  // ---- notifications: another person assigns the admin a task
  listNotifications: {
    before: async (c) => {
      const me = await c.call('getViewer');
      await c.call('createTaskAssignment', { path: { taskId: c.id('tasks') }, body: { userId: me.data.userId }, as: c.id('key:pm') });
      for (let i = 0; i < 40; i++) {
        const n = await c.call('listNotifications', { query: {} });
        if (n.data.length) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  },
};

/** A 1×1 PNG (an avatar). */
const AVATAR_PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

/**
 * Event types the call plan does not cause, made through the API; true when done, false to let events.ts finish in
 * the database (it deletes or changes the newest row of the type's table).
 */
export const EVENT_TRIGGERS: Record<string, (c: PlanContext) => Promise<boolean>> = {
  'user.created': async (c) => {
    await c.services.orgs.createUser({ orgId: c.orgId, name: 'Marcus Chen', email: 'marcus.chen@northwind.example.com', role: 'engineer' });
    return true;
  },
  // No operation deletes a vision or a user: a fresh one, deleted in the database.
  'vision.deleted': async (c) => {
    await c.call('createVision', { body: { name: 'On-premise edition', kind: 'product', narrative: 'Superseded by the cloud-only plan.' } });
    return false;
  },
  'room.deleted': async (c) => {
    await c.call('createRoom', { body: { name: 'Launch war room', memberIds: [c.id('users')] } });
    return false;
  },
  // A promise break is recorded when a task of a customer's commitment moves past its deadline; made here directly.
  'insight.promise_break_added': async (c) => {
    await c.db('promise_breaks').insert({
      org_id: c.orgId,
      task_id: c.id('tasks'),
      insight_id: c.id('insights'),
      customer_id: c.id('customers'),
      deadline: c.day(14),
      new_date: c.day(28),
    });
    return true;
  },
  'opportunity.external_link_added': async (c) => {
    await c.call('createExternalBlocker', {
      body: {
        entityType: 'opportunity',
        entityId: c.id('opportunities'),
        url: 'https://status.stripe.com/incidents/y7',
        title: 'Stripe Connect onboarding outage',
      },
    });
    return true;
  },
};
