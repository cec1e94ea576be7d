/**
 * The list filters as data, keyed by operationId (used by contract-tests/pipeline/list-combinations.live.test.ts): the path to
 * call in the fillEveryKind org, and per query parameter the predicate the filter means over one returned item
 * (`matches`) and, optionally, the values to try drawn from the unfiltered items (`values`; the test adds the
 * parameter's enum or true/false, and one value that matches nothing). A list operation of the document or a query
 * parameter missing here fails the guard test unless it is in an exemption below, each with its reason.
 */
import type { EveryKind } from './everyKind.js';

export interface Ctx {
  ek: EveryKind;
  me: string;
}
/** One item of a list answer (`data[i]`): a JSON object whose fields the predicates read. */
export type Item = Record<string, unknown>;
/**
 * A query parameter as a predicate over one item. `value` is what the test sends: a string drawn from the items or the
 * document (an id, a day, an enum member) or a boolean.
 */
export interface Filter {
  matches: (item: Item, value: unknown, ctx: Ctx) => boolean;
  values?: (items: Item[], ctx: Ctx) => unknown[];
}
export interface ListEntry {
  path: (ctx: Ctx) => string;
  /** Query parameters every call carries (a required scope such as the entity whose log is read). */
  base?: (ctx: Ctx) => Record<string, string>;
  filters: Record<string, Filter>;
  /** Query parameters of this list that are not filters over its items, each with the reason. */
  notFilters?: Record<string, string>;
  /** Combinations the operation documents as refused (400), e.g. a window whose end is before its start. */
  refuses?: (params: Record<string, unknown>) => boolean;
  /** The item's identity (default `id`). */
  key?: (item: Item) => unknown;
  /** 0 when the seed may leave the list empty. */
  minRows?: number;
}

/** Paging parameters and free-text search: not filters (search has its own property tests). */
export const NOT_FILTERS = ['cursor', 'limit'];

const distinct = (xs: unknown[]) => [...new Set(xs.filter((x) => x !== null && x !== undefined))];
/** An array field of an item (`tagIds`, `links`…), absent or null read as empty. */
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
/** An array-of-objects field of an item (`links`, `impacts`, `attachments`). */
const records = (x: unknown): Item[] => list(x) as Item[];

/** item[field] equals the value. */
const eq = (field: string): Filter => ({
  matches: (it, v) => it[field] === v,
  values: (items) => distinct(items.map((it) => it[field])),
});
/** item[field] (an array) holds the value. */
const has = (field: string): Filter => ({
  matches: (it, v) => list(it[field]).includes(v),
  values: (items) => distinct(items.flatMap((it) => list(it[field]))),
});
/** A UUID-or-`me` user filter over item[field]. */
const user = (field: string): Filter => ({
  matches: (it, v, c) => it[field] === (v === 'me' ? c.me : v),
  values: (items) => [...distinct(items.map((it) => it[field])), 'me'],
});
/** A boolean over the item. */
const bool = (f: (it: Item) => boolean): Filter => ({ matches: (it, v) => f(it) === (v === true || v === 'true') });
/** Date-ish comparisons on the first 10 characters (YYYY-MM-DD). */
const day = (x: unknown) => String(x).slice(0, 10);
const onOrAfter = (field: string): Filter => ({
  matches: (it, v) => day(it[field]) >= String(v),
  values: (items) => distinct(items.map((it) => day(it[field]))),
});
const onOrBefore = (field: string): Filter => ({
  matches: (it, v) => day(it[field]) <= String(v),
  values: (items) => distinct(items.map((it) => day(it[field]))),
});
const linked = (entityType: string): Filter => ({
  matches: (it, v) => records(it.links).some((l) => l.entityType === entityType && l.entityId === v),
  values: (items) =>
    distinct(
      items.flatMap((it) =>
        records(it.links)
          .filter((l) => l.entityType === entityType)
          .map((l) => l.entityId),
      ),
    ),
});

const LEGACY_OPPORTUNITY_STATUS: Record<string, string> = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  draft: 'backlog',
  under_review: 'backlog',
  approved: 'backlog',
  complete: 'completed',
  measured: 'completed',
  rejected: 'cancelled',
};

const id = (k: keyof EveryKind['ids']) => (c: Ctx) => c.ek.ids[k]!;
const plain = (path: string): ListEntry => ({ path: () => path, filters: {} });

export const LISTS: Record<string, ListEntry> = {
  listActivities: {
    path: () => '/api/v1/activities',
    base: (c) => ({ entityType: 'task', entityId: c.ek.ids.task! }),
    filters: {},
    notFilters: { entityType: 'required scope: the entity whose log is read (base)', entityId: 'required scope, with entityType' },
  },
  listNotifications: {
    path: () => '/api/v1/notifications',
    minRows: 0,
    filters: {
      unreadOnly: { matches: (it, v) => (v === true ? it.readAt === null : true) },
      pinned: bool((it) => it.pinned === true),
      types: {
        matches: (it, v) => String(v).split(',').includes(String(it.type)),
        values: (items) => {
          const ts = distinct(items.map((it) => it.type));
          return ts.length > 1 ? [...ts, ts.slice(0, 2).join(',')] : ts;
        },
      },
    },
  },
  listVisions: { path: () => '/api/v1/visions', filters: { kind: eq('kind') } },
  listVisionVersions: { path: (c) => `/api/v1/visions/${id('vision')(c)}/versions`, filters: {} },
  listVisionObjectives: { path: (c) => `/api/v1/visions/${id('vision')(c)}/objectives`, filters: {} },
  listStrategies: { path: () => '/api/v1/strategies', filters: { status: eq('status') } },
  listStrategyVersions: { path: (c) => `/api/v1/strategies/${id('strategy')(c)}/versions`, filters: {} },
  listDirectionDocuments: { path: () => '/api/v1/direction-documents', filters: { kind: eq('kind'), scope: eq('scope'), status: eq('status') } },
  listDirectionDocumentChanges: { ...plain('/api/v1/direction-documents/changes'), key: (it) => `${it.documentId}@${it.version}` },
  listDirectionDocumentVersions: { path: (c) => `/api/v1/direction-documents/${id('productSpec')(c)}/versions`, filters: {}, key: (it) => it.version },
  listObjectives: {
    path: () => '/api/v1/objectives',
    filters: { visionId: eq('visionId'), metricId: eq('metricId'), driId: eq('driId'), status: eq('status') },
  },
  listMetrics: { path: () => '/api/v1/metrics', filters: { stewardId: eq('stewardId') } },
  listMetricValues: { path: (c) => `/api/v1/metrics/${id('metric')(c)}/values`, filters: { since: onOrAfter('recordedAt') } },
  listOpportunities: {
    path: () => '/api/v1/opportunities',
    filters: {
      state: eq('state'),
      // The legacy status names, each meaning one state.
      status: { matches: (it, v) => it.state === LEGACY_OPPORTUNITY_STATUS[String(v)] },
      tagId: has('tagIds'),
      categoryId: eq('categoryId'),
      teamId: eq('teamId'),
      minScore: {
        matches: (it, v) => it.scoreTotal !== null && Number(it.scoreTotal) >= Number(v),
        values: (items) => distinct([0, 100, ...items.map((it) => (it.scoreTotal === null ? null : Math.min(100, Math.floor(Number(it.scoreTotal)))))]),
      },
    },
  },
  listOpportunityTasks: { path: (c) => `/api/v1/opportunities/${id('opportunity')(c)}/tasks`, filters: {} },
  listOpportunityPhases: { path: (c) => `/api/v1/opportunities/${id('opportunity')(c)}/phases`, filters: {} },
  listOpportunityUpdates: { path: (c) => `/api/v1/opportunities/${id('opportunity')(c)}/updates`, filters: {} },
  listTasks: {
    path: () => '/api/v1/tasks',
    filters: {
      opportunityId: eq('opportunityId'),
      status: eq('status'),
      priority: eq('priority'),
      teamId: eq('teamId'),
      tagId: has('tagIds'),
      categoryId: eq('categoryId'),
      parentTaskId: eq('parentTaskId'),
      cycleId: eq('cycleId'),
      'unscheduled-to-cycle': bool((it) => it.cycleId === null),
      owner: user('ownerId'),
    },
    notFilters: { statusId: 'the active template step is not on the task item; covered by contract-tests/cycles/cycles.live.test.ts' },
  },
  listTeams: plain('/api/v1/teams'),
  listTeamMembers: { path: (c) => `/api/v1/teams/${id('team')(c)}/members`, filters: {}, key: (it) => it.userId },
  listUsers: plain('/api/v1/users'),
  listRooms: {
    path: () => '/api/v1/rooms',
    filters: {},
    notFilters: { scope: 'selects which set is listed (mine, the default, or open rooms to join), not a predicate over the default list' },
  },
  listRoomMembers: { path: (c) => `/api/v1/rooms/${id('room')(c)}/members`, filters: {}, key: (it) => it.userId },
  listMessages: {
    path: (c) => `/api/v1/messages?roomId=${id('room')(c)}`,
    filters: {},
    notFilters: { roomId: 'required: the room whose messages are listed (in the path given)' },
  },
  listPinnedMessages: {
    path: (c) => `/api/v1/messages/pinned?roomId=${id('room')(c)}`,
    filters: {},
    minRows: 0,
    notFilters: { roomId: 'required: the room (in the path given)' },
  },
  listMessageThread: { path: (c) => `/api/v1/messages/${id('message')(c)}/thread`, filters: {}, minRows: 0 },
  listComments: {
    path: () => '/api/v1/comments',
    base: (c) => ({ entityType: 'task', entityId: c.ek.ids.task! }),
    filters: {},
    minRows: 0,
    notFilters: {
      entityType: 'required scope: the entity whose comments are read (base)',
      entityId: 'required scope, with entityType',
      includeArchived: 'widens the base list (archived comments too), not a predicate over it',
    },
  },
  listTemplates: { path: () => '/api/v1/templates', filters: { defaultEntityType: eq('defaultEntityType') } },
  listCategories: plain('/api/v1/categories'),
  listTags: plain('/api/v1/tags'),
  listPrdTemplates: { ...plain('/api/v1/prd-templates'), notFilters: { allTeams: "widens the base list to every team's templates" } },
  listCustomers: { path: () => '/api/v1/customers', filters: { status: eq('status') } },
  listCustomerCommitments: {
    path: () => '/api/v1/customers/commitments',
    filters: { customerId: eq('customerId'), atRisk: bool((it) => it.atRisk === true) },
    key: (it) => it.insightId,
    minRows: 0,
  },
  listCustomerUpdates: { path: (c) => `/api/v1/customers/${id('customer')(c)}/updates`, filters: {} },
  listInsights: {
    path: () => '/api/v1/insights',
    filters: {
      status: eq('status'),
      customerId: eq('customerId'),
      opportunityId: linked('opportunity'),
      taskId: linked('task'),
      // Linked to the objective, or with an impact on it.
      objectiveId: {
        matches: (it, v) => linked('objective').matches(it, v, undefined as never) || records(it.impacts).some((i) => i.objectiveId === v),
        values: (items) =>
          distinct([...linked('objective').values!(items, undefined as never), ...items.flatMap((it) => records(it.impacts).map((i) => i.objectiveId))]),
      },
      reviewTeamId: eq('reviewTeamId'),
      recordedById: eq('recordedById'),
      tagId: has('tagIds'),
    },
    notFilters: {
      q: 'free-text search, covered by the search property tests',
      includeArchived: 'widens the base list (archived insights too), not a predicate over it',
    },
  },
  listCustomerReviews: { path: (c) => `/api/v1/customers/${id('customer')(c)}/reviews`, filters: {} },
  listIntake: {
    path: () => '/api/v1/intake',
    filters: { status: eq('status'), source: eq('source'), customerId: eq('customerId') },
    key: (it) => it.insightId,
    minRows: 0,
  },
  listCycles: { path: () => '/api/v1/cycles', filters: { teamId: eq('teamId') } },
  listFiles: {
    path: () => '/api/v1/files',
    filters: {
      status: eq('status'),
      entityType: { matches: (it, v) => records(it.attachments).some((a) => a.entityType === v) },
      entityId: {
        matches: (it, v) => records(it.attachments).some((a) => a.entityId === v),
        values: (items) => distinct(items.flatMap((it) => records(it.attachments).map((a) => a.entityId))),
      },
    },
    // The record whose files are listed: entityType and entityId go together.
    refuses: (p) => 'entityType' in p !== 'entityId' in p,
  },
  listTimeEntries: {
    path: () => '/api/v1/time-entries',
    // fillEveryKind's entries are the pm's, in January 2040; the default window is the caller's last 30 days.
    base: (c) => ({ engineerId: c.ek.users.find((u) => u.role === 'pm')!.id, from: '2040-01-01', to: '2040-01-31' }),
    refuses: (p) => String(p.to) < String(p.from),
    filters: { from: onOrAfter('entryDate'), to: onOrBefore('entryDate'), engineerId: eq('userId') },
  },
  listOpportunityTimeEntries: { path: (c) => `/api/v1/time-entries/for-opportunity/${id('opportunity')(c)}`, filters: {}, minRows: 0 },
  listWebhookSubscriptions: { path: () => '/api/v1/webhook-subscriptions', filters: { active: bool((it) => it.active === true) }, minRows: 0 },
  listIntegrations: { ...plain('/api/v1/integrations'), minRows: 0 },
  listExternalLinks: {
    path: () => '/api/v1/external-links',
    base: (c) => ({ entityType: 'task', entityId: c.ek.ids.task! }),
    filters: { kind: eq('kind') },
    notFilters: { entityType: 'required scope: the entity whose links are read (base)', entityId: 'required scope, with entityType' },
  },
  listAgentRuns: {
    path: () => '/api/v1/agent-runs',
    base: (c) => ({ taskId: c.ek.ids.task! }),
    filters: { status: eq('status') },
    notFilters: {
      taskId: 'one of taskId or integrationId is required: the scope (base)',
      integrationId: 'the other scope, refused together with taskId (no integration to seed an agent run through here)',
    },
  },
  exportObservedEvidence: {
    path: () => '/api/v1/observed-evidence/export',
    // fillEveryKind ingests the engineer's evidence; the admin may read it (allocation:read).
    base: (c) => ({ subjectUserId: c.ek.users.find((u) => u.role === 'engineer')!.id }),
    filters: { from: onOrAfter('occurredAt'), to: onOrBefore('occurredAt') },
    refuses: (p) => p.from !== undefined && p.to !== undefined && String(p.to) < String(p.from),
    notFilters: { subjectUserId: "whose evidence is read: the scope (base), not a predicate over one user's list" },
  },
  listImportRuns: { path: () => '/api/v1/import-runs', filters: { status: eq('status'), format: eq('format') }, minRows: 0 },
  listAuditEvents: {
    path: () => '/api/v1/audit-events',
    filters: {
      // An exact action, or a resource's prefix with .* (drawn from the items: `user.*` for `user.created`).
      action: {
        matches: (it, v) => (String(v).endsWith('.*') ? String(it.action).startsWith(String(v).slice(0, -1)) : it.action === v),
        values: (items) => distinct(items.flatMap((it) => [it.action, `${String(it.action).split('.')[0]}.*`])),
      },
      actorId: {
        matches: (it, v, c) => (it.actor as Item).userId === (v === 'me' ? c.me : v),
        values: (items) => [...distinct(items.map((it) => (it.actor as Item).userId)), 'me'],
      },
      credentialKind: { matches: (it, v) => (it.actor as Item).credentialKind === v },
      outcome: eq('outcome'),
      occurredAfter: { matches: (it, v) => String(it.occurredAt) >= String(v), values: (items) => distinct(items.map((it) => it.occurredAt)) },
      occurredBefore: { matches: (it, v) => String(it.occurredAt) < String(v), values: (items) => distinct(items.map((it) => it.occurredAt)) },
    },
    minRows: 0,
  },
};

/** List operations not checked here, each with its reason. */
export const EXEMPT_LISTS: Record<string, string> = {
  listWebhookDeliveries: 'deliveries are written by the delivery worker against a receiver; covered by webhooks-delivery.test.ts',
  listIntegrationEvents: 'events come from a provider webhook (GitHub); covered by github.test.ts',
};
