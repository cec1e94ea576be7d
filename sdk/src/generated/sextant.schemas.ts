/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
/**
 * Where a heavy read (search, context bundles, ARR summary, planned-work summary, insight patterns, exports) was served, on deployments with a read replica: `replica`, or `primary` when the replica lags, is unavailable, or has not yet caught up with the write named by the Sextant-Consistency-Token the request carried. Absent elsewhere.
 */
export type MetaReadFrom = typeof MetaReadFrom[keyof typeof MetaReadFrom];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetaReadFrom = {
  primary: 'primary',
  replica: 'replica',
} as const;

/**
 * Same token as pagination.cursor; null on the last page.
 */
export type MetaPaginationNextCursor = string | null;

export type MetaPagination = {
  /** Same token as pagination.cursor; null on the last page. */
  nextCursor: MetaPaginationNextCursor;
};

/**
 * Present when the operation is deprecated; the response also carries a Deprecation header.
 */
export type MetaDeprecation = {
  deprecated: true;
  /** What to use instead. */
  replacement: string;
};

export type MetaIgnoredParametersItem = {
  name: string;
  didYouMean?: string;
};

/**
 * Response metadata. Present on every success and failure envelope.
 */
export interface Meta {
  /** Also sent as the X-Request-Id header. */
  requestId: string;
  timestamp: string;
  version: 'v1';
  /** Echo of the Idempotency-Key the request carried. */
  idempotencyKey?: string;
  /** Where a heavy read (search, context bundles, ARR summary, planned-work summary, insight patterns, exports) was served, on deployments with a read replica: `replica`, or `primary` when the replica lags, is unavailable, or has not yet caught up with the write named by the Sextant-Consistency-Token the request carried. Absent elsewhere. */
  readFrom?: MetaReadFrom;
  pagination?: MetaPagination;
  /** Present when the operation is deprecated; the response also carries a Deprecation header. */
  deprecation?: MetaDeprecation;
  /** Query parameters the operation does not declare, which it ignored, each with the closest declared parameter when one is close (`stauts` → `status`). Absent when none were sent. */
  ignoredParameters?: MetaIgnoredParametersItem[];
}

export type ActionMethod = typeof ActionMethod[keyof typeof ActionMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActionMethod = {
  GET: 'GET',
  POST: 'POST',
  PATCH: 'PATCH',
  DELETE: 'DELETE',
} as const;

export type ActionBody = { [key: string]: unknown };

/**
 * The tool's arguments for the same call (path and query parameters and body fields in one object).
 */
export type ActionArguments = { [key: string]: unknown };

export type ActionEnableFirstArguments = {
  toolsets: string[];
};

/**
 * Present with `toolset`; the MCP call that enables it in the session (then call `tool`).
 */
export type ActionEnableFirst = {
  tool: 'enable_toolsets';
  arguments: ActionEnableFirstArguments;
};

/**
 * An operation that is valid next from the returned state. `name` is the operationId; `rel` names navigation links such as `next` and `self`. Calling an action as given (method, href, body) is expected to succeed. The same call as an MCP tool call is `tool` with `arguments`; `toolset` is set when the tool is outside the default tool list, and names the toolset an MCP session must enable to call it — `enableFirst` is that call (enable_toolsets), to make before the tool unless the session has the toolset.
 */
export interface Action {
  rel?: string;
  name?: string;
  method: ActionMethod;
  href: string;
  body?: ActionBody;
  /** The MCP tool that makes the same call. */
  tool?: string;
  /** The tool's arguments for the same call (path and query parameters and body fields in one object). */
  arguments?: ActionArguments;
  /** Present when the tool is not in the default MCP tool list; the toolset to enable. */
  toolset?: string;
  /** Present with `toolset`; the MCP call that enables it in the session (then call `tool`). */
  enableFirst?: ActionEnableFirst;
}

export type SuccessEnvelopeLinks = {[key: string]: string};

/**
 * Success envelope. Each operation narrows `data`.
 */
export interface SuccessEnvelope {
  ok: true;
  data: unknown;
  meta: Meta;
  links?: SuccessEnvelopeLinks;
  actions: Action[];
}

/**
 * The liveness probe's answer.
 */
export interface Liveness {
  status: 'ok';
  /**
   * Whole seconds since the process started.
   * @minimum 0
   */
  uptimeSeconds: number;
}

/**
 * What went wrong, as a stable machine-readable name. Each code has exactly one HTTP status:

| Code | Status |
|---|---|
| VALIDATION_FAILED | 400: a field does not match this document; `details` names it |
| UNAUTHORIZED | 401 |
| FORBIDDEN | 403 |
| NOT_FOUND | 404 |
| METHOD_NOT_ALLOWED | 405, with `Allow` |
| ALREADY_EXISTS, INVALID_STATE_TRANSITION, IDEMPOTENCY_CONFLICT, PROMISE_BREAKS, AGENT_REPO_CONFIRMATION_REQUIRED | 409 |
| PAYLOAD_TOO_LARGE | 413 |
| UNSUPPORTED_MEDIA_TYPE | 415 |
| HEADERS_TOO_LARGE | 431 |
| BUSINESS_RULE_VIOLATION, SOURCE_OWNED_FIELDS, PLAN_LIMIT_EXCEEDED, PLAN_FEATURE_REQUIRED | 422 |
| RATE_LIMITED | 429, with `Retry-After` |
| INTERNAL_ERROR | 500 |
| SERVICE_UNAVAILABLE | 503, with `Retry-After` |
| BATCH_PARTIAL_FAILURE | 207 (a batch entry's outcome) |

 */
export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  INVALID_STATE_TRANSITION: 'INVALID_STATE_TRANSITION',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  PROMISE_BREAKS: 'PROMISE_BREAKS',
  AGENT_REPO_CONFIRMATION_REQUIRED: 'AGENT_REPO_CONFIRMATION_REQUIRED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  BUSINESS_RULE_VIOLATION: 'BUSINESS_RULE_VIOLATION',
  SOURCE_OWNED_FIELDS: 'SOURCE_OWNED_FIELDS',
  PLAN_LIMIT_EXCEEDED: 'PLAN_LIMIT_EXCEEDED',
  PLAN_FEATURE_REQUIRED: 'PLAN_FEATURE_REQUIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  BATCH_PARTIAL_FAILURE: 'BATCH_PARTIAL_FAILURE',
} as const;

export type ErrorEnvelopeErrorDetailsItem = {
  field: string;
  message: string;
};

export type ErrorEnvelopeErrorData = { [key: string]: unknown };

export type ErrorEnvelopeError = {
  code: ErrorCode;
  message: string;
  /** One entry per offending field; `field` is a dotted path such as `body.name` or `query.limit`. */
  details?: ErrorEnvelopeErrorDetailsItem[];
  suggestion: string;
  data?: ErrorEnvelopeErrorData;
};

/**
 * Failure envelope. `suggestion` always says how to correct the request.
 */
export interface ErrorEnvelope {
  ok: false;
  error: ErrorEnvelopeError;
  meta: Meta;
}

export type ReadinessStatus = typeof ReadinessStatus[keyof typeof ReadinessStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReadinessStatus = {
  ready: 'ready',
  not_ready: 'not_ready',
} as const;

/**
 * The database answered `select 1` within 2 s.
 */
export type ReadinessChecksDatabase = typeof ReadinessChecksDatabase[keyof typeof ReadinessChecksDatabase];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReadinessChecksDatabase = {
  ok: 'ok',
  unreachable: 'unreachable',
} as const;

/**
 * Every migration of this build is applied (unknown when the database is unreachable).
 */
export type ReadinessChecksMigrations = typeof ReadinessChecksMigrations[keyof typeof ReadinessChecksMigrations];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReadinessChecksMigrations = {
  ok: 'ok',
  pending: 'pending',
  unknown: 'unknown',
} as const;

export type ReadinessChecks = {
  /** The database answered `select 1` within 2 s. */
  database: ReadinessChecksDatabase;
  /** Every migration of this build is applied (unknown when the database is unreachable). */
  migrations: ReadinessChecksMigrations;
  /** The instance received SIGTERM or SIGINT and is finishing in-flight requests. */
  draining: boolean;
};

/**
 * The readiness probe's answer; `checks` says how each dependency fared.
 */
export interface Readiness {
  status: ReadinessStatus;
  checks: ReadinessChecks;
}

/**
 * MCP tool name, or null when the operation is not a tool.
 */
export type SchemaOverviewOperationsItemTool = string | null;

export type SchemaOverviewOperationsItem = {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  capability: string[];
  /** MCP tool name, or null when the operation is not a tool. */
  tool: SchemaOverviewOperationsItemTool;
  /** Input fields the operation requires, named as error details name them: `path.id`, `query.query`, `body.title`, `body.metric.metricId` (a nested object's fields one level down). */
  required: string[];
  /** The operation's optional input fields, named the same way. */
  optional: string[];
};

export interface SchemaOverview {
  title: string;
  version: string;
  /** Where the full OpenAPI 3.1 document is served. */
  openapi: string;
  operations: SchemaOverviewOperationsItem[];
}

/**
 * The credential's role. A key may carry any org role (the same values as OrgRole) that grants nothing its user's role lacks; an OAuth token reports its user's org role, but only its scopes count.
 */
export type ViewerRole = typeof ViewerRole[keyof typeof ViewerRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ViewerRole = {
  engineer: 'engineer',
  pm: 'pm',
  em: 'em',
  executive: 'executive',
  admin: 'admin',
  sales: 'sales',
  operations: 'operations',
} as const;

/**
 * Your avatar image (a clean file; read it for a download URL); null when none.
 */
export type ViewerAvatarFileId = string | null;

export type ViewerTeamsItem = {
  id: string;
  name: string;
  prefix: string;
};

export type ViewerCredentialType = typeof ViewerCredentialType[keyof typeof ViewerCredentialType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ViewerCredentialType = {
  api_key: 'api_key',
  oauth: 'oauth',
} as const;

/**
 * OAuth only: user when the token acts as the approving admin, app when it acts as the app itself (authorize with actor=app; writes are attributed to the app's user, userId above).
 */
export type ViewerCredentialActor = typeof ViewerCredentialActor[keyof typeof ViewerCredentialActor];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ViewerCredentialActor = {
  user: 'user',
  app: 'app',
} as const;

/**
 * What the caller authenticated with: an API key, or an OAuth access token of an app's grant. An OAuth token's capabilities are exactly its granted scopes.
 */
export type ViewerCredential = {
  type: ViewerCredentialType;
  /** The API key id (UUID), or the OAuth grant id (its refresh family). */
  id: string;
  /** OAuth only: the app (client_id) the grant was approved for. */
  clientId?: string;
  /** OAuth only: the app's name as registered. */
  appName?: string;
  /** OAuth only: user when the token acts as the approving admin, app when it acts as the app itself (authorize with actor=app; writes are attributed to the app's user, userId above). */
  actor?: ViewerCredentialActor;
};

/**
 * The caller and its credential's grants.
 */
export interface Viewer {
  userId: string;
  name: string;
  email: string;
  orgId: string;
  /** The credential's role. A key may carry any org role (the same values as OrgRole) that grants nothing its user's role lacks; an OAuth token reports its user's org role, but only its scopes count. */
  role: ViewerRole;
  /** Your avatar image (a clean file; read it for a download URL); null when none. */
  avatarFileId: ViewerAvatarFileId;
  teams: ViewerTeamsItem[];
  /** Permission grants of the credential (resource:action). */
  capabilities: string[];
  /** What the caller authenticated with: an API key, or an OAuth access token of an app's grant. An OAuth token's capabilities are exactly its granted scopes. */
  credential: ViewerCredential;
}

/**
 * A clean image file; null removes the avatar.
 */
export type SetViewerAvatarBodyFileId = string | null;

export interface SetViewerAvatarBody {
  /** A clean image file; null removes the avatar. */
  fileId: SetViewerAvatarBodyFileId;
}

export type BatchOperationMethod = typeof BatchOperationMethod[keyof typeof BatchOperationMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BatchOperationMethod = {
  GET: 'GET',
  POST: 'POST',
  PATCH: 'PATCH',
  DELETE: 'DELETE',
} as const;

/**
 * JSON body of a POST or PATCH.
 */
export type BatchOperationBody = { [key: string]: unknown };

/**
 * One operation of a batch, as it would be sent on its own.
 */
export interface BatchOperation {
  /**
   * Caller's name for this entry; keys its result in data.
   * @minLength 1
   * @maxLength 100
   */
  id: string;
  method: BatchOperationMethod;
  /**
   * a full path under /api/v1/ with an optional query string, e.g. /api/v1/tasks?status=todo
   * @maxLength 2000
   * @pattern ^/api/v1/
   */
  path: string;
  /** JSON body of a POST or PATCH. */
  body?: BatchOperationBody;
  /**
   * 1-255 printable ASCII characters without spaces: the Idempotency-Key for this entry (without it, a batch sent with an Idempotency-Key header uses `<header key>:<id>`)
   * @minLength 1
   * @maxLength 255
   * @pattern ^[\x21-\x7e]+$
   */
  idempotencyKey?: string;
}

export interface RunBatchBody {
  /**
   * At most 20; for more, send them in several batches.
   * @minItems 1
   * @maxItems 20
   */
  operations: BatchOperation[];
}

export type ErrorDetailsItem = {
  field: string;
  message: string;
};

export type ErrorData = { [key: string]: unknown };

export interface Error {
  code: ErrorCode;
  message: string;
  /** One entry per offending field; `field` is a dotted path such as `body.name` or `query.limit`. */
  details?: ErrorDetailsItem[];
  suggestion: string;
  data?: ErrorData;
}

/**
 * Opaque next-page token; null when there is no next page.
 */
export type PaginationCursor = string | null;

/**
 * Keyset pagination state. Pass `cursor` back as the `cursor` query parameter for the next page.
 */
export interface Pagination {
  /** Opaque next-page token; null when there is no next page. */
  cursor: PaginationCursor;
  hasMore: boolean;
}

export type BatchEntryResultHeaders = {[key: string]: string};

export type BatchEntryResultLinks = {[key: string]: string};

/**
 * The envelope the entry would have received on its own (or §7), plus its HTTP `status` and the response headers that matter to a retry (rate limit, Retry-After, Idempotent-Replayed).
 */
export interface BatchEntryResult {
  /** HTTP status the operation answered with. */
  status: number;
  headers?: BatchEntryResultHeaders;
  ok: boolean;
  data?: unknown;
  error?: Error;
  meta: Meta;
  pagination?: Pagination;
  links?: BatchEntryResultLinks;
  actions?: Action[];
}

/**
 * Kind of entity an activity, subscription, notification or search hit refers to (customers and insights; strategies).
 */
export type EntityType = typeof EntityType[keyof typeof EntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
  team: 'team',
  user: 'user',
  customer: 'customer',
  insight: 'insight',
  strategy: 'strategy',
} as const;

/**
 * Per-org ref (VIS-3, ENG-12, …) where the type has one.
 */
export type SearchHitRef = string | null;

/**
 * One ranked search result. Never carries financial fields.
 */
export interface SearchHit {
  type: EntityType;
  id: string;
  /** Per-org ref (VIS-3, ENG-12, …) where the type has one. */
  ref: SearchHitRef;
  title: string;
  /** Start of the description or narrative (at most 200 characters). */
  snippet: string;
  /** Relevance; higher first. */
  score: number;
  /** The get operation for the hit. */
  href: string;
}

/**
 * Kind of entity whose activity log is read: the entity types (customers with their contacts, ARR points and opportunity links; insights with their links and impacts), plus rooms, messages and comments, whose logs are readable by whoever can read them (a room's members, or anyone for an open room; a comment's entity's readers), and templates (with their steps), categories, tags and PRD templates.
 */
export type ActivityEntityType = typeof ActivityEntityType[keyof typeof ActivityEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityEntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
  team: 'team',
  user: 'user',
  customer: 'customer',
  insight: 'insight',
  strategy: 'strategy',
  room: 'room',
  message: 'message',
  comment: 'comment',
  template: 'template',
  category: 'category',
  tag: 'tag',
  prd_template: 'prd_template',
  direction_document: 'direction_document',
  time_entry: 'time_entry',
  file: 'file',
} as const;

export type ListEnvelopeAllOf = {
  pagination: Pagination;
};

/**
 * Success envelope of a paged list.
 */
export type ListEnvelope = SuccessEnvelope & ListEnvelopeAllOf;

/**
 * Null for the entity itself; for customers contact, arr_point, opportunity_link, review; for insights link, impact, promise_break; for teams also cycle; for tasks also agentRun; for tasks and opportunities also externalLink.
 */
export type ActivitySubject = 'parentLink' | 'objectiveLink' | 'assignment' | 'member' | 'reading' | 'step' | 'phase' | 'update' | 'prototype' | 'score' | 'riskVote' | 'contact' | 'arr_point' | 'opportunity_link' | 'link' | 'impact' | 'cycle' | 'review' | 'promise_break' | 'agentRun' | 'externalLink' | null;

export type ActivityAction = typeof ActivityAction[keyof typeof ActivityAction];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityAction = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  added: 'added',
  removed: 'removed',
} as const;

export type ActivityChangesItem = {
  /** API field name (camelCase). */
  field: string;
  /** Value before (null when created or added). */
  from: unknown;
  /** Value after (null when deleted or removed). */
  to: unknown;
};

/**
 * The credential's user; null for system writes.
 */
export type ActivityActorId = string | null;

/**
 * user: a person (with a key, or an OAuth token acting as them); app: an OAuth app acting as itself (actor=app; actorId is the app's user); system: no credential (jobs, the admin CLI).
 */
export type ActivityActorType = typeof ActivityActorType[keyof typeof ActivityActorType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityActorType = {
  user: 'user',
  app: 'app',
  system: 'system',
} as const;

/**
 * One write to an entity: who changed which fields, from what to what, and when. Writes to an entity's parts (its assignments, members, readings, links) are recorded on the entity with `subject` naming the part. Financial fields are left out unless the caller may read them.
 */
export interface Activity {
  id: string;
  entityType: ActivityEntityType;
  entityId: string;
  /** Null for the entity itself; for customers contact, arr_point, opportunity_link, review; for insights link, impact, promise_break; for teams also cycle; for tasks also agentRun; for tasks and opportunities also externalLink. */
  subject: ActivitySubject;
  action: ActivityAction;
  changes: ActivityChangesItem[];
  /** The credential's user; null for system writes. */
  actorId: ActivityActorId;
  /** user: a person (with a key, or an OAuth token acting as them); app: an OAuth app acting as itself (actor=app; actorId is the app's user); system: no credential (jobs, the admin CLI). */
  actorType: ActivityActorType;
  createdAt: string;
}

/**
 * Whether the caller follows an entity. false covers never subscribed and muted.
 */
export interface Subscription {
  entityType: EntityType;
  entityId: string;
  subscribed: boolean;
}

export interface SetSubscriptionBody {
  entityType: EntityType;
  /**
   * Entity UUID or ref.
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
  subscribed: boolean;
}

/**
 * a vision UUID or ref such as VIS-3
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$
 */
export type VisionRef = string;

export type VisionAiContextContextVision = {
  id: string;
  ref: string;
  name: string;
  kind: string;
  narrative: string;
};

export type VisionAiContextContextCounts = {
  objectives: number;
  metrics: number;
  opportunities: number;
  tasks: number;
};

export type VisionAiContextContextGapsItemKind = typeof VisionAiContextContextGapsItemKind[keyof typeof VisionAiContextContextGapsItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VisionAiContextContextGapsItemKind = {
  objective_without_metric: 'objective_without_metric',
  objective_without_target: 'objective_without_target',
  metric_without_readings: 'metric_without_readings',
  objective_progress_stalled: 'objective_progress_stalled',
  opportunity_without_objective: 'opportunity_without_objective',
  objective_without_opportunities: 'objective_without_opportunities',
  vision_without_objectives: 'vision_without_objectives',
} as const;

export type VisionAiContextContextGapsItemRef = string | null;

export type VisionAiContextContextGapsItem = {
  kind: VisionAiContextContextGapsItemKind;
  entityType: EntityType;
  id: string;
  ref: VisionAiContextContextGapsItemRef;
  title: string;
  message: string;
};

export type VisionAiContextContext = {
  vision: VisionAiContextContextVision;
  counts: VisionAiContextContextCounts;
  gaps: VisionAiContextContextGapsItem[];
};

export type VisionAiContextToolsItemMethod = typeof VisionAiContextToolsItemMethod[keyof typeof VisionAiContextToolsItemMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VisionAiContextToolsItemMethod = {
  POST: 'POST',
  PATCH: 'PATCH',
  DELETE: 'DELETE',
} as const;

export type VisionAiContextToolsItemBody = { [key: string]: unknown };

export type VisionAiContextToolsItem = {
  /** MCP tool name. */
  name: string;
  operationId: string;
  method: VisionAiContextToolsItemMethod;
  href: string;
  body?: VisionAiContextToolsItemBody;
  reason: string;
};

/**
 * What an agent needs to work on a vision: a system prompt, the vision's state with its gaps, and the mutation operations that close them.
 */
export interface VisionAiContext {
  systemPrompt: string;
  context: VisionAiContextContext;
  /** Mutation operations that close the gaps, as MCP tool names and REST calls. */
  tools: VisionAiContextToolsItem[];
}

/**
 * task_assigned: you were assigned a task; entity_changed: an entity you follow changed; mention: you were mentioned in a message or comment; message: a new message in a room whose notification level is all; handoff: work was handed to you (a template step, a task, or the next delivery phase); insight_review: an insight was sent to a team whose insight reviewer you are; insight_need_context: an insight you recorded was returned to you for more context; promise_break: work promised to a customer on an insight you recorded was moved past the promised date; strategy_changed: a strategy of your org was created, edited, published or archived by someone else (every member hears of it; mute one strategy with unsubscribe); webhook_disabled: a webhook subscription you created was deactivated after its deliveries failed for 3 days (linkUrl reads it; reactivate it with PATCH active true).
 */
export type NotificationType = typeof NotificationType[keyof typeof NotificationType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationType = {
  task_assigned: 'task_assigned',
  entity_changed: 'entity_changed',
  mention: 'mention',
  message: 'message',
  handoff: 'handoff',
  insight_review: 'insight_review',
  insight_need_context: 'insight_need_context',
  promise_break: 'promise_break',
  strategy_changed: 'strategy_changed',
  webhook_disabled: 'webhook_disabled',
} as const;

/**
 * API path of the source entity.
 */
export type NotificationLinkUrl = string | null;

export type NotificationReadAt = string | null;

export type NotificationEntityType = EntityType | 'message' | null;

export type NotificationEntityId = string | null;

/**
 * Who caused it.
 */
export type NotificationActorId = string | null;

/**
 * An in-app notification for the caller (Notification).
 */
export interface Notification {
  id: string;
  /** task_assigned: you were assigned a task; entity_changed: an entity you follow changed; mention: you were mentioned in a message or comment; message: a new message in a room whose notification level is all; handoff: work was handed to you (a template step, a task, or the next delivery phase); insight_review: an insight was sent to a team whose insight reviewer you are; insight_need_context: an insight you recorded was returned to you for more context; promise_break: work promised to a customer on an insight you recorded was moved past the promised date; strategy_changed: a strategy of your org was created, edited, published or archived by someone else (every member hears of it; mute one strategy with unsubscribe); webhook_disabled: a webhook subscription you created was deactivated after its deliveries failed for 3 days (linkUrl reads it; reactivate it with PATCH active true). */
  type: NotificationType;
  title: string;
  body: string;
  /** API path of the source entity. */
  linkUrl: NotificationLinkUrl;
  readAt: NotificationReadAt;
  pinned: boolean;
  entityType: NotificationEntityType;
  entityId: NotificationEntityId;
  /** Who caused it. */
  actorId: NotificationActorId;
  createdAt: string;
}

export type VisionKind = typeof VisionKind[keyof typeof VisionKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VisionKind = {
  company: 'company',
  product: 'product',
} as const;

export type VisionOwnerId = string | null;

/**
 * A vision. `version` increases with each name or narrative edit.
 */
export interface Vision {
  id: string;
  orgId: string;
  /** Per-org ref accepted wherever a vision id is. */
  ref: string;
  number: number;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  kind: VisionKind;
  /** @minLength 1 */
  narrative: string;
  /** @minimum 1 */
  version: number;
  ownerId: VisionOwnerId;
  createdAt: string;
  updatedAt: string;
}

export type CreateVisionBodyKind = typeof CreateVisionBodyKind[keyof typeof CreateVisionBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateVisionBodyKind = {
  company: 'company',
  product: 'product',
} as const;

export interface CreateVisionBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Markdown.
   * @minLength 1
   * @maxLength 200000
   */
  narrative: string;
  kind?: CreateVisionBodyKind;
}

export interface UpdateVisionBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /**
   * Markdown.
   * @minLength 1
   * @maxLength 200000
   */
  narrative?: string;
}

/**
 * Snapshot of a vision at one version. `label` is the change note, or `v{n}` when the note is empty.
 */
export interface VisionVersion {
  id: string;
  visionId: string;
  /** @minimum 1 */
  version: number;
  name: string;
  narrative: string;
  changeNote: string;
  label: string;
  createdAt: string;
}

export interface RenameVisionVersionBody {
  /** @maxLength 200 */
  note: string;
}

export type ObjectiveProgressOperator = typeof ObjectiveProgressOperator[keyof typeof ObjectiveProgressOperator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveProgressOperator = {
  gte: 'gte',
  lte: 'lte',
  eq: 'eq',
} as const;

/**
 * Progress toward the objective's target: startValue (the objective's start value, else the metric's first reading), currentValue (the latest reading), ratio from start to target (0-1: for gte (current − start) / (target − start), for lte (start − current) / (start − target), clamped; for eq 1 when reached, else 0), achieved, and when the last reading was taken.
 */
export interface ObjectiveProgress {
  startValue: number;
  currentValue: number;
  target: number;
  operator: ObjectiveProgressOperator;
  /**
   * @minimum 0
   * @maximum 1
   */
  ratio: number;
  achieved: boolean;
  lastReadingAt: string;
}

export type ObjectiveMetricId = string | null;

export type ObjectiveTargetOperator = 'gte' | 'lte' | 'eq' | null;

export type ObjectiveTargetNumeric = string | null;

export type ObjectiveStartNumeric = string | null;

export type ObjectiveDeadline = string | null;

export type ObjectiveHorizon = 'short' | 'long' | null;

export type ObjectiveStatus = typeof ObjectiveStatus[keyof typeof ObjectiveStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;

/**
 * How far the metric has moved from the start toward the target; null without a metric, a target or readings.
 */
export type ObjectiveProgressProperty = ObjectiveProgress | null;

/**
 * An objective, anchored to at most one metric. `targetNumeric` and `startNumeric` are decimal strings (exact numerics); all metric fields are null when no metric is set.
 */
export interface Objective {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  visionId: string;
  title: string;
  description: string;
  metricId: ObjectiveMetricId;
  targetOperator: ObjectiveTargetOperator;
  targetNumeric: ObjectiveTargetNumeric;
  startNumeric: ObjectiveStartNumeric;
  driId: string;
  deadline: ObjectiveDeadline;
  horizon: ObjectiveHorizon;
  status: ObjectiveStatus;
  /** The vision's version when the objective was created or last moved. */
  visionVersion: number;
  /** Materialised path `<visionId>/<objectiveId>`. */
  visionPath: string;
  /** How far the metric has moved from the start toward the target; null without a metric, a target or readings. */
  progress: ObjectiveProgressProperty;
  createdAt: string;
  updatedAt: string;
}

/**
 * Counts of a vision's descendants. Objectives link by foreign key; opportunities and tasks by visionPath prefix.
 */
export interface VisionChildren {
  /** @minimum 0 */
  objectives: number;
  /** @minimum 0 */
  opportunities: number;
  /** @minimum 0 */
  tasks: number;
}

/**
 * Lifecycle of a strategy: draft (new; editable, not yet in force) → active (published: the strategy in force) → archived (read-only, terminal). A draft may also be archived directly.
 */
export type StrategyStatus = typeof StrategyStatus[keyof typeof StrategyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StrategyStatus = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
} as const;

/**
 * The creator, who alone may edit, publish, archive and label versions; null when that user was removed.
 */
export type StrategyOwnerId = string | null;

/**
 * A strategy: markdown content with a version snapshot on every name or content edit, status draft → active → archived. Its owner (the creator) alone edits, publishes, archives it and labels its versions; an archived strategy is read-only. `versionLabel` is the current version's label (its change note, or `v{n}` when the note is empty).
 */
export interface Strategy {
  id: string;
  orgId: string;
  /** Per-org ref accepted wherever a strategy id is. */
  ref: string;
  number: number;
  /** @minLength 1 */
  name: string;
  /** The strategy itself, in markdown. */
  content: string;
  /**
   * Increases by one with each edit that changes name or content.
   * @minimum 1
   */
  version: number;
  status: StrategyStatus;
  /** The creator, who alone may edit, publish, archive and label versions; null when that user was removed. */
  ownerId: StrategyOwnerId;
  /** The current version's label: its change note, or v{n} when the note is empty. */
  versionLabel: string;
  createdAt: string;
  updatedAt: string;
}

export interface CreateStrategyBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * The strategy in markdown.
   * @minLength 1
   * @maxLength 200000
   */
  content: string;
}

/**
 * a strategy UUID or ref such as STR-3
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|STR-[0-9]{1,9})$
 */
export type StrategyRef = string;

export interface UpdateStrategyBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /**
   * The new markdown content (the whole document).
   * @minLength 1
   * @maxLength 200000
   */
  content?: string;
  /**
   * What changed; becomes the new version's label (empty: v{n}).
   * @maxLength 200
   */
  changeNote?: string;
}

/**
 * Who made this version; null when that user was removed.
 */
export type StrategyVersionCreatedBy = string | null;

/**
 * Snapshot of a strategy at one version: the name and content as of that version, the change note given with the edit (or set later by rename) and who made it. `label` is the change note, or `v{n}` when the note is empty.
 */
export interface StrategyVersion {
  id: string;
  strategyId: string;
  /** @minimum 1 */
  version: number;
  name: string;
  /** Markdown, as of this version. */
  content: string;
  changeNote: string;
  label: string;
  /** Who made this version; null when that user was removed. */
  createdBy: StrategyVersionCreatedBy;
  createdAt: string;
}

export interface RenameStrategyVersionBody {
  /**
   * The new label; empty clears it (the label becomes v{n}).
   * @maxLength 200
   */
  note: string;
}

/**
 * vision (VIS-<n>, the vision of /visions), strategy (STR-<n>, the strategy of /strategies), product_spec (SPEC-<n>), context (CTX-<n>).
 */
export type DirectionDocumentKind = typeof DirectionDocumentKind[keyof typeof DirectionDocumentKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DirectionDocumentKind = {
  vision: 'vision',
  strategy: 'strategy',
  product_spec: 'product_spec',
  context: 'context',
} as const;

/**
 * Visions only: company or product; null for other kinds.
 */
export type DirectionDocumentSummaryScope = 'company' | 'product' | null;

/**
 * draft (never published, or a strategy not yet published), active, archived (read-only). Visions are always active.
 */
export type DirectionDocumentSummaryStatus = typeof DirectionDocumentSummaryStatus[keyof typeof DirectionDocumentSummaryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DirectionDocumentSummaryStatus = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
} as const;

/**
 * SHA-256 (hex) of the published body: 64 lowercase hex characters; changes only on publish. null before the first publish.
 * @pattern ^[0-9a-f]{64}$
 */
export type DirectionDocumentSummaryContentHash = string | null;

/**
 * The creator (for strategies, the only one who may publish or archive).
 */
export type DirectionDocumentSummaryOwnerId = string | null;

/**
 * A direction document as lists show it: ref and contentHash, not the body. version 0 and contentHash null: never published (its text is a draft).
 */
export interface DirectionDocumentSummary {
  /** The same id as the vision or strategy it is, for those kinds. */
  id: string;
  orgId: string;
  /** VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
  ref: string;
  kind: DirectionDocumentKind;
  /** Visions only: company or product; null for other kinds. */
  scope: DirectionDocumentSummaryScope;
  /** The title (a vision's name, a strategy's name): the published one, or, before the first publish, the one it was created with. */
  title: string;
  /** draft (never published, or a strategy not yet published), active, archived (read-only). Visions are always active. */
  status: DirectionDocumentSummaryStatus;
  /**
   * The published version; 0 before the first publish.
   * @minimum 0
   */
  version: number;
  /**
   * SHA-256 (hex) of the published body: 64 lowercase hex characters; changes only on publish. null before the first publish.
   * @pattern ^[0-9a-f]{64}$
   */
  contentHash: DirectionDocumentSummaryContentHash;
  /** A working copy exists (read it with GET …/draft). */
  hasDraft: boolean;
  /** The creator (for strategies, the only one who may publish or archive). */
  ownerId: DirectionDocumentSummaryOwnerId;
  createdAt: string;
  updatedAt: string;
}

/**
 * Visions only (default company; one company vision per org).
 */
export type CreateDirectionDocumentBodyScope = typeof CreateDirectionDocumentBodyScope[keyof typeof CreateDirectionDocumentBodyScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateDirectionDocumentBodyScope = {
  company: 'company',
  product: 'product',
} as const;

export interface CreateDirectionDocumentBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * Markdown.
   * @minLength 1
   * @maxLength 200000
   */
  body: string;
  kind: DirectionDocumentKind;
  /** Visions only (default company; one company vision per org). */
  scope?: CreateDirectionDocumentBodyScope;
  /** true: publish it as version 1 at once — only a person, with an OAuth token acting as them; API keys and app tokens get 403. false: the text becomes the draft of a document with nothing published yet. */
  publish?: boolean;
}

/**
 * The published text (markdown); null before the first publish.
 */
export type DirectionDocumentAllOfBody = string | null;

export type DirectionDocumentAllOf = {
  /** The published text (markdown); null before the first publish. */
  body: DirectionDocumentAllOfBody;
};

/**
 * A direction document with its published body.
 */
export type DirectionDocument = DirectionDocumentSummary & DirectionDocumentAllOf;

export type DirectionDocumentChangeCreatedBy = string | null;

/**
 * A published version in the org's change feed, without its body.
 */
export interface DirectionDocumentChange {
  documentId: string;
  ref: string;
  kind: DirectionDocumentKind;
  /** @minimum 1 */
  version: number;
  title: string;
  /**
   * SHA-256 (hex) of this version's body: 64 lowercase hex characters.
   * @pattern ^[0-9a-f]{64}$
   */
  contentHash: string;
  changeNote: string;
  label: string;
  createdBy: DirectionDocumentChangeCreatedBy;
  createdAt: string;
  /** true for version 1: the document was first published. */
  isCreation: boolean;
}

export interface UpdateDirectionDocumentBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /**
   * Markdown.
   * @minLength 1
   * @maxLength 200000
   */
  body?: string;
  /**
   * When this publishes (a person's token): the new version's note (its label).
   * @maxLength 500
   */
  changeNote?: string;
}

/**
 * Who last wrote it (a key's or app's user too).
 */
export type DirectionDocumentDraftUpdatedBy = string | null;

/**
 * The working copy of a direction document; publishing commits it as nextVersion.
 */
export interface DirectionDocumentDraft {
  documentId: string;
  title: string;
  body: string;
  /**
   * The version publishing it would make.
   * @minimum 1
   */
  nextVersion: number;
  /** Who last wrote it (a key's or app's user too). */
  updatedBy: DirectionDocumentDraftUpdatedBy;
  updatedAt: string;
}

export interface SaveDirectionDocumentDraftBody {
  /**
   * Default: the current draft's title, else the published one.
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /**
   * Markdown.
   * @minLength 1
   * @maxLength 200000
   */
  body: string;
}

export interface PublishDirectionDocumentBody {
  /**
   * The new version's note (its label; empty: v{n}).
   * @maxLength 500
   */
  changeNote?: string;
}

export type DirectionDocumentVersionCreatedBy = string | null;

/**
 * One published version of a direction document; the same versions as /visions or /strategies for those kinds.
 */
export interface DirectionDocumentVersion {
  documentId: string;
  ref: string;
  kind: DirectionDocumentKind;
  /** @minimum 1 */
  version: number;
  title: string;
  body: string;
  /**
   * SHA-256 (hex) of this version's body: 64 lowercase hex characters.
   * @pattern ^[0-9a-f]{64}$
   */
  contentHash: string;
  changeNote: string;
  /** The change note, or v{n} when it is empty. */
  label: string;
  createdBy: DirectionDocumentVersionCreatedBy;
  createdAt: string;
}

export interface RenameDirectionDocumentVersionBody {
  /**
   * The label; empty clears it.
   * @maxLength 200
   */
  note: string;
}

/**
 * a metric UUID or ref such as MET-3
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$
 */
export type MetricRef = string;

/**
 * a user UUID, or me for the caller
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$
 */
export type UserRef = string;

export type ObjectiveMetricInputOperator = typeof ObjectiveMetricInputOperator[keyof typeof ObjectiveMetricInputOperator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveMetricInputOperator = {
  gte: 'gte',
  lte: 'lte',
  eq: 'eq',
} as const;

/**
 * Baseline value in the metric's unit.
 * @minimum -10000000000000000000
 * @maximum 10000000000000000000
 */
export type ObjectiveMetricInputStartValue = number | null;

/**
 * Anchor an objective to a metric with a target.
 */
export interface ObjectiveMetricInput {
  metricId: MetricRef;
  operator: ObjectiveMetricInputOperator;
  /**
   * Target value in the metric's unit.
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  target: number;
  /**
   * Baseline value in the metric's unit.
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  startValue?: ObjectiveMetricInputStartValue;
}

export type CreateObjectiveBodyDeadline = string | null;

export type CreateObjectiveBodyHorizon = 'short' | 'long' | null;

export interface CreateObjectiveBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  visionId: VisionRef;
  /** @maxLength 20000 */
  description?: string;
  deadline?: CreateObjectiveBodyDeadline;
  horizon?: CreateObjectiveBodyHorizon;
  /** The directly responsible individual: a user UUID, or me. */
  driId: UserRef;
  metric?: ObjectiveMetricInput;
}

export type ObjectiveSummaryStatus = typeof ObjectiveSummaryStatus[keyof typeof ObjectiveSummaryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveSummaryStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;

export interface ObjectiveSummary {
  id: string;
  ref: string;
  title: string;
  status: ObjectiveSummaryStatus;
  visionId: string;
}

export type AlignmentGridRowsItemType = typeof AlignmentGridRowsItemType[keyof typeof AlignmentGridRowsItemType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlignmentGridRowsItemType = {
  objective: 'objective',
  opportunity: 'opportunity',
} as const;

export type AlignmentGridRowsItemServesItemKind = typeof AlignmentGridRowsItemServesItemKind[keyof typeof AlignmentGridRowsItemServesItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlignmentGridRowsItemServesItemKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;

export type AlignmentGridRowsItemServesItem = {
  objectiveId: string;
  kind: AlignmentGridRowsItemServesItemKind;
};

export type AlignmentGridRowsItem = {
  type: AlignmentGridRowsItemType;
  id: string;
  ref: string;
  title: string;
  serves: AlignmentGridRowsItemServesItem[];
};

/**
 * Alignment grid: objectives as columns; objectives and non-cancelled opportunities as rows, each row listing the columns it serves with kind primary or supporting.
 */
export interface AlignmentGrid {
  columns: ObjectiveSummary[];
  rows: AlignmentGridRowsItem[];
}

/**
 * an objective UUID or ref such as OBJ-3
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$
 */
export type ObjectiveRef = string;

export interface DeleteResult {
  id: string;
  deleted: true;
}

export type UpdateObjectiveBodyDeadline = string | null;

export type UpdateObjectiveBodyHorizon = 'short' | 'long' | null;

export type UpdateObjectiveBodyStatus = typeof UpdateObjectiveBodyStatus[keyof typeof UpdateObjectiveBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateObjectiveBodyStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;

export interface UpdateObjectiveBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  visionId?: VisionRef;
  /** @maxLength 20000 */
  description?: string;
  deadline?: UpdateObjectiveBodyDeadline;
  horizon?: UpdateObjectiveBodyHorizon;
  driId?: UserRef;
  status?: UpdateObjectiveBodyStatus;
}

/**
 * The primary link decides the opportunity's visionPath.
 */
export type ObjectiveLinkKind = typeof ObjectiveLinkKind[keyof typeof ObjectiveLinkKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveLinkKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;

/**
 * A link between an opportunity and an objective.
 */
export interface ObjectiveLink {
  objectiveId: string;
  /** The primary link decides the opportunity's visionPath. */
  kind: ObjectiveLinkKind;
  createdAt: string;
}

export type ObjectiveOpportunityState = typeof ObjectiveOpportunityState[keyof typeof ObjectiveOpportunityState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveOpportunityState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

export type ObjectiveOpportunityTeamId = string | null;

/**
 * An opportunity linked to an objective, with the link's metadata.
 */
export interface ObjectiveOpportunity {
  id: string;
  ref: string;
  title: string;
  state: ObjectiveOpportunityState;
  teamId: ObjectiveOpportunityTeamId;
  link: ObjectiveLink;
}

/**
 * The metric (UUID or MET-<n>); null clears the anchor.
 */
export type SetObjectiveMetricBodyMetricId = MetricRef | null;

export type SetObjectiveMetricBodyOperator = typeof SetObjectiveMetricBodyOperator[keyof typeof SetObjectiveMetricBodyOperator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetObjectiveMetricBodyOperator = {
  gte: 'gte',
  lte: 'lte',
  eq: 'eq',
} as const;

/**
 * @minimum -10000000000000000000
 * @maximum 10000000000000000000
 */
export type SetObjectiveMetricBodyStartValue = number | null;

export interface SetObjectiveMetricBody {
  /** The metric (UUID or MET-<n>); null clears the anchor. */
  metricId: SetObjectiveMetricBodyMetricId;
  operator?: SetObjectiveMetricBodyOperator;
  /**
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  target?: number;
  /**
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  startValue?: SetObjectiveMetricBodyStartValue;
}

export type ObjectiveNestingParent = ObjectiveSummary | null;

/**
 * An objective's alignment neighbourhood: its primary parent, its primary children, the objectives it supports (alsoServes) and those that support it (supportedBy).
 */
export interface ObjectiveNesting {
  parent: ObjectiveNestingParent;
  children: ObjectiveSummary[];
  alsoServes: ObjectiveSummary[];
  supportedBy: ObjectiveSummary[];
}

/**
 * null removes the link.
 */
export type SetObjectiveAlignmentLinkBodyKind = 'primary' | 'supporting' | null;

export interface SetObjectiveAlignmentLinkBody {
  /** The parent objective (UUID or OBJ-<n>). */
  parentId: ObjectiveRef;
  /** null removes the link. */
  kind: SetObjectiveAlignmentLinkBodyKind;
}

export type MetricCurrentValue = number | null;

export type MetricUnit = typeof MetricUnit[keyof typeof MetricUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetricUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;

export type MetricDataSourceType = typeof MetricDataSourceType[keyof typeof MetricDataSourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetricDataSourceType = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;

export type MetricDataSourceConfigAnyOf = { [key: string]: unknown };

export type MetricDataSourceConfig = MetricDataSourceConfigAnyOf | null;

export type MetricStewardId = string | null;

/**
 * A metric. `currentValue` is in the metric's own unit; null until a value is known.
 */
export interface Metric {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  name: string;
  description: string;
  currentValue: MetricCurrentValue;
  unit: MetricUnit;
  dataSourceType: MetricDataSourceType;
  dataSourceConfig: MetricDataSourceConfig;
  stewardId: MetricStewardId;
  createdAt: string;
  updatedAt: string;
}

/**
 * @minimum -1000000000000000
 * @maximum 1000000000000000
 */
export type CreateMetricBodyCurrentValue = number | null;

export type CreateMetricBodyUnit = typeof CreateMetricBodyUnit[keyof typeof CreateMetricBodyUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateMetricBodyUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;

export type CreateMetricBodyDataSourceType = typeof CreateMetricBodyDataSourceType[keyof typeof CreateMetricBodyDataSourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateMetricBodyDataSourceType = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;

export type CreateMetricBodyDataSourceConfigAnyOf = { [key: string]: unknown };

export type CreateMetricBodyDataSourceConfig = CreateMetricBodyDataSourceConfigAnyOf | null;

/**
 * The steward (a user UUID, or me); null for none.
 */
export type CreateMetricBodyStewardId = UserRef | null;

export interface CreateMetricBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * @minimum -1000000000000000
   * @maximum 1000000000000000
   */
  currentValue?: CreateMetricBodyCurrentValue;
  unit: CreateMetricBodyUnit;
  dataSourceType?: CreateMetricBodyDataSourceType;
  dataSourceConfig?: CreateMetricBodyDataSourceConfig;
  /** The steward (a user UUID, or me); null for none. */
  stewardId?: CreateMetricBodyStewardId;
}

/**
 * A built-in delivery metric: task_throughput (tasks completed per ISO week), lead_time (median days from a task's creation to its completion), cycle_time (median days from its first move to in_progress to its completion), time_in_status (median days of the stays in a status group that ended in the week), cycle_predictability (tasks completed by a cycle's end ÷ tasks planned in it, over the cycles ending in the week).
 */
export type BuiltinMetricId = typeof BuiltinMetricId[keyof typeof BuiltinMetricId];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BuiltinMetricId = {
  task_throughput: 'task_throughput',
  lead_time: 'lead_time',
  cycle_time: 'cycle_time',
  time_in_status: 'time_in_status',
  cycle_predictability: 'cycle_predictability',
} as const;

/**
 * A group of task statuses for `time_in_status`: backlog = backlog; todo = todo; not_started = backlog + todo; in_progress = in_progress.
 */
export type BuiltinStatusGroup = typeof BuiltinStatusGroup[keyof typeof BuiltinStatusGroup];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BuiltinStatusGroup = {
  backlog: 'backlog',
  todo: 'todo',
  not_started: 'not_started',
  in_progress: 'in_progress',
} as const;

/**
 * What a built-in metric is computed over. `categoryId` limits it to tasks filed under one category of the org (their current category); absent, every task counts. `statusGroup` is required for `time_in_status` and refused for the other built-ins. Status groups: `backlog` (backlog), `todo` (todo), `not_started` (backlog and todo), `in_progress` (in_progress). The terminal statuses (completed, cancelled, duplicate) form no group: a task stays in them until someone reopens it, so a time spent there measures nothing about delivery.
 */
export interface BuiltinMetricParams {
  /** Only tasks of this category (its UUID). */
  categoryId?: string;
  statusGroup?: BuiltinStatusGroup;
}

/**
 * The unit of its readings: count (tasks), duration (days) or ratio (0 to 1).
 */
export type BuiltinMetricUnit = typeof BuiltinMetricUnit[keyof typeof BuiltinMetricUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BuiltinMetricUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;

/**
 * JSON Schema of the params this built-in takes.
 */
export type BuiltinMetricParamsProperty = { [key: string]: unknown };

/**
 * The first metric tracking it (lowest number); null when untracked.
 */
export type BuiltinMetricMetricId = string | null;

export type BuiltinMetricTrackingItem = {
  metricId: string;
  ref: string;
  params: BuiltinMetricParams;
};

/**
 * One entry of the built-in metric catalog. `params` is the JSON Schema of the params `trackBuiltinMetric` takes for it. An org may track one built-in several times with different params (one per category, one per status group): `tracking` lists each such metric, oldest first; `tracked` is true when it is not empty and `metricId` is its first metric (null when untracked).
 */
export interface BuiltinMetric {
  id: BuiltinMetricId;
  name: string;
  description: string;
  /** The unit of its readings: count (tasks), duration (days) or ratio (0 to 1). */
  unit: BuiltinMetricUnit;
  /** JSON Schema of the params this built-in takes. */
  params: BuiltinMetricParamsProperty;
  tracked: boolean;
  /** The first metric tracking it (lowest number); null when untracked. */
  metricId: BuiltinMetricMetricId;
  /** Every metric of the org tracking this built-in, by number, with the params it was tracked with. */
  tracking: BuiltinMetricTrackingItem[];
}

export interface TrackBuiltinMetricBody {
  builtinId: BuiltinMetricId;
  params?: BuiltinMetricParams;
}

/**
 * @minimum -1000000000000000
 * @maximum 1000000000000000
 */
export type UpdateMetricBodyCurrentValue = number | null;

export type UpdateMetricBodyUnit = typeof UpdateMetricBodyUnit[keyof typeof UpdateMetricBodyUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateMetricBodyUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;

export type UpdateMetricBodyDataSourceType = typeof UpdateMetricBodyDataSourceType[keyof typeof UpdateMetricBodyDataSourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateMetricBodyDataSourceType = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;

export type UpdateMetricBodyDataSourceConfigAnyOf = { [key: string]: unknown };

export type UpdateMetricBodyDataSourceConfig = UpdateMetricBodyDataSourceConfigAnyOf | null;

/**
 * The steward (a user UUID, or me); null clears it.
 */
export type UpdateMetricBodyStewardId = UserRef | null;

export interface UpdateMetricBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * @minimum -1000000000000000
   * @maximum 1000000000000000
   */
  currentValue?: UpdateMetricBodyCurrentValue;
  unit?: UpdateMetricBodyUnit;
  dataSourceType?: UpdateMetricBodyDataSourceType;
  dataSourceConfig?: UpdateMetricBodyDataSourceConfig;
  /** The steward (a user UUID, or me); null clears it. */
  stewardId?: UpdateMetricBodyStewardId;
}

export type MetricValueSource = typeof MetricValueSource[keyof typeof MetricValueSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetricValueSource = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;

export type MetricValueCreatedBy = string | null;

/**
 * One reading of a metric.
 */
export interface MetricValue {
  id: string;
  metricId: string;
  value: number;
  recordedAt: string;
  note: string;
  source: MetricValueSource;
  /** True for a built-in metric's current reading: the ISO week so far (throughput) or the trailing 28 days up to recordedAt (the other built-ins). There is at most one per metric; each refresh replaces it, and once its week is over the complete weekly reading is written. Always false for readings recorded by hand or by an integration. */
  partial: boolean;
  createdBy: MetricValueCreatedBy;
  createdAt: string;
}

export type CreateMetricValueBodySource = typeof CreateMetricValueBodySource[keyof typeof CreateMetricValueBodySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateMetricValueBodySource = {
  manual: 'manual',
  integration: 'integration',
} as const;

export interface CreateMetricValueBody {
  /**
   * @minimum -1000000000000000
   * @maximum 1000000000000000
   */
  value: number;
  recordedAt?: string;
  /** @maxLength 2000 */
  note?: string;
  source?: CreateMetricValueBodySource;
}

export type OpportunityEstimatedCost = number | null;

export type OpportunityLeadId = string | null;

export type OpportunityTeamId = string | null;

/**
 * The template driving the delivery (its instance: GET /api/v1/templates/instances/opportunity/{id}).
 */
export type OpportunityWorkflowId = string | null;

export type OpportunityState = typeof OpportunityState[keyof typeof OpportunityState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpportunityState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

/**
 * `<visionId>/<objectiveId>/<opportunityId>` through the primary (else oldest) objective link; null when unlinked.
 */
export type OpportunityVisionPath = string | null;

export type OpportunityQueuePosition = number | null;

export type OpportunityDueDate = string | null;

export type OpportunityCategoryId = string | null;

/**
 * The PRD template last applied.
 */
export type OpportunityPrdTemplateId = string | null;

/**
 * Why it was rejected (reject-via-template); null otherwise.
 */
export type OpportunityRejectionCategory = 'no_demand' | 'not_aligned' | 'not_viable' | 'not_now' | 'duplicate' | 'other' | null;

export type OpportunityRejectionReason = string | null;

/**
 * Scorecard total 0-100; null until every criterion with a positive weight is scored.
 * @minimum 0
 * @maximum 100
 */
export type OpportunityScoreTotal = number | null;

/**
 * An opportunity; it owns the delivery lifecycle. `estimatedCost` is a financial field, present only when the credential holds cost:read or a leadership role.
 */
export interface Opportunity {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  title: string;
  description: string;
  /** The PRD body (markdown); also accepted as `prd` on input. */
  content: string;
  estimatedCost?: OpportunityEstimatedCost;
  leadId: OpportunityLeadId;
  teamId: OpportunityTeamId;
  /** The template driving the delivery (its instance: GET /api/v1/templates/instances/opportunity/{id}). */
  workflowId: OpportunityWorkflowId;
  state: OpportunityState;
  /** `<visionId>/<objectiveId>/<opportunityId>` through the primary (else oldest) objective link; null when unlinked. */
  visionPath: OpportunityVisionPath;
  queuePosition: OpportunityQueuePosition;
  dueDate: OpportunityDueDate;
  categoryId: OpportunityCategoryId;
  tagIds: string[];
  /** The PRD template last applied. */
  prdTemplateId: OpportunityPrdTemplateId;
  /** Why it was rejected (reject-via-template); null otherwise. */
  rejectionCategory: OpportunityRejectionCategory;
  rejectionReason: OpportunityRejectionReason;
  objectiveLinks: ObjectiveLink[];
  /**
   * Scorecard total 0-100; null until every criterion with a positive weight is scored.
   * @minimum 0
   * @maximum 100
   */
  scoreTotal: OpportunityScoreTotal;
  createdAt: string;
  updatedAt: string;
}

/**
 * What depends on a metric; live opportunities are those in backlog or in_progress.
 */
export interface MetricDependents {
  /** @minimum 0 */
  objectives: number;
  /** @minimum 0 */
  opportunities: number;
  /** @minimum 0 */
  liveOpportunities: number;
}

/**
 * a team UUID or the team's prefix such as ENG
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$
 */
export type TeamRef = string;

/**
 * Financial; needs cost:read to read back.
 * @minimum 0
 * @maximum 99999999999999
 */
export type CreateOpportunityBodyEstimatedCost = number | null;

/**
 * The lead (a user UUID, or me).
 */
export type CreateOpportunityBodyLeadId = UserRef | null;

/**
 * The team (UUID or prefix).
 */
export type CreateOpportunityBodyTeamId = TeamRef | null;

export type CreateOpportunityBodyDueDate = string | null;

/**
 * A category of the org; null clears it.
 */
export type CreateOpportunityBodyCategoryId = string | null;

/**
 * @minimum 0
 * @maximum 2147483647
 */
export type CreateOpportunityBodyQueuePosition = number | null;

/**
 * Promote an open insight pattern: the new opportunity is linked to every insight of the pattern (also needs insight:update).
 */
export type CreateOpportunityBodyPatternPromotion = {
  patternId: string;
};

/**
 * in_progress with a workflowId also activates the first step.
 */
export type CreateOpportunityBodyInitialState = typeof CreateOpportunityBodyInitialState[keyof typeof CreateOpportunityBodyInitialState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateOpportunityBodyInitialState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
} as const;

/**
 * A template (defaultEntityType opportunity or any) driving delivery; its instance starts now.
 */
export type CreateOpportunityBodyWorkflowId = string | null;

/**
 * A PRD template whose content becomes the PRD unless content is given.
 */
export type CreateOpportunityBodyPrdTemplateId = string | null;

export type CreateOpportunityBodyScoresItem = {
  criterionId: string;
  /**
   * @minimum 1
   * @maximum 5
   */
  value: number;
};

export type CreateOpportunityBodyObjectiveLinksItemKind = typeof CreateOpportunityBodyObjectiveLinksItemKind[keyof typeof CreateOpportunityBodyObjectiveLinksItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateOpportunityBodyObjectiveLinksItemKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;

export type CreateOpportunityBodyObjectiveLinksItem = {
  objectiveId: ObjectiveRef;
  kind?: CreateOpportunityBodyObjectiveLinksItemKind;
};

export interface CreateOpportunityBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * Financial; needs cost:read to read back.
   * @minimum 0
   * @maximum 99999999999999
   */
  estimatedCost?: CreateOpportunityBodyEstimatedCost;
  /** The lead (a user UUID, or me). */
  leadId?: CreateOpportunityBodyLeadId;
  /** The team (UUID or prefix). */
  teamId?: CreateOpportunityBodyTeamId;
  dueDate?: CreateOpportunityBodyDueDate;
  /**
   * PRD body (markdown).
   * @maxLength 200000
   */
  content?: string;
  /** A category of the org; null clears it. */
  categoryId?: CreateOpportunityBodyCategoryId;
  /**
   * The whole tag set (UUIDs of the org's tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /**
   * @minimum 0
   * @maximum 2147483647
   */
  queuePosition?: CreateOpportunityBodyQueuePosition;
  /** Promote an open insight pattern: the new opportunity is linked to every insight of the pattern (also needs insight:update). */
  patternPromotion?: CreateOpportunityBodyPatternPromotion;
  /** in_progress with a workflowId also activates the first step. */
  initialState?: CreateOpportunityBodyInitialState;
  /** A template (defaultEntityType opportunity or any) driving delivery; its instance starts now. */
  workflowId?: CreateOpportunityBodyWorkflowId;
  /** A PRD template whose content becomes the PRD unless content is given. */
  prdTemplateId?: CreateOpportunityBodyPrdTemplateId;
  /** @maxItems 50 */
  scores?: CreateOpportunityBodyScoresItem[];
  /** @maxItems 50 */
  objectiveLinks?: CreateOpportunityBodyObjectiveLinksItem[];
}

/**
 * an opportunity UUID or ref such as OPP-3
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$
 */
export type OpportunityRef = string;

/**
 * Financial; needs cost:read to read back.
 * @minimum 0
 * @maximum 99999999999999
 */
export type UpdateOpportunityBodyEstimatedCost = number | null;

/**
 * The lead (a user UUID, or me); null clears it.
 */
export type UpdateOpportunityBodyLeadId = UserRef | null;

/**
 * The team (UUID or prefix); null clears it.
 */
export type UpdateOpportunityBodyTeamId = TeamRef | null;

export type UpdateOpportunityBodyDueDate = string | null;

/**
 * A category of the org; null clears it.
 */
export type UpdateOpportunityBodyCategoryId = string | null;

/**
 * @minimum 0
 * @maximum 2147483647
 */
export type UpdateOpportunityBodyQueuePosition = number | null;

export interface UpdateOpportunityBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * Financial; needs cost:read to read back.
   * @minimum 0
   * @maximum 99999999999999
   */
  estimatedCost?: UpdateOpportunityBodyEstimatedCost;
  /** The lead (a user UUID, or me); null clears it. */
  leadId?: UpdateOpportunityBodyLeadId;
  /** The team (UUID or prefix); null clears it. */
  teamId?: UpdateOpportunityBodyTeamId;
  dueDate?: UpdateOpportunityBodyDueDate;
  /**
   * PRD body (markdown).
   * @maxLength 200000
   */
  content?: string;
  /** A category of the org; null clears it. */
  categoryId?: UpdateOpportunityBodyCategoryId;
  /**
   * The whole tag set (UUIDs of the org's tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /**
   * @minimum 0
   * @maximum 2147483647
   */
  queuePosition?: UpdateOpportunityBodyQueuePosition;
  /**
   * Alias of content.
   * @maxLength 200000
   */
  prd?: string;
}

export type TaskStatus = typeof TaskStatus[keyof typeof TaskStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;

export type TaskPriority = typeof TaskPriority[keyof typeof TaskPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;

export type TaskOpportunityId = string | null;

export type TaskTeamId = string | null;

export type TaskOwnerId = string | null;

export type TaskCategoryId = string | null;

export type TaskParentTaskId = string | null;

export type TaskSubtaskPosition = number | null;

export type TaskSubtaskMode = typeof TaskSubtaskMode[keyof typeof TaskSubtaskMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskSubtaskMode = {
  standalone: 'standalone',
  sequential: 'sequential',
} as const;

export type TaskWorkflowId = string | null;

export type TaskOnboardingStepInstanceId = string | null;

/**
 * A delivery phase of its opportunity.
 */
export type TaskPhaseId = string | null;

/**
 * The cycle of its team it is scheduled in (set with move-cycle); null when unscheduled.
 */
export type TaskCycleId = string | null;

/**
 * @minimum 0
 */
export type TaskEstimateMinutes = number | null;

export type TaskDueDate = string | null;

/**
 * The opportunity's visionPath plus `/<taskId>`; null for orphan tasks.
 */
export type TaskVisionPath = string | null;

/**
 * A task; `content` is the engineering spec.
 */
export interface Task {
  id: string;
  orgId: string;
  /** Team prefix plus number; TASK-<n> without a team. */
  ref: string;
  number: number;
  title: string;
  description: string;
  content: string;
  status: TaskStatus;
  priority: TaskPriority;
  opportunityId: TaskOpportunityId;
  teamId: TaskTeamId;
  ownerId: TaskOwnerId;
  categoryId: TaskCategoryId;
  parentTaskId: TaskParentTaskId;
  subtaskPosition: TaskSubtaskPosition;
  subtaskMode: TaskSubtaskMode;
  workflowId: TaskWorkflowId;
  onboardingStepInstanceId: TaskOnboardingStepInstanceId;
  /** A delivery phase of its opportunity. */
  phaseId: TaskPhaseId;
  /** The cycle of its team it is scheduled in (set with move-cycle); null when unscheduled. */
  cycleId: TaskCycleId;
  /** @minimum 0 */
  estimateMinutes: TaskEstimateMinutes;
  dueDate: TaskDueDate;
  tagIds: string[];
  /** The opportunity's visionPath plus `/<taskId>`; null for orphan tasks. */
  visionPath: TaskVisionPath;
  createdAt: string;
  updatedAt: string;
}

export type SetOpportunityStateBodyState = typeof SetOpportunityStateBodyState[keyof typeof SetOpportunityStateBodyState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetOpportunityStateBodyState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
} as const;

export interface SetOpportunityStateBody {
  state: SetOpportunityStateBodyState;
}

export type RejectOpportunityBodyCategory = typeof RejectOpportunityBodyCategory[keyof typeof RejectOpportunityBodyCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RejectOpportunityBodyCategory = {
  no_demand: 'no_demand',
  not_aligned: 'not_aligned',
  not_viable: 'not_viable',
  not_now: 'not_now',
  duplicate: 'duplicate',
  other: 'other',
} as const;

export interface RejectOpportunityBody {
  category: RejectOpportunityBodyCategory;
  /**
   * @minLength 1
   * @maxLength 2000
   */
  reason: string;
}

export type ApplyOpportunityPrdTemplateBodyMode = typeof ApplyOpportunityPrdTemplateBodyMode[keyof typeof ApplyOpportunityPrdTemplateBodyMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ApplyOpportunityPrdTemplateBodyMode = {
  replace: 'replace',
  append: 'append',
} as const;

export interface ApplyOpportunityPrdTemplateBody {
  /** A PRD template of the org (its UUID). */
  templateId: string;
  mode?: ApplyOpportunityPrdTemplateBodyMode;
}

export type CreateOpportunityObjectiveLinkBodyKind = typeof CreateOpportunityObjectiveLinkBodyKind[keyof typeof CreateOpportunityObjectiveLinkBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateOpportunityObjectiveLinkBodyKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;

export interface CreateOpportunityObjectiveLinkBody {
  objectiveId: ObjectiveRef;
  kind?: CreateOpportunityObjectiveLinkBodyKind;
}

export interface UpdateOpportunityObjectiveLinkBody {
  newObjectiveId: ObjectiveRef;
}

/**
 * One active criterion of the org's scorecard. Every criterion with a positive weight must be scored before the total exists; the positive weights of the set sum to 1. The set is replaced by the admin CLI (criteria:set), never through the API.
 */
export interface ScoringCriterion {
  id: string;
  name: string;
  /**
   * Share of the total (decimal); 0 means the criterion is informative only and not needed for the total.
   * @minimum 0
   * @maximum 1
   */
  weight: number;
  /** true when a high value is bad (Effort): the value counts as (5 - value) / 4 instead of (value - 1) / 4. */
  invert: boolean;
  /**
   * 1 for the first criterion.
   * @minimum 1
   */
  order: number;
}

/**
 * Who set it last; null when that user no longer exists.
 */
export type ScoreValueSetBy = string | null;

/**
 * One shared scorecard value of an opportunity; the last write wins.
 */
export interface ScoreValue {
  criterionId: string;
  /**
   * @minimum 1
   * @maximum 5
   */
  value: number;
  /** Who set it last; null when that user no longer exists. */
  setBy: ScoreValueSetBy;
  setAt: string;
}

/**
 * null until every criterion with a positive weight is scored.
 * @minimum 0
 * @maximum 100
 */
export type ScorecardTotal = number | null;

/**
 * An opportunity's scorecard: the org's active criteria, the values set, and the total 0-100 = Σ weight × normalised value × 100, where a value v counts (v - 1) / 4, or (5 - v) / 4 for an inverted criterion, rounded to 2 decimals. The total is null until every criterion with a positive weight has a value.
 */
export interface Scorecard {
  opportunityId: string;
  criteria: ScoringCriterion[];
  /** One per scored criterion, in criteria order. */
  values: ScoreValue[];
  /**
   * null until every criterion with a positive weight is scored.
   * @minimum 0
   * @maximum 100
   */
  total: ScorecardTotal;
  /** Criteria with a positive weight and no value yet: the total is null while any is left. */
  unscoredCriterionIds: string[];
}

export interface SetOpportunityScoreBody {
  /**
   * 1 (worst) to 5 (best; on an inverted criterion, the most of it).
   * @minimum 1
   * @maximum 5
   */
  value: number;
}

export type RiskVoteVote = typeof RiskVoteVote[keyof typeof RiskVoteVote];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RiskVoteVote = {
  approve: 'approve',
  risky: 'risky',
  reject: 'reject',
} as const;

/**
 * Why; null when none was given.
 */
export type RiskVoteNote = string | null;

/**
 * One user's vote on one validation risk of an opportunity; a new vote replaces the old one.
 */
export interface RiskVote {
  userId: string;
  vote: RiskVoteVote;
  /** Why; null when none was given. */
  note: RiskVoteNote;
  votedAt: string;
}

export type OpportunityRiskRisk = typeof OpportunityRiskRisk[keyof typeof OpportunityRiskRisk];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpportunityRiskRisk = {
  value: 'value',
  usability: 'usability',
  feasibility: 'feasibility',
  viability: 'viability',
} as const;

export type OpportunityRiskAggregate = typeof OpportunityRiskAggregate[keyof typeof OpportunityRiskAggregate];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpportunityRiskAggregate = {
  approve: 'approve',
  risky: 'risky',
  reject: 'reject',
  unassessed: 'unassessed',
} as const;

/**
 * One of the four validation risks of an opportunity (value, usability, feasibility, viability) with its votes, oldest first. `aggregate`: reject when any vote rejects, else risky when any is risky, else approve when there are votes, else unassessed.
 */
export interface OpportunityRisk {
  risk: OpportunityRiskRisk;
  aggregate: OpportunityRiskAggregate;
  votes: RiskVote[];
}

export type SetOpportunityRiskVoteBodyVote = typeof SetOpportunityRiskVoteBodyVote[keyof typeof SetOpportunityRiskVoteBodyVote];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetOpportunityRiskVoteBodyVote = {
  approve: 'approve',
  risky: 'risky',
  reject: 'reject',
} as const;

/**
 * Why (optional); replaces the note of your earlier vote.
 * @maxLength 2000
 */
export type SetOpportunityRiskVoteBodyNote = string | null;

export interface SetOpportunityRiskVoteBody {
  vote: SetOpportunityRiskVoteBodyVote;
  /**
   * Why (optional); replaces the note of your earlier vote.
   * @maxLength 2000
   */
  note?: SetOpportunityRiskVoteBodyNote;
}

/**
 * Who owns the phase; null when nobody does.
 */
export type OpportunityPhaseOwnerId = string | null;

/**
 * When the phase should be done; null means open ended.
 */
export type OpportunityPhaseTargetDate = string | null;

/**
 * A delivery phase of an opportunity: a milestone with a title, an owner and one optional target date, in delivery order. taskCount and doneCount are over leaf tasks only: a task with subtasks does not count itself, its subtasks do. A subtask without a phase of its own belongs to its parent's phase. Tasks join a phase with phaseId (a phase of the task's own opportunity); moving a task to another opportunity unphases it.
 */
export interface OpportunityPhase {
  id: string;
  opportunityId: string;
  title: string;
  /** Who owns the phase; null when nobody does. */
  ownerId: OpportunityPhaseOwnerId;
  /** When the phase should be done; null means open ended. */
  targetDate: OpportunityPhaseTargetDate;
  /**
   * 1 for the first phase in delivery order.
   * @minimum 1
   */
  position: number;
  /**
   * Leaf tasks in the phase.
   * @minimum 0
   */
  taskCount: number;
  /**
   * Completed leaf tasks in the phase.
   * @minimum 0
   */
  doneCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Who owns the phase (a user UUID, or me).
 */
export type CreateOpportunityPhaseBodyOwnerId = UserRef | null;

/**
 * When the phase should be done (YYYY-MM-DD); null or omitted means open ended.
 */
export type CreateOpportunityPhaseBodyTargetDate = string | null;

export interface CreateOpportunityPhaseBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** Who owns the phase (a user UUID, or me). */
  ownerId?: CreateOpportunityPhaseBodyOwnerId;
  /** When the phase should be done (YYYY-MM-DD); null or omitted means open ended. */
  targetDate?: CreateOpportunityPhaseBodyTargetDate;
}

export interface ReorderOpportunityPhasesBody {
  /**
   * Every phase of the opportunity, once each, in delivery order.
   * @maxItems 200
   */
  phaseIds: string[];
}

export type OpportunityUpdateHealth = typeof OpportunityUpdateHealth[keyof typeof OpportunityUpdateHealth];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpportunityUpdateHealth = {
  on_track: 'on_track',
  at_risk: 'at_risk',
  off_track: 'off_track',
} as const;

/**
 * Who posted it; null once the user is gone.
 */
export type OpportunityUpdateAuthorId = string | null;

/**
 * The system comment that carries it on the thread.
 */
export type OpportunityUpdateCommentId = string | null;

/**
 * A status update on an opportunity: what happened and how healthy the delivery is. Each update is also a system comment on the opportunity's thread (commentId), and reaches the feeds of customers linked to the opportunity.
 */
export interface OpportunityUpdate {
  id: string;
  opportunityId: string;
  body: string;
  health: OpportunityUpdateHealth;
  /** Who posted it; null once the user is gone. */
  authorId: OpportunityUpdateAuthorId;
  /** The system comment that carries it on the thread. */
  commentId: OpportunityUpdateCommentId;
  createdAt: string;
}

export type PostOpportunityUpdateBodyHealth = typeof PostOpportunityUpdateBodyHealth[keyof typeof PostOpportunityUpdateBodyHealth];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PostOpportunityUpdateBodyHealth = {
  on_track: 'on_track',
  at_risk: 'at_risk',
  off_track: 'off_track',
} as const;

export interface PostOpportunityUpdateBody {
  /**
   * What happened since the last update (markdown).
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  health: PostOpportunityUpdateBodyHealth;
}

export interface AddOpportunityPrototypeBody {
  /**
   * an http or https URL, such as https://www.figma.com/proto/abc123
   * @minLength 8
   * @maxLength 2000
   * @pattern ^[Hh][Tt][Tt][Pp][Ss]?://[^\s]+$
   */
  url?: string;
  /** An uploaded file (instead of url). */
  fileId?: string;
}

/**
 * The prototype's link; null for a file.
 */
export type OpportunityPrototypeUrl = string | null;

/**
 * The uploaded file; null for a link.
 */
export type OpportunityPrototypeFileId = string | null;

export type OpportunityPrototypeAddedBy = string | null;

/**
 * A prototype of an opportunity — a link (http or https) or an uploaded file.
 */
export interface OpportunityPrototype {
  /** The prototype's link; null for a file. */
  url: OpportunityPrototypeUrl;
  /** The uploaded file; null for a link. */
  fileId: OpportunityPrototypeFileId;
  addedBy: OpportunityPrototypeAddedBy;
  addedAt: string;
}

/**
 * a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$
 */
export type TaskRef = string;

export type CreateTaskBodyStatus = typeof CreateTaskBodyStatus[keyof typeof CreateTaskBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateTaskBodyStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;

export type CreateTaskBodyPriority = typeof CreateTaskBodyPriority[keyof typeof CreateTaskBodyPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateTaskBodyPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;

/**
 * The opportunity (UUID or OPP-<n>); null makes an orphan task.
 */
export type CreateTaskBodyOpportunityId = OpportunityRef | null;

/**
 * A phase of its opportunity.
 */
export type CreateTaskBodyPhaseId = string | null;

/**
 * The team (UUID or prefix).
 */
export type CreateTaskBodyTeamId = TeamRef | null;

/**
 * The owner (a user UUID, or me).
 */
export type CreateTaskBodyOwnerId = UserRef | null;

/**
 * The parent task (UUID or ref).
 */
export type CreateTaskBodyParentTaskId = TaskRef | null;

/**
 * How its own subtasks run: sequential starts each only once the one before is completed.
 */
export type CreateTaskBodySubtaskMode = typeof CreateTaskBodySubtaskMode[keyof typeof CreateTaskBodySubtaskMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateTaskBodySubtaskMode = {
  standalone: 'standalone',
  sequential: 'sequential',
} as const;

/**
 * A category of the org; null clears it.
 */
export type CreateTaskBodyCategoryId = string | null;

/**
 * @minimum 0
 * @maximum 1000000
 */
export type CreateTaskBodyEstimateMinutes = number | null;

export type CreateTaskBodyDueDate = string | null;

/**
 * A template that drives the task: an instance starts with it.
 */
export type CreateTaskBodyWorkflowId = string | null;

export interface CreateTaskBody {
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * The engineering spec (markdown).
   * @maxLength 200000
   */
  content?: string;
  status?: CreateTaskBodyStatus;
  priority?: CreateTaskBodyPriority;
  /** The opportunity (UUID or OPP-<n>); null makes an orphan task. */
  opportunityId?: CreateTaskBodyOpportunityId;
  /** A phase of its opportunity. */
  phaseId?: CreateTaskBodyPhaseId;
  /** The team (UUID or prefix). */
  teamId?: CreateTaskBodyTeamId;
  /** The owner (a user UUID, or me). */
  ownerId?: CreateTaskBodyOwnerId;
  /** The parent task (UUID or ref). */
  parentTaskId?: CreateTaskBodyParentTaskId;
  /** How its own subtasks run: sequential starts each only once the one before is completed. */
  subtaskMode?: CreateTaskBodySubtaskMode;
  /**
   * Place among the parent's subtasks (default last).
   * @minimum 1
   * @maximum 100000
   */
  subtaskPosition?: number;
  /** A category of the org; null clears it. */
  categoryId?: CreateTaskBodyCategoryId;
  /**
   * The whole tag set (UUIDs of the org's tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /**
   * @minimum 0
   * @maximum 1000000
   */
  estimateMinutes?: CreateTaskBodyEstimateMinutes;
  dueDate?: CreateTaskBodyDueDate;
  /** A template that drives the task: an instance starts with it. */
  workflowId?: CreateTaskBodyWorkflowId;
}

export type UpdateTaskBodyStatus = typeof UpdateTaskBodyStatus[keyof typeof UpdateTaskBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateTaskBodyStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;

export type UpdateTaskBodyPriority = typeof UpdateTaskBodyPriority[keyof typeof UpdateTaskBodyPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateTaskBodyPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;

/**
 * The opportunity (UUID or OPP-<n>); null makes an orphan task.
 */
export type UpdateTaskBodyOpportunityId = OpportunityRef | null;

/**
 * A phase of its opportunity; null unphases it.
 */
export type UpdateTaskBodyPhaseId = string | null;

/**
 * The team (UUID or prefix); null clears it.
 */
export type UpdateTaskBodyTeamId = TeamRef | null;

/**
 * The owner (a user UUID, or me); null clears it.
 */
export type UpdateTaskBodyOwnerId = UserRef | null;

/**
 * The parent task (UUID or ref); null clears it.
 */
export type UpdateTaskBodyParentTaskId = TaskRef | null;

/**
 * How its own subtasks run: sequential starts each only once the one before is completed.
 */
export type UpdateTaskBodySubtaskMode = typeof UpdateTaskBodySubtaskMode[keyof typeof UpdateTaskBodySubtaskMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateTaskBodySubtaskMode = {
  standalone: 'standalone',
  sequential: 'sequential',
} as const;

/**
 * A category of the org; null clears it.
 */
export type UpdateTaskBodyCategoryId = string | null;

/**
 * @minimum 0
 * @maximum 1000000
 */
export type UpdateTaskBodyEstimateMinutes = number | null;

export type UpdateTaskBodyDueDate = string | null;

export interface UpdateTaskBody {
  /**
   * @minLength 1
   * @maxLength 300
   */
  title?: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * The engineering spec (markdown).
   * @maxLength 200000
   */
  content?: string;
  status?: UpdateTaskBodyStatus;
  priority?: UpdateTaskBodyPriority;
  /** The opportunity (UUID or OPP-<n>); null makes an orphan task. */
  opportunityId?: UpdateTaskBodyOpportunityId;
  /** A phase of its opportunity; null unphases it. */
  phaseId?: UpdateTaskBodyPhaseId;
  /** The team (UUID or prefix); null clears it. */
  teamId?: UpdateTaskBodyTeamId;
  /** The owner (a user UUID, or me); null clears it. */
  ownerId?: UpdateTaskBodyOwnerId;
  /** The parent task (UUID or ref); null clears it. */
  parentTaskId?: UpdateTaskBodyParentTaskId;
  /** How its own subtasks run: sequential starts each only once the one before is completed. */
  subtaskMode?: UpdateTaskBodySubtaskMode;
  /**
   * Place among the parent's subtasks.
   * @minimum 1
   * @maximum 100000
   */
  subtaskPosition?: number;
  /** A category of the org; null clears it. */
  categoryId?: UpdateTaskBodyCategoryId;
  /**
   * The whole tag set (UUIDs of the org's tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /**
   * @minimum 0
   * @maximum 1000000
   */
  estimateMinutes?: UpdateTaskBodyEstimateMinutes;
  dueDate?: UpdateTaskBodyDueDate;
}

export type SetTaskStatusBodyStatus = typeof SetTaskStatusBodyStatus[keyof typeof SetTaskStatusBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetTaskStatusBodyStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;

export interface SetTaskStatusBody {
  status: SetTaskStatusBodyStatus;
}

/**
 * @minimum 0
 */
export type TaskAssignmentEstimatedHours = number | null;

/**
 * One person's assignment to a task with their own estimate.
 */
export interface TaskAssignment {
  taskId: string;
  userId: string;
  /** @minimum 0 */
  estimatedHours: TaskAssignmentEstimatedHours;
  createdAt: string;
  updatedAt: string;
}

/**
 * @minimum 0
 * @maximum 10000
 */
export type CreateTaskAssignmentBodyEstimatedHours = number | null;

export interface CreateTaskAssignmentBody {
  userId: UserRef;
  /**
   * @minimum 0
   * @maximum 10000
   */
  estimatedHours?: CreateTaskAssignmentBodyEstimatedHours;
}

/**
 * @minimum 0
 * @maximum 10000
 */
export type UpdateTaskAssignmentBodyEstimatedHours = number | null;

export interface UpdateTaskAssignmentBody {
  /**
   * @minimum 0
   * @maximum 10000
   */
  estimatedHours: UpdateTaskAssignmentBodyEstimatedHours;
}

export type TeamDefaultPrdTemplateId = string | null;

/**
 * Who is notified when an insight is sent to this team for review.
 */
export type TeamInsightReviewerId = string | null;

/**
 * A team; `prefix` prefixes its tasks' refs.
 */
export interface Team {
  id: string;
  orgId: string;
  name: string;
  description: string;
  /** @pattern ^[A-Z][A-Z0-9]{1,3}$ */
  prefix: string;
  defaultPrdTemplateId: TeamDefaultPrdTemplateId;
  /** Who is notified when an insight is sent to this team for review. */
  insightReviewerId: TeamInsightReviewerId;
  /** @minimum 0 */
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Who reviews insights sent to the team (a user UUID, or me).
 */
export type CreateTeamBodyInsightReviewerId = UserRef | null;

export interface CreateTeamBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * 2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)
   * @pattern ^[A-Z][A-Z0-9]{1,3}$
   */
  prefix: string;
  /** Who reviews insights sent to the team (a user UUID, or me). */
  insightReviewerId?: CreateTeamBodyInsightReviewerId;
}

/**
 * Who reviews insights sent to the team (a user UUID, or me); null clears it.
 */
export type UpdateTeamBodyInsightReviewerId = UserRef | null;

/**
 * The team's default PRD template: an org-wide one or one of this team's; null clears it.
 */
export type UpdateTeamBodyDefaultPrdTemplateId = string | null;

export interface UpdateTeamBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * 2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)
   * @pattern ^[A-Z][A-Z0-9]{1,3}$
   */
  prefix?: string;
  /** Who reviews insights sent to the team (a user UUID, or me); null clears it. */
  insightReviewerId?: UpdateTeamBodyInsightReviewerId;
  /** The team's default PRD template: an org-wide one or one of this team's; null clears it. */
  defaultPrdTemplateId?: UpdateTeamBodyDefaultPrdTemplateId;
}

export type OrgRole = typeof OrgRole[keyof typeof OrgRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrgRole = {
  engineer: 'engineer',
  pm: 'pm',
  em: 'em',
  executive: 'executive',
  admin: 'admin',
  sales: 'sales',
  operations: 'operations',
} as const;

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  orgRole: OrgRole;
  joinedAt: string;
}

export interface AddTeamMemberBody {
  userId: UserRef;
}

/**
 * person, or app: the user an OAuth app acts as when an admin approved it with actor=app; what it writes (createdBy, authorId, the activity log) names this user, whose name is the app's.
 */
export type UserKind = typeof UserKind[keyof typeof UserKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserKind = {
  person: 'person',
  app: 'app',
} as const;

export type UserSalaryMonthly = number | null;

export type UserSalaryCurrency = 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD' | 'CHF' | 'SEK' | 'NOK' | 'DKK' | 'JPY' | null;

export type UserWeeklyHours = number | null;

/**
 * The user's avatar image file; null when none.
 */
export type UserAvatarFileId = string | null;

/**
 * When an admin deactivated the user (admin CLI user:deactivate): their keys and the OAuth grants acting as them stopped then. null while active.
 */
export type UserDeactivatedAt = string | null;

/**
 * A user. The financial fields salaryMonthly, salaryCurrency and weeklyHours are present only for credentials holding compensation:read or a leadership role (em, executive, admin).
 */
export interface User {
  id: string;
  orgId: string;
  name: string;
  email: string;
  /** person, or app: the user an OAuth app acts as when an admin approved it with actor=app; what it writes (createdBy, authorId, the activity log) names this user, whose name is the app's. */
  kind: UserKind;
  orgRole: OrgRole;
  /** The id of the user's role in the role catalog (GET /api/v1/roles): the same value as orgRole. */
  orgRoleId: OrgRole;
  salaryMonthly?: UserSalaryMonthly;
  salaryCurrency?: UserSalaryCurrency;
  weeklyHours?: UserWeeklyHours;
  /** The user's avatar image file; null when none. */
  avatarFileId: UserAvatarFileId;
  /** When an admin deactivated the user (admin CLI user:deactivate): their keys and the OAuth grants acting as them stopped then. null while active. */
  deactivatedAt: UserDeactivatedAt;
  createdAt: string;
  updatedAt: string;
}

/**
 * @minimum 0
 * @maximum 999999999999
 */
export type UpdateUserBodySalaryMonthly = number | null;

export type UpdateUserBodySalaryCurrency = 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD' | 'CHF' | 'SEK' | 'NOK' | 'DKK' | 'JPY' | null;

/**
 * @minimum 0
 * @maximum 168
 */
export type UpdateUserBodyWeeklyHours = number | null;

export interface UpdateUserBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 320 */
  email?: string;
  orgRole?: OrgRole;
  /**
   * @minimum 0
   * @maximum 999999999999
   */
  salaryMonthly?: UpdateUserBodySalaryMonthly;
  salaryCurrency?: UpdateUserBodySalaryCurrency;
  /**
   * @minimum 0
   * @maximum 168
   */
  weeklyHours?: UpdateUserBodyWeeklyHours;
}

/**
 * admin: may rename, archive and manage members.
 */
export type RoomMembershipRole = 'admin' | 'member' | null;

/**
 * Which messages notify you: all, only mentions of you, or none.
 */
export type RoomMembershipNotificationLevel = typeof RoomMembershipNotificationLevel[keyof typeof RoomMembershipNotificationLevel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomMembershipNotificationLevel = {
  all: 'all',
  mentions: 'mentions',
  none: 'none',
} as const;

/**
 * The caller's own membership of a room. joined false with role null: not a member (an open room can be joined). Every user is a member of the org's system room.
 */
export interface RoomMembership {
  roomId: string;
  userId: string;
  joined: boolean;
  /** admin: may rename, archive and manage members. */
  role: RoomMembershipRole;
  pinned: boolean;
  /** Which messages notify you: all, only mentions of you, or none. */
  notificationLevel: RoomMembershipNotificationLevel;
}

export type RoomKind = typeof RoomKind[keyof typeof RoomKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomKind = {
  dm: 'dm',
  group: 'group',
  system: 'system',
} as const;

/**
 * open: anyone in the org can find and join it; private: invisible to non-members. DMs are private.
 */
export type RoomVisibility = typeof RoomVisibility[keyof typeof RoomVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomVisibility = {
  open: 'open',
  private: 'private',
} as const;

export type RoomArchivedAt = string | null;

export type RoomCreatedBy = string | null;

/**
 * In a DM: the other member.
 */
export type RoomDmUserId = string | null;

/**
 * A room: a direct-message room between two users (dm), a group channel (group) or the org's system room (system), where the service posts decisions and publications. Rooms are never deleted; archived ones are read-only.
 */
export interface Room {
  id: string;
  orgId: string;
  kind: RoomKind;
  /** A DM's name is the other member's name. */
  name: string;
  description: string;
  /** open: anyone in the org can find and join it; private: invisible to non-members. DMs are private. */
  visibility: RoomVisibility;
  archived: boolean;
  archivedAt: RoomArchivedAt;
  createdBy: RoomCreatedBy;
  /** In a DM: the other member. */
  dmUserId: RoomDmUserId;
  /** @minimum 0 */
  memberCount: number;
  membership: RoomMembership;
  createdAt: string;
  updatedAt: string;
}

export type CreateRoomBodyVisibility = typeof CreateRoomBodyVisibility[keyof typeof CreateRoomBodyVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateRoomBodyVisibility = {
  open: 'open',
  private: 'private',
} as const;

export interface CreateRoomBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 5000 */
  description?: string;
  visibility?: CreateRoomBodyVisibility;
  /**
   * Users to add besides the caller (at least one other user).
   * @minItems 1
   * @maxItems 200
   */
  memberIds: UserRef[];
}

export interface CreateDmRoomBody {
  userId: UserRef;
}

export interface UpdateRoomBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 5000 */
  description?: string;
}

export type RoomMemberRole = typeof RoomMemberRole[keyof typeof RoomMemberRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomMemberRole = {
  admin: 'admin',
  member: 'member',
} as const;

/**
 * null for the system room, whose members are every user of the org.
 */
export type RoomMemberJoinedAt = string | null;

export interface RoomMember {
  roomId: string;
  userId: string;
  name: string;
  email: string;
  role: RoomMemberRole;
  /** null for the system room, whose members are every user of the org. */
  joinedAt: RoomMemberJoinedAt;
}

/**
 * member (the default for a new member) or admin; left out, an existing member keeps their role.
 */
export type AddRoomMemberBodyRole = typeof AddRoomMemberBodyRole[keyof typeof AddRoomMemberBodyRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AddRoomMemberBodyRole = {
  member: 'member',
  admin: 'admin',
} as const;

export interface AddRoomMemberBody {
  userId: UserRef;
  /** member (the default for a new member) or admin; left out, an existing member keeps their role. */
  role?: AddRoomMemberBodyRole;
}

export interface RoomMemberRemoved {
  roomId: string;
  userId: string;
  deleted: true;
}

export type UpdateRoomMembershipBodyNotificationLevel = typeof UpdateRoomMembershipBodyNotificationLevel[keyof typeof UpdateRoomMembershipBodyNotificationLevel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateRoomMembershipBodyNotificationLevel = {
  all: 'all',
  mentions: 'mentions',
  none: 'none',
} as const;

export interface UpdateRoomMembershipBody {
  joined?: boolean;
  pinned?: boolean;
  notificationLevel?: UpdateRoomMembershipBodyNotificationLevel;
}

/**
 * One emoji's reactions on a message or comment.
 */
export interface ReactionCount {
  emoji: string;
  /** @minimum 1 */
  count: number;
  reactedByMe: boolean;
}

/**
 * pending (upload requested, bytes not confirmed), processing (confirmed; the integrity check runs), clean (size, SHA-256 and sniffed type match what was declared) or failed (see processingError; the bytes were removed from the store).
 */
export type FileStatus = typeof FileStatus[keyof typeof FileStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileStatus = {
  pending: 'pending',
  processing: 'processing',
  clean: 'clean',
  failed: 'failed',
} as const;

/**
 * A file attached to a message or comment; read the file by id for its download URL.
 */
export interface AttachmentSummary {
  fileId: string;
  filename: string;
  contentType: string;
  size: number;
  status: FileStatus;
}

export type MessageParentId = string | null;

export type MessageAuthorId = string | null;

export type MessageAuthorName = string | null;

export type MessagePinnedAt = string | null;

export type MessagePinnedBy = string | null;

/**
 * A message in a room. parentId is null for a top-level message and names its top-level message for a reply (two levels). System messages (system true, authorId null) are posted by the service and cannot be edited or deleted. A deleted top-level message that had replies stays with an empty body and deleted true.
 */
export interface Message {
  id: string;
  orgId: string;
  roomId: string;
  parentId: MessageParentId;
  authorId: MessageAuthorId;
  authorName: MessageAuthorName;
  body: string;
  system: boolean;
  edited: boolean;
  deleted: boolean;
  pinned: boolean;
  pinnedAt: MessagePinnedAt;
  pinnedBy: MessagePinnedBy;
  /**
   * Replies to a top-level message; 0 for replies.
   * @minimum 0
   */
  replyCount: number;
  reactions: ReactionCount[];
  /** Files attached to it, in the order attached. */
  attachments: AttachmentSummary[];
  createdAt: string;
  updatedAt: string;
}

export interface CreateMessageBody {
  /**
   * Markdown text; @Name or @"Full Name" mentions notify that user.
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  /**
   * Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments.
   * @maxItems 10
   */
  attachments?: string[];
  /** Room UUID of a room you are a member of. */
  roomId: string;
  /** The message to reply to. */
  parentId?: string;
}

export interface UpdateMessageBody {
  /**
   * Markdown text; @Name or @"Full Name" mentions notify that user.
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  /**
   * Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments.
   * @maxItems 10
   */
  attachments?: string[];
}

export interface SetMessagePinnedBody {
  pinned: boolean;
}

export interface SetMessageReactionBody {
  /**
   * one emoji or a shortcode without spaces, such as 👍 or :rocket:
   * @minLength 1
   * @maxLength 64
   * @pattern ^\S+$
   */
  emoji: string;
  on: boolean;
}

/**
 * The kind of entity a comment thread belongs to.
 */
export type CommentEntityType = typeof CommentEntityType[keyof typeof CommentEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CommentEntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
} as const;

export type CommentParentId = string | null;

export type CommentAuthorId = string | null;

export type CommentAuthorName = string | null;

export type CommentArchivedAt = string | null;

export type CommentArchivedBy = string | null;

/**
 * A comment in an entity's thread. parentId names the top-level comment of a reply (one reply level). System comments (system true, authorId null) record decisions the service made and cannot be edited or deleted. Archived comments are hidden from the default list.
 */
export interface Comment {
  id: string;
  orgId: string;
  entityType: CommentEntityType;
  entityId: string;
  parentId: CommentParentId;
  authorId: CommentAuthorId;
  authorName: CommentAuthorName;
  body: string;
  system: boolean;
  edited: boolean;
  archived: boolean;
  archivedAt: CommentArchivedAt;
  archivedBy: CommentArchivedBy;
  reactions: ReactionCount[];
  /** Files attached to it, in the order attached. */
  attachments: AttachmentSummary[];
  createdAt: string;
  updatedAt: string;
}

export interface CreateCommentBody {
  /**
   * Markdown text; @Name or @"Full Name" mentions notify that user.
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  /**
   * Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments.
   * @maxItems 10
   */
  attachments?: string[];
  entityType: CommentEntityType;
  /**
   * Entity UUID or ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12).
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
  /** The comment to reply to. */
  parentId?: string;
}

export interface UpdateCommentBody {
  /**
   * Markdown text; @Name or @"Full Name" mentions notify that user.
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  /**
   * Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments.
   * @maxItems 10
   */
  attachments?: string[];
}

export interface SetCommentArchivedBody {
  archived: boolean;
}

export interface SetCommentReactionBody {
  /**
   * one emoji or a shortcode without spaces, such as 👍 or :rocket:
   * @minLength 1
   * @maxLength 64
   * @pattern ^\S+$
   */
  emoji: string;
  on: boolean;
}

/**
 * What a template drives — opportunity delivery, task work, or customer onboarding (customer).
 */
export type TemplateEntityType = typeof TemplateEntityType[keyof typeof TemplateEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  customer: 'customer',
} as const;

/**
 * Who owns the step when an instance starts.
 */
export type TemplateStepDefaultDriUserId = string | null;

/**
 * An org role (pm, engineer, …) whose holder owns the step when no user is set: the entity's lead or owner when they have it.
 */
export type TemplateStepDefaultDriRole = string | null;

/**
 * Hours from activation until the step is due.
 * @minimum 1
 */
export type TemplateStepSlaHours = number | null;

export type TemplateStepTerminal = 'completed' | 'cancelled' | null;

/**
 * One ordered step of a template. The last two steps of every template are the system-managed terminal steps Completed and Cancelled (terminal completed | cancelled, system true): created with it, never edited, reordered or deleted.
 */
export interface TemplateStep {
  id: string;
  templateId: string;
  title: string;
  description: string;
  /**
   * 1 for the first step; terminal steps come last.
   * @minimum 1
   */
  position: number;
  /** Who owns the step when an instance starts. */
  defaultDriUserId: TemplateStepDefaultDriUserId;
  /** An org role (pm, engineer, …) whose holder owns the step when no user is set: the entity's lead or owner when they have it. */
  defaultDriRole: TemplateStepDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   */
  slaHours: TemplateStepSlaHours;
  terminal: TemplateStepTerminal;
  /** true for the terminal steps. */
  system: boolean;
}

export type TemplateCreatedBy = string | null;

/**
 * A workflow template: ordered steps that drive an opportunity's delivery, a task's work or a customer's onboarding. isDefault marks the one default template of its defaultEntityType.
 */
export interface Template {
  id: string;
  orgId: string;
  name: string;
  description: string;
  defaultEntityType: TemplateEntityType;
  isDefault: boolean;
  /** In order; the terminal Completed and Cancelled steps last. */
  steps: TemplateStep[];
  createdBy: TemplateCreatedBy;
  createdAt: string;
  updatedAt: string;
}

/**
 * Who owns the step when an instance starts (a user UUID, or me).
 */
export type CreateTemplateBodyStepsItemDefaultDriUserId = UserRef | null;

/**
 * An org role: the entity's lead or owner owns the step when they hold it and no user is set.
 */
export type CreateTemplateBodyStepsItemDefaultDriRole = 'engineer' | 'pm' | 'em' | 'executive' | 'admin' | 'sales' | 'operations' | null;

/**
 * Hours from activation until the step is due.
 * @minimum 1
 * @maximum 87600
 */
export type CreateTemplateBodyStepsItemSlaHours = number | null;

export type CreateTemplateBodyStepsItem = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @maxLength 5000 */
  description?: string;
  /** Who owns the step when an instance starts (a user UUID, or me). */
  defaultDriUserId?: CreateTemplateBodyStepsItemDefaultDriUserId;
  /** An org role: the entity's lead or owner owns the step when they hold it and no user is set. */
  defaultDriRole?: CreateTemplateBodyStepsItemDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   * @maximum 87600
   */
  slaHours?: CreateTemplateBodyStepsItemSlaHours;
};

export interface CreateTemplateBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 5000 */
  description?: string;
  defaultEntityType: TemplateEntityType;
  isDefault?: boolean;
  /** @maxItems 50 */
  steps?: CreateTemplateBodyStepsItem[];
}

export interface HandoffTemplateStepBody {
  /** The step instance to activate. */
  stepInstanceId: string;
  /** Complete the active step (true) or pause it (false). */
  markComplete?: boolean;
  /**
   * What the next owner needs to know.
   * @maxLength 5000
   */
  message?: string;
}

/**
 * The template step it was made from (null once that step is deleted).
 */
export type StepInstanceStepId = string | null;

export type StepInstanceTerminal = 'completed' | 'cancelled' | null;

export type StepInstanceStatus = typeof StepInstanceStatus[keyof typeof StepInstanceStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StepInstanceStatus = {
  pending: 'pending',
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
  cancelled: 'cancelled',
} as const;

export type StepInstanceDriId = string | null;

export type StepInstanceSlaHours = number | null;

export type StepInstanceStartedAt = string | null;

/**
 * startedAt plus slaHours.
 */
export type StepInstanceDueAt = string | null;

export type StepInstanceCompletedAt = string | null;

export type StepInstanceAllowedMovesItem = typeof StepInstanceAllowedMovesItem[keyof typeof StepInstanceAllowedMovesItem];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StepInstanceAllowedMovesItem = {
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
} as const;

/**
 * One step of a running (or ended) template instance. Statuses: pending, active, paused, completed, skipped, cancelled. Moves: pending → active | skipped; active → paused | completed | skipped; paused → active | skipped. Completing or skipping activates the next pending step; reaching a terminal step ends the instance (the Completed step completed, or the Cancelled step cancelled).
 */
export interface StepInstance {
  id: string;
  instanceId: string;
  /** The template step it was made from (null once that step is deleted). */
  stepId: StepInstanceStepId;
  title: string;
  description: string;
  /** @minimum 1 */
  position: number;
  terminal: StepInstanceTerminal;
  status: StepInstanceStatus;
  driId: StepInstanceDriId;
  slaHours: StepInstanceSlaHours;
  startedAt: StepInstanceStartedAt;
  /** startedAt plus slaHours. */
  dueAt: StepInstanceDueAt;
  completedAt: StepInstanceCompletedAt;
  /** The statuses this step may move to now. */
  allowedMoves: StepInstanceAllowedMovesItem[];
}

export type TemplateInstanceStatus = typeof TemplateInstanceStatus[keyof typeof TemplateInstanceStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateInstanceStatus = {
  running: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

/**
 * The active or paused step, else the next pending one; null once ended.
 */
export type TemplateInstanceCurrentStep = StepInstance | null;

export type TemplateInstanceEndedAt = string | null;

/**
 * A template applied to one entity: its step instances in order and the step now active. status running until a terminal step is reached (completed or cancelled).
 */
export interface TemplateInstance {
  id: string;
  orgId: string;
  templateId: string;
  templateName: string;
  entityType: TemplateEntityType;
  entityId: string;
  status: TemplateInstanceStatus;
  /** The active or paused step, else the next pending one; null once ended. */
  currentStep: TemplateInstanceCurrentStep;
  steps: StepInstance[];
  createdAt: string;
  updatedAt: string;
  endedAt: TemplateInstanceEndedAt;
}

/**
 * Who owns the step when an instance starts (a user UUID, or me).
 */
export type UpdateTemplateStepBodyDefaultDriUserId = UserRef | null;

/**
 * An org role: the entity's lead or owner owns the step when they hold it and no user is set.
 */
export type UpdateTemplateStepBodyDefaultDriRole = 'engineer' | 'pm' | 'em' | 'executive' | 'admin' | 'sales' | 'operations' | null;

/**
 * Hours from activation until the step is due.
 * @minimum 1
 * @maximum 87600
 */
export type UpdateTemplateStepBodySlaHours = number | null;

export interface UpdateTemplateStepBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** @maxLength 5000 */
  description?: string;
  /** Who owns the step when an instance starts (a user UUID, or me). */
  defaultDriUserId?: UpdateTemplateStepBodyDefaultDriUserId;
  /** An org role: the entity's lead or owner owns the step when they hold it and no user is set. */
  defaultDriRole?: UpdateTemplateStepBodyDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   * @maximum 87600
   */
  slaHours?: UpdateTemplateStepBodySlaHours;
  /**
   * 1-based among the non-terminal steps.
   * @minimum 1
   * @maximum 1000
   */
  position?: number;
}

export interface StartTemplateInstanceBody {
  templateId: string;
  entityType: TemplateEntityType;
  /**
   * The entity: UUID or ref (OPP-4, ENG-12).
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
  activateFirstStep?: boolean;
}

export interface SwapTemplateInstanceBody {
  templateId: string;
  entityType: TemplateEntityType;
  /**
   * The entity: UUID or ref (OPP-4, ENG-12).
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
}

export type UpdateStepInstanceBodyStatus = typeof UpdateStepInstanceBodyStatus[keyof typeof UpdateStepInstanceBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateStepInstanceBodyStatus = {
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
} as const;

/**
 * The new owner (a user UUID, or me).
 */
export type UpdateStepInstanceBodyDriId = UserRef | null;

export interface UpdateStepInstanceBody {
  status?: UpdateStepInstanceBodyStatus;
  /** The new owner (a user UUID, or me). */
  driId?: UpdateStepInstanceBodyDriId;
}

export interface UpdateTemplateBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 5000 */
  description?: string;
  isDefault?: boolean;
}

/**
 * Who owns the step when an instance starts (a user UUID, or me).
 */
export type AddTemplateStepBodyDefaultDriUserId = UserRef | null;

/**
 * An org role: the entity's lead or owner owns the step when they hold it and no user is set.
 */
export type AddTemplateStepBodyDefaultDriRole = 'engineer' | 'pm' | 'em' | 'executive' | 'admin' | 'sales' | 'operations' | null;

/**
 * Hours from activation until the step is due.
 * @minimum 1
 * @maximum 87600
 */
export type AddTemplateStepBodySlaHours = number | null;

export interface AddTemplateStepBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @maxLength 5000 */
  description?: string;
  /** Who owns the step when an instance starts (a user UUID, or me). */
  defaultDriUserId?: AddTemplateStepBodyDefaultDriUserId;
  /** An org role: the entity's lead or owner owns the step when they hold it and no user is set. */
  defaultDriRole?: AddTemplateStepBodyDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   * @maximum 87600
   */
  slaHours?: AddTemplateStepBodySlaHours;
  /**
   * 1-based among the non-terminal steps; past the end means last.
   * @minimum 1
   * @maximum 1000
   */
  position?: number;
}

/**
 * Where a template is in use — the entities it drives, by type, and its running instances.
 */
export interface TemplateUsage {
  templateId: string;
  /**
   * Entities on this template (workflowId) or with an instance of it.
   * @minimum 0
   */
  total: number;
  /** @minimum 0 */
  opportunity: number;
  /** @minimum 0 */
  task: number;
  /** @minimum 0 */
  customer: number;
  /** @minimum 0 */
  runningInstances: number;
}

export interface ReassignTemplateBody {
  /** The template to move to (not this one). */
  replacementId: string;
}

/**
 * a colour as # and six hex digits, such as #d73a4a
 * @pattern ^#[0-9a-fA-F]{6}$
 */
export type Color = string;

/**
 * A category that tasks and opportunities are filed under. `slug` is derived from the label when the category is created and never changes; the system categories Bug and Incident exist in every org and cannot be deleted. Lists are in `sortOrder`, then label.
 */
export interface Category {
  id: string;
  orgId: string;
  label: string;
  /** The label in lower case with dashes, unique in the org (a numeric suffix such as bug-2 when taken); never changes. */
  slug: string;
  color: Color;
  /**
   * Position in lists; lower first.
   * @minimum 0
   */
  sortOrder: number;
  /** Bug and Incident: present in every org, never deleted. */
  system: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CreateCategoryBody {
  /**
   * The name shown for the category.
   * @minLength 1
   * @maxLength 100
   */
  label: string;
  color?: Color;
  /**
   * Position in lists; lower first.
   * @minimum 0
   * @maximum 1000000
   */
  sortOrder?: number;
}

export interface UpdateCategoryBody {
  /**
   * The name shown for the category.
   * @minLength 1
   * @maxLength 100
   */
  label?: string;
  color?: Color;
  /**
   * Position in lists; lower first.
   * @minimum 0
   * @maximum 1000000
   */
  sortOrder?: number;
}

export type TagColor = Color | null;

/**
 * A tag of the org, applied to opportunities, tasks and insights through their `tagIds`. Its name is unique in the org regardless of case.
 */
export interface Tag {
  id: string;
  orgId: string;
  name: string;
  color: TagColor;
  createdAt: string;
  updatedAt: string;
}

/**
 * a colour as # and six hex digits, such as #d73a4a; null or omitted for none
 */
export type CreateTagBodyColor = Color | null;

export interface CreateTagBody {
  /**
   * Unique in the org, regardless of case.
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /** a colour as # and six hex digits, such as #d73a4a; null or omitted for none */
  color?: CreateTagBodyColor;
}

/**
 * a colour as # and six hex digits, such as #d73a4a; null clears it
 */
export type UpdateTagBodyColor = Color | null;

export interface UpdateTagBody {
  /**
   * Unique in the org, regardless of case.
   * @minLength 1
   * @maxLength 100
   */
  name?: string;
  /** a colour as # and six hex digits, such as #d73a4a; null clears it */
  color?: UpdateTagBodyColor;
}

/**
 * The owning team; null for an org-wide template.
 */
export type PrdTemplateTeamId = string | null;

export type PrdTemplateCreatedBy = string | null;

/**
 * A PRD template: markdown that starts an opportunity's product requirements document. `teamId` null means org-wide; otherwise it belongs to that team, whose members see it.
 */
export interface PrdTemplate {
  id: string;
  orgId: string;
  name: string;
  /** Markdown. */
  content: string;
  /** The owning team; null for an org-wide template. */
  teamId: PrdTemplateTeamId;
  createdBy: PrdTemplateCreatedBy;
  createdAt: string;
  updatedAt: string;
}

/**
 * The owning team (UUID or prefix such as ENG); null or omitted for an org-wide template.
 */
export type CreatePrdTemplateBodyTeamId = TeamRef | null;

export interface CreatePrdTemplateBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Markdown.
   * @maxLength 200000
   */
  content?: string;
  /** The owning team (UUID or prefix such as ENG); null or omitted for an org-wide template. */
  teamId?: CreatePrdTemplateBodyTeamId;
}

/**
 * Move it to this team (UUID or prefix such as ENG); null makes it org-wide.
 */
export type UpdatePrdTemplateBodyTeamId = TeamRef | null;

export interface UpdatePrdTemplateBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /**
   * Markdown.
   * @maxLength 200000
   */
  content?: string;
  /** Move it to this team (UUID or prefix such as ENG); null makes it org-wide. */
  teamId?: UpdatePrdTemplateBodyTeamId;
}

export type ContextObjectiveStatus = typeof ContextObjectiveStatus[keyof typeof ContextObjectiveStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContextObjectiveStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;

export type ContextObjectiveLinkKind = typeof ContextObjectiveLinkKind[keyof typeof ContextObjectiveLinkKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContextObjectiveLinkKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;

export type ContextObjectiveMetricOneOf = {
  id: string;
  ref: string;
  name: string;
  unit: string;
};

export type ContextObjectiveMetric = ContextObjectiveMetricOneOf | null;

export type ContextObjectiveOperator = 'gte' | 'lte' | 'eq' | null;

export type ContextObjectiveTarget = number | null;

export type ContextObjectiveLatestReadingOneOf = {
  value: number;
  recordedAt: string;
};

export type ContextObjectiveLatestReading = ContextObjectiveLatestReadingOneOf | null;

export type ContextObjectiveProgress = ObjectiveProgress | null;

/**
 * An objective an opportunity serves, with its metric, target, latest reading and progress toward the target.
 */
export interface ContextObjective {
  id: string;
  ref: string;
  title: string;
  status: ContextObjectiveStatus;
  linkKind: ContextObjectiveLinkKind;
  metric: ContextObjectiveMetric;
  operator: ContextObjectiveOperator;
  target: ContextObjectiveTarget;
  latestReading: ContextObjectiveLatestReading;
  progress: ContextObjectiveProgress;
}

/**
 * A customer's lifecycle status. Moves: any customer → churned or lost; prospect → onboarding, pilot, live; onboarding → pilot, live; pilot → onboarding, live; churned → prospect; lost → prospect. Moving to churned or lost needs a reason, stored as an insight rooted at the customer (source observation).
 */
export type CustomerStatus = typeof CustomerStatus[keyof typeof CustomerStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerStatus = {
  prospect: 'prospect',
  onboarding: 'onboarding',
  pilot: 'pilot',
  live: 'live',
  churned: 'churned',
  lost: 'lost',
} as const;

export type ContextCustomerArr = number | null;

export type ContextCustomerHealth = 'healthy' | 'at_risk' | 'critical' | null;

export type ContextCustomerStepInstanceId = string | null;

/**
 * A customer linked to the opportunity, with the template step its link is pinned to.
 */
export interface ContextCustomer {
  id: string;
  ref: string;
  name: string;
  status: CustomerStatus;
  arr: ContextCustomerArr;
  health: ContextCustomerHealth;
  stepInstanceId: ContextCustomerStepInstanceId;
}

/**
 * An insight's status. created: recorded; review: sent to a team's insight reviewer; need_context: returned to its recorder for more context; active: work is linked; delivered: all linked work completed; rejected, archived: decided (archived insights are hidden from default lists); stale: left alone. rejected, delivered and archived are terminal outcomes.
 */
export type InsightStatus = typeof InsightStatus[keyof typeof InsightStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightStatus = {
  created: 'created',
  review: 'review',
  need_context: 'need_context',
  active: 'active',
  rejected: 'rejected',
  delivered: 'delivered',
  stale: 'stale',
  archived: 'archived',
} as const;

export type ContextInsightInterpretation = string | null;

export type ContextInsightMoscow = 'must' | 'should' | 'could' | 'wont' | null;

export type ContextInsightDeadline = string | null;

export type ContextInsightCustomerId = string | null;

/**
 * An insight linked to the opportunity, with its link flags; archived insights are left out.
 */
export interface ContextInsight {
  id: string;
  ref: string;
  verbatim: string;
  interpretation: ContextInsightInterpretation;
  status: InsightStatus;
  moscow: ContextInsightMoscow;
  deadline: ContextInsightDeadline;
  customerId: ContextInsightCustomerId;
  pinned: boolean;
  blocking: boolean;
}

export type ActiveStepTemplateId = string | null;

export type ActiveStepStatus = typeof ActiveStepStatus[keyof typeof ActiveStepStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActiveStepStatus = {
  running: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

export type ActiveStepCurrentStep = StepInstance | null;

/**
 * The template driving the entity and its current step (active or paused, else the next pending one).
 */
export interface ActiveStep {
  instanceId: string;
  templateId: ActiveStepTemplateId;
  templateName: string;
  status: ActiveStepStatus;
  currentStep: ActiveStepCurrentStep;
}

/**
 * <owner>/<repo>#<number>.
 */
export type ContextPullRequestExternalId = string | null;

export type ContextPullRequestState = 'open' | 'merged' | 'closed' | null;

export type ContextPullRequestTaskId = string | null;

export type ContextPullRequestTaskRef = string | null;

/**
 * A pull request linked to a task or an opportunity, as a context bundle carries it: linked by the GitHub integration when a task ref (ENG-12) appears in the pull request's title or branch. taskId and taskRef name the task it is linked to; both are null for a pull request linked to the opportunity itself.
 */
export interface ContextPullRequest {
  /** The external link's id. */
  id: string;
  provider: string;
  /** <owner>/<repo>#<number>. */
  externalId: ContextPullRequestExternalId;
  url: string;
  title: string;
  state: ContextPullRequestState;
  taskId: ContextPullRequestTaskId;
  taskRef: ContextPullRequestTaskRef;
  /** When the link last changed (its title or state). */
  updatedAt: string;
}

/**
 * null without objective:read.
 */
export type OpportunityContextObjectives = ContextObjective[] | null;

/**
 * Linked customers by name; null without customer:read.
 */
export type OpportunityContextCustomers = ContextCustomer[] | null;

/**
 * The latest 50 comments, oldest first, archived ones left out; null without comment:read.
 */
export type OpportunityContextComments = Comment[] | null;

/**
 * Linked insights (pinned first, then newest), archived ones left out; null without insight:read.
 */
export type OpportunityContextInsights = ContextInsight[] | null;

/**
 * null without a template instance or without template:read.
 */
export type OpportunityContextActiveStep = ActiveStep | null;

/**
 * Everything about one opportunity in one read: the opportunity with its PRD (content), the objectives it serves with their metric, target, latest reading and progress, its comment thread, the template step now running, and the customers, insights and pull requests linked to it. A section the caller cannot read is null. estimatedCost is left out without cost:read, as everywhere.
 */
export interface OpportunityContext {
  opportunity: Opportunity;
  /** null without objective:read. */
  objectives: OpportunityContextObjectives;
  /** Linked customers by name; null without customer:read. */
  customers: OpportunityContextCustomers;
  /** The latest 50 comments, oldest first, archived ones left out; null without comment:read. */
  comments: OpportunityContextComments;
  /** Linked insights (pinned first, then newest), archived ones left out; null without insight:read. */
  insights: OpportunityContextInsights;
  /** null without a template instance or without template:read. */
  activeStep: OpportunityContextActiveStep;
  /** Pull requests linked to the opportunity itself and (with task:read) to its tasks, newest first; each names its task. */
  pullRequests: ContextPullRequest[];
}

export type TaskSummaryStatus = typeof TaskSummaryStatus[keyof typeof TaskSummaryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskSummaryStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;

export type TaskSummarySubtaskPosition = number | null;

export interface TaskSummary {
  id: string;
  ref: string;
  title: string;
  status: TaskSummaryStatus;
  subtaskPosition: TaskSummarySubtaskPosition;
}

export type TaskContextParent = TaskSummary | null;

export type TaskContextPhaseOneOfTargetDate = string | null;

export type TaskContextPhaseOneOf = {
  id: string;
  title: string;
  targetDate: TaskContextPhaseOneOfTargetDate;
};

export type TaskContextPhase = TaskContextPhaseOneOf | null;

export type TaskContextOpportunityOneOfState = typeof TaskContextOpportunityOneOfState[keyof typeof TaskContextOpportunityOneOfState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskContextOpportunityOneOfState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

export type TaskContextOpportunityOneOf = {
  id: string;
  ref: string;
  title: string;
  state: TaskContextOpportunityOneOfState;
  /** The PRD. */
  content: string;
};

/**
 * null without an opportunity or without opportunity:read.
 */
export type TaskContextOpportunity = TaskContextOpportunityOneOf | null;

/**
 * The opportunity's objectives; null without objective:read.
 */
export type TaskContextObjectives = ContextObjective[] | null;

/**
 * The latest 50, oldest first; null without comment:read.
 */
export type TaskContextComments = Comment[] | null;

export type TaskContextActiveStep = ActiveStep | null;

/**
 * Everything about one task in one read: the task with its engineering spec (content), its parent and subtasks in order, its assignments and phase, the opportunity it serves with the PRD, the objectives behind that with their progress, its comment thread, the template step now running and the pull requests linked to it. A section the caller cannot read is null.
 */
export interface TaskContext {
  task: Task;
  parent: TaskContextParent;
  subtasks: TaskSummary[];
  assignments: TaskAssignment[];
  phase: TaskContextPhase;
  /** null without an opportunity or without opportunity:read. */
  opportunity: TaskContextOpportunity;
  /** The opportunity's objectives; null without objective:read. */
  objectives: TaskContextObjectives;
  /** The latest 50, oldest first; null without comment:read. */
  comments: TaskContextComments;
  activeStep: TaskContextActiveStep;
  /** Pull requests linked to the task (GitHub integration), newest first. */
  pullRequests: ContextPullRequest[];
}

/**
 * The new owner (a user UUID, or me).
 */
export type CreateTaskHandoffBodyToUserId = UserRef | null;

export interface CreateTaskHandoffBody {
  /**
   * What the next person needs to know.
   * @minLength 1
   * @maxLength 5000
   */
  note: string;
  /** The new owner (a user UUID, or me). */
  toUserId?: CreateTaskHandoffBodyToUserId;
}

export interface SynthesizeOpportunityPrdBody {
  bypassCache?: boolean;
}

/**
 * A draft PRD assembled from the opportunity: markdown, whether it came from the cache (drafts are kept one hour), its age in ms, and whether the inputs changed since it was drafted.
 */
export interface PrdSynthesis {
  markdown: string;
  cached: boolean;
  /**
   * Milliseconds since the draft was made (0 for a fresh one).
   * @minimum 0
   */
  ageMs: number;
  /** true when the description, objectives, readings, risks, scores, phases or tasks changed after the cached draft was made; send bypassCache true for a new one. */
  staleSinceLastSynth: boolean;
}

/**
 * Who owns the phase (a user UUID, or me); null clears it.
 */
export type UpdateOpportunityPhaseBodyOwnerId = UserRef | null;

/**
 * When the phase should be done (YYYY-MM-DD); null makes it open ended.
 */
export type UpdateOpportunityPhaseBodyTargetDate = string | null;

export interface UpdateOpportunityPhaseBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** Who owns the phase (a user UUID, or me); null clears it. */
  ownerId?: UpdateOpportunityPhaseBodyOwnerId;
  /** When the phase should be done (YYYY-MM-DD); null makes it open ended. */
  targetDate?: UpdateOpportunityPhaseBodyTargetDate;
}

export interface HandoffOpportunityPhaseBody {
  /**
   * What the next phase's owner needs to know; empty changes nothing.
   * @maxLength 5000
   */
  note?: string;
}

/**
 * The phase after it in delivery order; null for the last.
 */
export type PhaseHandoffNextPhaseId = string | null;

export type PhaseHandoffCommentId = string | null;

export type PhaseHandoffNotifiedUserId = string | null;

/**
 * The result of a phase handoff. An empty note changes nothing (handedOff false, the ids null); otherwise the note is a system comment on the opportunity's thread (commentId) and the next phase's owner is notified (notifiedUserId; null when there is no next phase, it has no owner, or the owner is the caller).
 */
export interface PhaseHandoff {
  /** The phase handed off from. */
  phaseId: string;
  /** The phase after it in delivery order; null for the last. */
  nextPhaseId: PhaseHandoffNextPhaseId;
  /** false when the note was empty and nothing was written. */
  handedOff: boolean;
  commentId: PhaseHandoffCommentId;
  notifiedUserId: PhaseHandoffNotifiedUserId;
}

export type WorkItemEntityType = typeof WorkItemEntityType[keyof typeof WorkItemEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WorkItemEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;

/**
 * Linked work (an opportunity or a task) with its current status (state for opportunities).
 */
export interface WorkItem {
  entityType: WorkItemEntityType;
  id: string;
  ref: string;
  status: string;
}

export type ClaimCommittedDate = string | null;

export type ClaimConditionStatus = typeof ClaimConditionStatus[keyof typeof ClaimConditionStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClaimConditionStatus = {
  no_work: 'no_work',
  in_progress: 'in_progress',
  delivered: 'delivered',
  broken: 'broken',
} as const;

/**
 * An open customer insight with an impact on the objective: the delta it estimates, the date committed to the customer, the linked work, and conditionStatus: no_work (nothing linked), in_progress, delivered (all linked work completed), broken (the deadline passed before delivery, or a move of its work past the deadline was acknowledged as a promise break; it stays broken until delivered).
 */
export interface Claim {
  insightId: string;
  insightRef: string;
  verbatim: string;
  customerId: string;
  customerName: string;
  estimatedDelta: number;
  committedDate: ClaimCommittedDate;
  work: WorkItem[];
  conditionStatus: ClaimConditionStatus;
}

/**
 * The account owner (a user of the org).
 */
export type CustomerOwnerId = string | null;

/**
 * Current annual recurring revenue, in the org currency; null when never set.
 */
export type CustomerArr = number | null;

export type CustomerHealth = 'healthy' | 'at_risk' | 'critical' | null;

export type CustomerCustomerSince = string | null;

/**
 * Free-form facts about the account (industry, size, plan …).
 */
export type CustomerProfile = { [key: string]: unknown };

/**
 * A customer account. `arr` is the current ARR: set by the newest ARR point when one is added, not recomputed when one is deleted. `hasOnboarding` is false while onboarding was never started.
 */
export interface Customer {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  name: string;
  status: CustomerStatus;
  /** The account owner (a user of the org). */
  ownerId: CustomerOwnerId;
  /** Current annual recurring revenue, in the org currency; null when never set. */
  arr: CustomerArr;
  health: CustomerHealth;
  customerSince: CustomerCustomerSince;
  /** Free-form facts about the account (industry, size, plan …). */
  profile: CustomerProfile;
  hasOnboarding: boolean;
  createdAt: string;
  updatedAt: string;
}

export type CreateCustomerBodyOwnerId = UserRef | null;

/**
 * @minimum 0
 * @maximum 99999999999999
 */
export type CreateCustomerBodyArr = number | null;

export type CreateCustomerBodyHealth = 'healthy' | 'at_risk' | 'critical' | null;

export type CreateCustomerBodyCustomerSince = string | null;

export type CreateCustomerBodyProfile = { [key: string]: unknown };

export type CreateCustomerBodyStatus = typeof CreateCustomerBodyStatus[keyof typeof CreateCustomerBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCustomerBodyStatus = {
  prospect: 'prospect',
  onboarding: 'onboarding',
  pilot: 'pilot',
  live: 'live',
} as const;

export interface CreateCustomerBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  ownerId?: CreateCustomerBodyOwnerId;
  /**
   * @minimum 0
   * @maximum 99999999999999
   */
  arr?: CreateCustomerBodyArr;
  health?: CreateCustomerBodyHealth;
  customerSince?: CreateCustomerBodyCustomerSince;
  profile?: CreateCustomerBodyProfile;
  status?: CreateCustomerBodyStatus;
}

/**
 * a customer UUID or ref such as CUS-3
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$
 */
export type CustomerRef = string;

/**
 * A dated promise to a customer: an insight rooted at the customer with a deadline, not rejected or archived. atRisk is true when the linked work is not all completed and the deadline has passed, or the deadline is within 14 days and no linked work is in progress.
 */
export interface Commitment {
  insightId: string;
  insightRef: string;
  customerId: string;
  customerName: string;
  verbatim: string;
  deadline: string;
  work: WorkItem[];
  atRisk: boolean;
}

export type ArrSummaryByStatusItem = {
  status: CustomerStatus;
  count: number;
  arr: number;
};

export type ArrSummaryWaterfallItem = {
  /** @pattern ^\d{4}-\d{2}$ */
  month: string;
  starting: number;
  new: number;
  expansion: number;
  contraction: number;
  churned: number;
  ending: number;
};

/**
 * ARR by lifecycle status (each status, with its customer count and the sum of their current ARR) and a monthly waterfall over [from, to], derived from ARR points: a customer's ARR at a month's end is the level of its latest point effective on or before that day (0 before its first point). For each month, per customer: from 0 to more is new; up is expansion; down but above 0 is contraction; to 0 is churned. contraction and churned are negative, so starting + new + expansion + contraction + churned = ending.
 */
export interface ArrSummary {
  /** First day of the first month. */
  from: string;
  /** Last day of the last month. */
  to: string;
  byStatus: ArrSummaryByStatusItem[];
  waterfall: ArrSummaryWaterfallItem[];
}

export type UpdateCustomerBodyOwnerId = UserRef | null;

/**
 * @minimum 0
 * @maximum 99999999999999
 */
export type UpdateCustomerBodyArr = number | null;

export type UpdateCustomerBodyHealth = 'healthy' | 'at_risk' | 'critical' | null;

export type UpdateCustomerBodyCustomerSince = string | null;

export type UpdateCustomerBodyProfile = { [key: string]: unknown };

export interface UpdateCustomerBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  ownerId?: UpdateCustomerBodyOwnerId;
  /**
   * @minimum 0
   * @maximum 99999999999999
   */
  arr?: UpdateCustomerBodyArr;
  health?: UpdateCustomerBodyHealth;
  customerSince?: UpdateCustomerBodyCustomerSince;
  profile?: UpdateCustomerBodyProfile;
  status?: CustomerStatus;
  /**
   * Why the customer churned or was lost: required with status churned or lost, refused otherwise.
   * @minLength 5
   * @maxLength 2000
   */
  reason?: string;
}

export type ContactTitle = string | null;

/**
 * Their part in the relationship, such as champion, buyer, user.
 */
export type ContactRole = string | null;

export type ContactEmail = string | null;

export type ContactPhone = string | null;

export type ContactNotes = string | null;

/**
 * A person at a customer account. At most one contact per customer is primary.
 */
export interface Contact {
  id: string;
  customerId: string;
  name: string;
  title: ContactTitle;
  /** Their part in the relationship, such as champion, buyer, user. */
  role: ContactRole;
  email: ContactEmail;
  phone: ContactPhone;
  notes: ContactNotes;
  primary: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * @maxLength 200
 */
export type CreateCustomerContactBodyTitle = string | null;

/**
 * @maxLength 200
 */
export type CreateCustomerContactBodyRole = string | null;

/**
 * @maxLength 320
 */
export type CreateCustomerContactBodyEmail = string | null;

/**
 * @maxLength 50
 */
export type CreateCustomerContactBodyPhone = string | null;

/**
 * @maxLength 5000
 */
export type CreateCustomerContactBodyNotes = string | null;

export interface CreateCustomerContactBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 200 */
  title?: CreateCustomerContactBodyTitle;
  /** @maxLength 200 */
  role?: CreateCustomerContactBodyRole;
  /** @maxLength 320 */
  email?: CreateCustomerContactBodyEmail;
  /** @maxLength 50 */
  phone?: CreateCustomerContactBodyPhone;
  /** @maxLength 5000 */
  notes?: CreateCustomerContactBodyNotes;
  /** Makes this the primary contact; the previous primary one is demoted. */
  primary?: boolean;
}

/**
 * @maxLength 200
 */
export type UpdateCustomerContactBodyTitle = string | null;

/**
 * @maxLength 200
 */
export type UpdateCustomerContactBodyRole = string | null;

/**
 * @maxLength 320
 */
export type UpdateCustomerContactBodyEmail = string | null;

/**
 * @maxLength 50
 */
export type UpdateCustomerContactBodyPhone = string | null;

/**
 * @maxLength 5000
 */
export type UpdateCustomerContactBodyNotes = string | null;

export interface UpdateCustomerContactBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 200 */
  title?: UpdateCustomerContactBodyTitle;
  /** @maxLength 200 */
  role?: UpdateCustomerContactBodyRole;
  /** @maxLength 320 */
  email?: UpdateCustomerContactBodyEmail;
  /** @maxLength 50 */
  phone?: UpdateCustomerContactBodyPhone;
  /** @maxLength 5000 */
  notes?: UpdateCustomerContactBodyNotes;
  /** Makes this the primary contact; the previous primary one is demoted. */
  primary?: boolean;
}

export type CustomerOpportunityState = typeof CustomerOpportunityState[keyof typeof CustomerOpportunityState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerOpportunityState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

export type CustomerOpportunityStepInstanceId = string | null;

/**
 * A customer's link to an opportunity, optionally pinned to one step instance of the opportunity's template (stepInstanceId, null when unpinned).
 */
export interface CustomerOpportunity {
  customerId: string;
  opportunityId: string;
  opportunityRef: string;
  title: string;
  state: CustomerOpportunityState;
  stepInstanceId: CustomerOpportunityStepInstanceId;
  createdAt: string;
}

/**
 * A step instance of the opportunity's template; omitted or null unpins.
 */
export type LinkCustomerOpportunityBodyStepInstanceId = string | null;

export interface LinkCustomerOpportunityBody {
  opportunityId: OpportunityRef;
  /** A step instance of the opportunity's template; omitted or null unpins. */
  stepInstanceId?: LinkCustomerOpportunityBodyStepInstanceId;
}

export type CustomerUpdateKind = typeof CustomerUpdateKind[keyof typeof CustomerUpdateKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerUpdateKind = {
  note: 'note',
  update: 'update',
  decision: 'decision',
  shipped: 'shipped',
  promise_break: 'promise_break',
} as const;

export type CustomerUpdateAuthorId = string | null;

export type CustomerUpdateEntityType = typeof CustomerUpdateEntityType[keyof typeof CustomerUpdateEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerUpdateEntityType = {
  customer: 'customer',
  opportunity: 'opportunity',
  insight: 'insight',
} as const;

export type CustomerUpdateEntityRef = string | null;

/**
 * One entry of a customer's feed: an account note (note), a status update posted on a linked opportunity (update), a decision on one of the customer's insights (decision), or a linked opportunity completed (shipped), or a promised date that a task move was acknowledged to break (promise_break, about the insight). entityType and entityId name what it is about (the customer for notes), entityRef its ref.
 */
export interface CustomerUpdate {
  /** The note, update or decision; for shipped, the opportunity. */
  id: string;
  kind: CustomerUpdateKind;
  body: string;
  authorId: CustomerUpdateAuthorId;
  entityType: CustomerUpdateEntityType;
  entityId: string;
  entityRef: CustomerUpdateEntityRef;
  createdAt: string;
}

export interface CreateCustomerUpdateBody {
  /**
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
}

export type ArrPointDelta = number | null;

/**
 * "ARR was `level` from `effectiveDate`". `delta` is derived when read: the change from the point before it (by effective date), null for the first point; it is never stored.
 */
export interface ArrPoint {
  id: string;
  customerId: string;
  /** @minimum 0 */
  level: number;
  effectiveDate: string;
  delta: ArrPointDelta;
  createdAt: string;
}

export interface CreateCustomerArrPointBody {
  /**
   * @minimum 0
   * @maximum 1000000000000
   */
  level: number;
  /** From when; today or earlier. */
  effectiveDate: string;
}

export type InsightLinkEntityType = typeof InsightLinkEntityType[keyof typeof InsightLinkEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightLinkEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;

/**
 * An insight's link to an opportunity, task or objective, with its flags (blocking is never set on objectives).
 */
export interface InsightLink {
  entityType: InsightLinkEntityType;
  entityId: string;
  ref: string;
  pinned: boolean;
  blocking: boolean;
}

/**
 * How much the insight's ask would move an objective's metric, in that metric's unit.
 */
export interface InsightImpact {
  objectiveId: string;
  delta: number;
}

export type InsightInterpretation = string | null;

export type InsightSource = typeof InsightSource[keyof typeof InsightSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;

export type InsightMoscow = 'must' | 'should' | 'could' | 'wont' | null;

/**
 * A date promised to the customer: makes the insight a commitment.
 */
export type InsightDeadline = string | null;

export type InsightStatusNote = string | null;

export type InsightRejectionCategory = 'no_demand' | 'not_aligned' | 'not_viable' | 'not_now' | 'duplicate' | 'other' | null;

export type InsightCustomerId = string | null;

export type InsightStakeholderUserId = string | null;

export type InsightExternalStakeholderId = string | null;

export type InsightReviewTeamId = string | null;

export type InsightRecordedById = string | null;

/**
 * Customer evidence: a verbatim ask with its interpretation, source and priority, from exactly one demand root (customerId, stakeholderUserId or externalStakeholderId; the others are null), linked to the work and objectives it would move. statusNote holds the note of the last rejection or need_context move.
 */
export interface Insight {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  verbatim: string;
  interpretation: InsightInterpretation;
  source: InsightSource;
  moscow: InsightMoscow;
  /** A date promised to the customer: makes the insight a commitment. */
  deadline: InsightDeadline;
  status: InsightStatus;
  statusNote: InsightStatusNote;
  rejectionCategory: InsightRejectionCategory;
  tagIds: string[];
  customerId: InsightCustomerId;
  stakeholderUserId: InsightStakeholderUserId;
  externalStakeholderId: InsightExternalStakeholderId;
  reviewTeamId: InsightReviewTeamId;
  recordedById: InsightRecordedById;
  links: InsightLink[];
  /** By objective ref number. */
  impacts: InsightImpact[];
  createdAt: string;
  updatedAt: string;
}

export type CreateInsightBodySource = typeof CreateInsightBodySource[keyof typeof CreateInsightBodySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateInsightBodySource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;

/**
 * What the ask means for the product, in your words.
 * @maxLength 10000
 */
export type CreateInsightBodyInterpretation = string | null;

export type CreateInsightBodyMoscow = 'must' | 'should' | 'could' | 'wont' | null;

/**
 * A date promised to the customer; makes it a commitment.
 */
export type CreateInsightBodyDeadline = string | null;

export type CreateInsightBodyCustomerId = CustomerRef | null;

export type CreateInsightBodyStakeholderUserId = UserRef | null;

export type CreateInsightBodyExternalStakeholderId = string | null;

export interface CreateInsightBody {
  /**
   * The ask in the words of who made it.
   * @minLength 1
   * @maxLength 10000
   */
  verbatim: string;
  source: CreateInsightBodySource;
  /**
   * What the ask means for the product, in your words.
   * @maxLength 10000
   */
  interpretation?: CreateInsightBodyInterpretation;
  moscow?: CreateInsightBodyMoscow;
  /** A date promised to the customer; makes it a commitment. */
  deadline?: CreateInsightBodyDeadline;
  /** @maxItems 50 */
  tagIds?: string[];
  customerId?: CreateInsightBodyCustomerId;
  stakeholderUserId?: CreateInsightBodyStakeholderUserId;
  externalStakeholderId?: CreateInsightBodyExternalStakeholderId;
}

/**
 * an insight UUID or ref such as INS-3
 * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|INS-[0-9]{1,9})$
 */
export type InsightRef = string;

export type UpdateInsightBodySource = typeof UpdateInsightBodySource[keyof typeof UpdateInsightBodySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateInsightBodySource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;

/**
 * What the ask means for the product, in your words.
 * @maxLength 10000
 */
export type UpdateInsightBodyInterpretation = string | null;

export type UpdateInsightBodyMoscow = 'must' | 'should' | 'could' | 'wont' | null;

/**
 * A date promised to the customer; makes it a commitment.
 */
export type UpdateInsightBodyDeadline = string | null;

export type UpdateInsightBodyCustomerId = CustomerRef | null;

export type UpdateInsightBodyStakeholderUserId = UserRef | null;

export type UpdateInsightBodyExternalStakeholderId = string | null;

export interface UpdateInsightBody {
  /**
   * The ask in the words of who made it.
   * @minLength 1
   * @maxLength 10000
   */
  verbatim?: string;
  source?: UpdateInsightBodySource;
  /**
   * What the ask means for the product, in your words.
   * @maxLength 10000
   */
  interpretation?: UpdateInsightBodyInterpretation;
  moscow?: UpdateInsightBodyMoscow;
  /** A date promised to the customer; makes it a commitment. */
  deadline?: UpdateInsightBodyDeadline;
  /** @maxItems 50 */
  tagIds?: string[];
  customerId?: UpdateInsightBodyCustomerId;
  stakeholderUserId?: UpdateInsightBodyStakeholderUserId;
  externalStakeholderId?: UpdateInsightBodyExternalStakeholderId;
}

export type AttachInsightBodyEntityType = typeof AttachInsightBodyEntityType[keyof typeof AttachInsightBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AttachInsightBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;

export interface AttachInsightBody {
  entityType: AttachInsightBodyEntityType;
  /**
   * The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2).
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
  pinned?: boolean;
}

export type DetachInsightBodyEntityType = typeof DetachInsightBodyEntityType[keyof typeof DetachInsightBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DetachInsightBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;

export interface DetachInsightBody {
  entityType: DetachInsightBodyEntityType;
  /**
   * The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2).
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
}

export type SetInsightLinkBodyEntityType = typeof SetInsightLinkBodyEntityType[keyof typeof SetInsightLinkBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetInsightLinkBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;

export interface SetInsightLinkBody {
  entityType: SetInsightLinkBodyEntityType;
  /**
   * The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2).
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
  pinned?: boolean;
  blocking?: boolean;
}

export type SetInsightStatusBodyStatus = typeof SetInsightStatusBodyStatus[keyof typeof SetInsightStatusBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetInsightStatusBodyStatus = {
  rejected: 'rejected',
  need_context: 'need_context',
  archived: 'archived',
} as const;

/**
 * Required for rejected.
 */
export type SetInsightStatusBodyRejectionCategory = typeof SetInsightStatusBodyRejectionCategory[keyof typeof SetInsightStatusBodyRejectionCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetInsightStatusBodyRejectionCategory = {
  no_demand: 'no_demand',
  not_aligned: 'not_aligned',
  not_viable: 'not_viable',
  not_now: 'not_now',
  duplicate: 'duplicate',
  other: 'other',
} as const;

export interface SetInsightStatusBody {
  status: SetInsightStatusBodyStatus;
  /**
   * Why: required for rejected and need_context.
   * @minLength 5
   * @maxLength 1000
   */
  note?: string;
  /** Required for rejected. */
  rejectionCategory?: SetInsightStatusBodyRejectionCategory;
}

export type SetInsightReviewTeamBodyTeamId = TeamRef | null;

export interface SetInsightReviewTeamBody {
  teamId: SetInsightReviewTeamBodyTeamId;
}

export interface SetInsightTagsBody {
  /** @maxItems 50 */
  tagIds: string[];
}

export type SetInsightImpactBodyImpactsItem = {
  objectiveId: ObjectiveRef;
  /**
   * @minimum -99999999999999
   * @maximum 99999999999999
   */
  delta: number;
};

export interface SetInsightImpactBody {
  /** @maxItems 50 */
  impacts: SetInsightImpactBodyImpactsItem[];
}

/**
 * A demand root outside the org (an analyst, a partner, a prospect's advisor); names are unique regardless of case.
 */
export interface ExternalStakeholder {
  id: string;
  name: string;
  createdAt: string;
}

export interface CreateExternalStakeholderBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
}

export type OnboardingMilestoneStepId = string | null;

export type OnboardingMilestoneTerminal = 'completed' | 'cancelled' | null;

export type OnboardingMilestoneStatus = typeof OnboardingMilestoneStatus[keyof typeof OnboardingMilestoneStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OnboardingMilestoneStatus = {
  pending: 'pending',
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
  cancelled: 'cancelled',
} as const;

export type OnboardingMilestoneDriId = string | null;

/**
 * @minimum 0
 */
export type OnboardingMilestoneArrTranche = number | null;

export type OnboardingMilestoneTaskId = string | null;

export type OnboardingMilestoneWorkItemKind = typeof OnboardingMilestoneWorkItemKind[keyof typeof OnboardingMilestoneWorkItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OnboardingMilestoneWorkItemKind = {
  task: 'task',
  opportunity: 'opportunity',
} as const;

export type OnboardingMilestoneWorkItem = {
  kind: OnboardingMilestoneWorkItemKind;
  id: string;
  ref: string;
};

export type OnboardingMilestoneDueAt = string | null;

export type OnboardingMilestoneCompletedAt = string | null;

/**
 * One onboarding milestone: a step instance of the customer's onboarding template, with its DRI, the ARR tranche it unlocks when completed (an ARR point raising the customer's ARR by that amount), its main task and the work attached to it (tasks whose onboardingStepInstanceId is this step, opportunities linked to the customer pinned to it). dueAt comes from the step's SLA.
 */
export interface OnboardingMilestone {
  stepInstanceId: string;
  stepId: OnboardingMilestoneStepId;
  title: string;
  /** @minimum 1 */
  position: number;
  terminal: OnboardingMilestoneTerminal;
  status: OnboardingMilestoneStatus;
  driId: OnboardingMilestoneDriId;
  /** @minimum 0 */
  arrTranche: OnboardingMilestoneArrTranche;
  taskId: OnboardingMilestoneTaskId;
  work: OnboardingMilestoneWorkItem[];
  dueAt: OnboardingMilestoneDueAt;
  completedAt: OnboardingMilestoneCompletedAt;
}

export type CustomerOnboardingInstanceId = string | null;

export type CustomerOnboardingTemplateId = string | null;

export type CustomerOnboardingTemplateName = string | null;

export type CustomerOnboardingStatus = 'running' | 'completed' | 'cancelled' | null;

/**
 * A customer's onboarding: the template instance that drives it and its milestones in order. hasOnboarding is false (and the rest null or empty) when onboarding was never started.
 */
export interface CustomerOnboarding {
  customerId: string;
  hasOnboarding: boolean;
  instanceId: CustomerOnboardingInstanceId;
  templateId: CustomerOnboardingTemplateId;
  templateName: CustomerOnboardingTemplateName;
  status: CustomerOnboardingStatus;
  milestones: OnboardingMilestone[];
}

export interface StartCustomerOnboardingBody {
  /** A template whose defaultEntityType is customer; omitted: the org default. */
  templateId?: string;
}

export interface AdvanceCustomerOnboardingBody {
  stepInstanceId?: string;
  stepId?: string;
}

export interface CompleteCustomerOnboardingBody { [key: string]: unknown }

export type UpdateCustomerOnboardingStepBodyDriId = UserRef | null;

/**
 * @minimum 0
 * @maximum 99999999999999
 */
export type UpdateCustomerOnboardingStepBodyArrTranche = number | null;

export type UpdateCustomerOnboardingStepBodyTaskId = TaskRef | null;

export interface UpdateCustomerOnboardingStepBody {
  driId?: UpdateCustomerOnboardingStepBodyDriId;
  /**
   * @minimum 0
   * @maximum 99999999999999
   */
  arrTranche?: UpdateCustomerOnboardingStepBodyArrTranche;
  taskId?: UpdateCustomerOnboardingStepBodyTaskId;
}

export type CreateCustomerOnboardingStepWorkBodyKind = typeof CreateCustomerOnboardingStepWorkBodyKind[keyof typeof CreateCustomerOnboardingStepWorkBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCustomerOnboardingStepWorkBodyKind = {
  task: 'task',
  opportunity: 'opportunity',
} as const;

export interface CreateCustomerOnboardingStepWorkBody {
  kind: CreateCustomerOnboardingStepWorkBodyKind;
  /**
   * At most 200 characters (the shorter of the task and opportunity title limits).
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** The team of the task (UUID or prefix): required for kind task. */
  teamId?: TeamRef;
}

export type CustomerReviewSectionsNewAsksItem = {
  insightId: string;
  ref: string;
  verbatim: string;
  status: InsightStatus;
  createdAt: string;
};

export type CustomerReviewSectionsShippedWorkItemEntityType = typeof CustomerReviewSectionsShippedWorkItemEntityType[keyof typeof CustomerReviewSectionsShippedWorkItemEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerReviewSectionsShippedWorkItemEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;

export type CustomerReviewSectionsShippedWorkItem = {
  entityType: CustomerReviewSectionsShippedWorkItemEntityType;
  id: string;
  ref: string;
  title: string;
  completedAt: string;
};

export type CustomerReviewSectionsDelayedWorkItemEntityType = typeof CustomerReviewSectionsDelayedWorkItemEntityType[keyof typeof CustomerReviewSectionsDelayedWorkItemEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerReviewSectionsDelayedWorkItemEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;

/**
 * The date before the move (due date or cycle end).
 */
export type CustomerReviewSectionsDelayedWorkItemFrom = string | null;

/**
 * The date after it; null when unscheduled.
 */
export type CustomerReviewSectionsDelayedWorkItemTo = string | null;

export type CustomerReviewSectionsDelayedWorkItem = {
  entityType: CustomerReviewSectionsDelayedWorkItemEntityType;
  id: string;
  ref: string;
  title: string;
  /** The date before the move (due date or cycle end). */
  from: CustomerReviewSectionsDelayedWorkItemFrom;
  /** The date after it; null when unscheduled. */
  to: CustomerReviewSectionsDelayedWorkItemTo;
  movedAt: string;
};

export type CustomerReviewSectionsStuckAsksItem = {
  insightId: string;
  ref: string;
  verbatim: string;
  status: InsightStatus;
  since: string;
};

export type CustomerReviewSections = {
  newAsks: CustomerReviewSectionsNewAsksItem[];
  shippedWork: CustomerReviewSectionsShippedWorkItem[];
  updates: CustomerUpdate[];
  overdueCommitments: Commitment[];
  delayedWork: CustomerReviewSectionsDelayedWorkItem[];
  stuckAsks: CustomerReviewSectionsStuckAsksItem[];
};

export type CustomerReviewCreatedById = string | null;

/**
 * A stored pre-meeting digest of a customer since `from`: new asks (insights recorded), shipped work (linked opportunities and tasks completed), feed updates, overdue commitments, delayed work (linked work whose due date or cycle end moved later) and stuck asks (insights in created or review for 30 days or more), with a narrative written from those sections.
 */
export interface CustomerReview {
  id: string;
  customerId: string;
  from: string;
  to: string;
  sections: CustomerReviewSections;
  /** Prose written from the sections (markdown). */
  narrative: string;
  createdById: CustomerReviewCreatedById;
  createdAt: string;
}

export interface CreateCustomerReviewBody {
  from: string;
}

export type SimilarInsightCustomerId = string | null;

export type SimilarInsightKind = typeof SimilarInsightKind[keyof typeof SimilarInsightKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SimilarInsightKind = {
  duplicate: 'duplicate',
  past_rejection: 'past_rejection',
} as const;

export type SimilarInsightRejectionCategory = string | null;

export type SimilarInsightStatusNote = string | null;

/**
 * An insight like another: a near-duplicate (kind duplicate) or a past rejection of a similar ask (kind past_rejection, with its category and note), with a similarity from 0 to 1 (trigram similarity of verbatim and interpretation, raised by full-text rank).
 */
export interface SimilarInsight {
  insightId: string;
  ref: string;
  verbatim: string;
  status: InsightStatus;
  customerId: SimilarInsightCustomerId;
  kind: SimilarInsightKind;
  /**
   * @minimum 0
   * @maximum 1
   */
  similarity: number;
  rejectionCategory: SimilarInsightRejectionCategory;
  statusNote: SimilarInsightStatusNote;
}

export type InsightPatternStatus = typeof InsightPatternStatus[keyof typeof InsightPatternStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightPatternStatus = {
  open: 'open',
  dismissed: 'dismissed',
  promoted: 'promoted',
  attached: 'attached',
} as const;

/**
 * The opportunity it was promoted to.
 */
export type InsightPatternOpportunityId = string | null;

/**
 * A cluster of similar unjudged insights (status created or review, no linked work). Its id stays the same across reads while its members overlap; insights added with link-insights stay in it. status open (on the board), dismissed, promoted (an opportunity was made from it) or attached (its insights were linked to work).
 */
export interface InsightPattern {
  id: string;
  label: string;
  status: InsightPatternStatus;
  insightIds: string[];
  /** @minimum 0 */
  customerCount: number;
  /** Sum of the current ARR of the members' distinct customers. */
  arrAtStake: number;
  /** The opportunity it was promoted to. */
  opportunityId: InsightPatternOpportunityId;
  createdAt: string;
  updatedAt: string;
}

/**
 * The pattern board: open patterns, largest ARR at stake first. embeddingModelConfigured is false here: similarity is lexical (trigrams and full text). unjudgedCount counts unjudged insights; truncated is true when more than 500 were unjudged and only the newest 500 were clustered.
 */
export interface InsightPatternBoard {
  enabled: boolean;
  embeddingModelConfigured: boolean;
  /** @minimum 0 */
  unjudgedCount: number;
  truncated: boolean;
  patterns: InsightPattern[];
}

export interface AcceptInsightPatternBody {
  /**
   * The new opportunity's title (default: the pattern's label); at most 200 characters, as any opportunity title.
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
}

export interface DismissInsightPatternBody { [key: string]: unknown }

export type AttachInsightPatternWorkBodyEntityType = typeof AttachInsightPatternWorkBodyEntityType[keyof typeof AttachInsightPatternWorkBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AttachInsightPatternWorkBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;

export interface AttachInsightPatternWorkBody {
  entityType: AttachInsightPatternWorkBodyEntityType;
  /**
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
}

export interface LinkInsightPatternInsightsBody {
  /**
   * @minItems 1
   * @maxItems 100
   */
  insightIds: InsightRef[];
}

/**
 * An intake item's status, a view of its insight's: new = created; needs_shaping = need_context or review; accepted = active or delivered; rejected = rejected. Stale and archived insights are not in intake.
 */
export type IntakeStatus = typeof IntakeStatus[keyof typeof IntakeStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntakeStatus = {
  new: 'new',
  needs_shaping: 'needs_shaping',
  accepted: 'accepted',
  rejected: 'rejected',
} as const;

export type IntakeItemSource = typeof IntakeItemSource[keyof typeof IntakeItemSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntakeItemSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;

export type IntakeItemCustomerId = string | null;

/**
 * An insight seen as an intake item (list_intake), with how long it has waited.
 */
export interface IntakeItem {
  insightId: string;
  ref: string;
  verbatim: string;
  source: IntakeItemSource;
  customerId: IntakeItemCustomerId;
  status: IntakeStatus;
  insightStatus: InsightStatus;
  createdAt: string;
  /** @minimum 0 */
  ageHours: number;
}

export interface IntakeCounts {
  /** @minimum 0 */
  new: number;
  /** @minimum 0 */
  needs_shaping: number;
  /** @minimum 0 */
  accepted: number;
  /** @minimum 0 */
  rejected: number;
}

export type IntakeStatsNewMedianAgeHours = number | null;

export type IntakeStatsNewOldestAgeHours = number | null;

export type IntakeStatsBySourceItemAllOfSource = typeof IntakeStatsBySourceItemAllOfSource[keyof typeof IntakeStatsBySourceItemAllOfSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntakeStatsBySourceItemAllOfSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;

export type IntakeStatsBySourceItemAllOf = {
  source: IntakeStatsBySourceItemAllOfSource;
};

export type IntakeStatsBySourceItem = IntakeCounts & IntakeStatsBySourceItemAllOf;

/**
 * Intake at a glance (get_intake_stats): items per status, the median and oldest age of new items (hours; null without new items), and the same counts per source.
 */
export interface IntakeStats {
  counts: IntakeCounts;
  newMedianAgeHours: IntakeStatsNewMedianAgeHours;
  newOldestAgeHours: IntakeStatsNewOldestAgeHours;
  bySource: IntakeStatsBySourceItem[];
}

/**
 * A team iteration: dates inclusive; cycles of one team never overlap; number counts per team.
 */
export interface Cycle {
  id: string;
  orgId: string;
  teamId: string;
  /** @minimum 1 */
  number: number;
  name: string;
  startsOn: string;
  endsOn: string;
  createdAt: string;
  updatedAt: string;
}

export interface CreateCycleBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  startsOn: string;
  endsOn: string;
  teamId: TeamRef;
}

export type PromiseBreakNewDate = string | null;

/**
 * A customer commitment a task move would break (the PROMISE_BREAKS refusal lists them): the task's work (the task, or its opportunity) is linked to an insight promised to a customer by `deadline`, and the move makes it finish on `newDate` (the target cycle's end; null when unscheduled), after the deadline.
 */
export interface PromiseBreak {
  taskId: string;
  insightId: string;
  customerId: string;
  deadline: string;
  newDate: PromiseBreakNewDate;
}

export interface UpdateCycleBody {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  startsOn?: string;
  endsOn?: string;
  /**
   * The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm.
   * @maxItems 500
   */
  acknowledgedBreaks?: PromiseBreak[];
}

/**
 * Estimated hours ÷ capacity hours, rounded to 2 places; null when capacity is 0.
 */
export type PlannedWorkFiguresCoverage = number | null;

export interface PlannedWorkFigures {
  /** @minimum 0 */
  tasks: number;
  /** @minimum 0 */
  estimatedMinutes: number;
  /** @minimum 0 */
  unestimatedTasks: number;
  /** @minimum 0 */
  capacityHours: number;
  /** Estimated hours ÷ capacity hours, rounded to 2 places; null when capacity is 0. */
  coverage: PlannedWorkFiguresCoverage;
}

export type PlannedWorkSummaryTeamId = string | null;

export type PlannedWorkSummaryCyclesItemAllOf = {
  cycleId: string;
  teamId: string;
  name: string;
  startsOn: string;
  endsOn: string;
};

export type PlannedWorkSummaryCyclesItem = PlannedWorkFigures & PlannedWorkSummaryCyclesItemAllOf;

export type PlannedWorkSummaryUnscheduled = {
  tasks: number;
  estimatedMinutes: number;
  unestimatedTasks: number;
};

/**
 * Planned work in a window: per cycle overlapping [from, to] and in total — tasks (not cancelled or duplicate), estimated minutes, tasks without an estimate, capacity (the team members' weeklyHours over the days of the cycle inside the window, in hours) and coverage (estimated hours ÷ capacity; null without capacity) — and the open tasks scheduled to no cycle.
 */
export interface PlannedWorkSummary {
  from: string;
  to: string;
  teamId: PlannedWorkSummaryTeamId;
  cycles: PlannedWorkSummaryCyclesItem[];
  total: PlannedWorkFigures;
  unscheduled: PlannedWorkSummaryUnscheduled;
}

/**
 * A cycle of the task's team; null unschedules.
 */
export type MoveTaskCycleBodyCycleId = string | null;

export interface MoveTaskCycleBody {
  /** A cycle of the task's team; null unschedules. */
  cycleId: MoveTaskCycleBodyCycleId;
  /**
   * The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm.
   * @maxItems 100
   */
  acknowledgedBreaks?: PromiseBreak[];
}

/**
 * Kind of record a file can be attached to.
 */
export type FileEntityType = typeof FileEntityType[keyof typeof FileEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileEntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
  customer: 'customer',
  insight: 'insight',
  message: 'message',
  comment: 'comment',
} as const;

/**
 * A record a file is attached to.
 */
export interface FileAttachment {
  entityType: FileEntityType;
  entityId: string;
  attachedAt: string;
}

/**
 * Why the integrity check failed; null unless failed.
 */
export type FileProcessingError = string | null;

export type FileUploadedBy = string | null;

export type FileConfirmedAt = string | null;

/**
 * When the integrity check ended.
 */
export type FileCheckedAt = string | null;

/**
 * An uploaded file. The bytes live in the object store, never in the JSON API: upload them with the presigned request returned by createFile, then confirm; the integrity check (size, SHA-256 of the stored bytes, sniffed type against contentType) ends in clean or failed. downloadUrl is present only on a clean file read by id, and expires at downloadExpiresAt (about 15 minutes).
 */
export interface File {
  id: string;
  orgId: string;
  filename: string;
  contentType: string;
  /**
   * Bytes.
   * @minimum 0
   */
  size: number;
  /**
   * SHA-256 of the bytes, lowercase hex, as declared on upload.
   * @pattern ^[0-9a-f]{64}$
   */
  sha256: string;
  status: FileStatus;
  /** Why the integrity check failed; null unless failed. */
  processingError: FileProcessingError;
  uploadedBy: FileUploadedBy;
  attachments: FileAttachment[];
  /** Presigned GET for the bytes; only on a clean file read by id. */
  downloadUrl?: string;
  downloadExpiresAt?: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt: FileConfirmedAt;
  /** When the integrity check ended. */
  checkedAt: FileCheckedAt;
}

export interface CreateFileBody {
  /**
   * SHA-256 of the bytes, 64 lowercase hex characters.
   * @pattern ^[0-9a-f]{64}$
   */
  sha256: string;
  /**
   * The name shown and used on download; no slashes.
   * @minLength 1
   * @maxLength 255
   * @pattern ^[^/\\]+$
   */
  filename: string;
  /**
   * The media type, such as image/png or application/pdf; the allowed types are listed in the error when one is refused.
   * @minLength 3
   * @maxLength 127
   */
  contentType: string;
  /**
   * Bytes; at most 100 MiB (104857600).
   * @minimum 1
   * @maximum 104857600
   */
  size: number;
  entityType?: FileEntityType;
  /**
   * With entityType: the record (UUID or ref) to attach the file to.
   * @minLength 1
   * @maxLength 64
   */
  entityId?: string;
}

export type FileUploadUploadMethod = typeof FileUploadUploadMethod[keyof typeof FileUploadUploadMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileUploadUploadMethod = {
  PUT: 'PUT',
} as const;

/**
 * Headers the upload request must carry, by name.
 */
export type FileUploadFields = {[key: string]: string};

/**
 * A requested upload: send the bytes with `uploadMethod` to `uploadUrl` before `expiresAt`, with every header in `fields` and exactly `file.size` bytes, then confirm the file. The request is signed for that size, content type and checksum: a different one is refused by the store where it can enforce it, and by the integrity check in every case.
 */
export interface FileUpload {
  file: File;
  uploadUrl: string;
  uploadMethod: FileUploadUploadMethod;
  /** Headers the upload request must carry, by name. */
  fields: FileUploadFields;
  expiresAt: string;
}

/**
 * The org's storage: bytes of files that are clean, being checked, or pending with an unexpired upload request, against the org's quota. A new upload past the quota is refused with 422 PLAN_LIMIT_EXCEEDED.
 */
export interface StorageUsage {
  /** @minimum 0 */
  bytesUsed: number;
  /**
   * Bytes.
   * @minimum 0
   */
  quota: number;
  /**
   * bytesUsed / quota × 100, two decimals.
   * @minimum 0
   */
  percent: number;
  /** @minimum 0 */
  fileCount: number;
}

export interface ConfirmFileBody {
  /**
   * The ETag response header of the upload, with or without its quotes.
   * @minLength 1
   * @maxLength 200
   */
  etag: string;
}

export interface AttachFileBody {
  entityType: FileEntityType;
  /**
   * The record's UUID, or its ref (VIS-3, OPP-7, ENG-12, CUS-2, INS-5).
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
}

/**
 * What the time was spent on. vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.
 */
export type EntryKind = typeof EntryKind[keyof typeof EntryKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EntryKind = {
  customer_meeting: 'customer_meeting',
  internal_planning: 'internal_planning',
  other: 'other',
  vacation: 'vacation',
  sick: 'sick',
} as const;

export type TimeEntryNote = string | null;

export type TimeEntryOpportunityId = string | null;

export type TimeEntryTaskId = string | null;

export type TimeEntryMiscCategoryId = string | null;

export type TimeEntryCategoryId = string | null;

/**
 * manual entries are the user's; integration entries come from an issue tracker and cannot be edited here.
 */
export type TimeEntrySource = typeof TimeEntrySource[keyof typeof TimeEntrySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TimeEntrySource = {
  manual: 'manual',
  integration: 'integration',
} as const;

/**
 * Financial (see above).
 */
export type TimeEntryCostProperty = number | null;

/**
 * Hours a user logged on one day, against exactly one of an opportunity, a task or a misc category (untracked vacation and sick entries have none). categoryId is derived: the misc category, else the task's category (or its opportunity's), else the opportunity's. cost and currency are financial: present only for credentials holding cost:read or compensation:read or a leadership role; cost is hours × the user's hourly rate (salaryMonthly × 12 ÷ (52 × weeklyHours)) in the org's base currency, null when the user has no salary or no rate is set for their currency, and 0 for untracked kinds.
 */
export interface TimeEntry {
  id: string;
  orgId: string;
  /** The engineer who logged it. */
  userId: string;
  entryDate: string;
  /**
   * @minimum 0
   * @maximum 24
   */
  hours: number;
  note: TimeEntryNote;
  opportunityId: TimeEntryOpportunityId;
  taskId: TimeEntryTaskId;
  miscCategoryId: TimeEntryMiscCategoryId;
  entryKind: EntryKind;
  categoryId: TimeEntryCategoryId;
  /** manual entries are the user's; integration entries come from an issue tracker and cannot be edited here. */
  source: TimeEntrySource;
  /** false for vacation and sick. */
  tracked: boolean;
  /** Financial (see above). */
  cost?: TimeEntryCostProperty;
  /** The org's base currency; present with cost. */
  currency?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * One entry to write; exactly one of opportunityId, taskId or miscCategoryId unless entryKind is vacation or sick.
 */
export interface TimeEntryRow {
  entryDate: string;
  /**
   * @minimum 0
   * @maximum 24
   */
  hours: number;
  /**
   * Required for misc, vacation and sick entries.
   * @maxLength 2000
   */
  note?: string;
  opportunityId?: OpportunityRef;
  taskId?: TaskRef;
  /** A category of the org (from the category list). */
  miscCategoryId?: string;
  entryKind?: EntryKind;
}

/**
 * @maxLength 2000
 */
export type UpdateTimeEntryBodyNote = string | null;

export type UpdateTimeEntryBodyOpportunityId = OpportunityRef | null;

export type UpdateTimeEntryBodyTaskId = TaskRef | null;

export type UpdateTimeEntryBodyMiscCategoryId = string | null;

export interface UpdateTimeEntryBody {
  entryDate?: string;
  /**
   * @minimum 0
   * @maximum 24
   */
  hours?: number;
  /** @maxLength 2000 */
  note?: UpdateTimeEntryBodyNote;
  opportunityId?: UpdateTimeEntryBodyOpportunityId;
  taskId?: UpdateTimeEntryBodyTaskId;
  miscCategoryId?: UpdateTimeEntryBodyMiscCategoryId;
  entryKind?: EntryKind;
}

export type CategoryHoursCategoryId = string | null;

export type CategoryHoursLabel = string | null;

/**
 * Hours and cost of one category in a window; categoryId null gathers uncategorised work.
 */
export interface CategoryHours {
  categoryId: CategoryHoursCategoryId;
  label: CategoryHoursLabel;
  hours: number;
  /** In the org's base currency; priced hours only. */
  cost: number;
  /** Hours of users without a salary or without a rate for their currency. */
  unpricedHours: number;
}

export type TimeCategoryAggregateTeamId = string | null;

/**
 * Tracked hours of a window bucketed by category, with their cost; vacation and sick are left out.
 */
export interface TimeCategoryAggregate {
  from: string;
  to: string;
  teamId: TimeCategoryAggregateTeamId;
  currency: string;
  totalHours: number;
  totalCost: number;
  unpricedHours: number;
  categories: CategoryHours[];
}

export type TimeEntryCostUserId = string | null;

/**
 * null when unpriced.
 */
export type TimeEntryCostCost = number | null;

export type TimeEntryCostOpportunityId = string | null;

export type TimeEntryCostTaskId = string | null;

export type TimeEntryCostMiscCategoryId = string | null;

export type TimeEntryCostCategoryId = string | null;

/**
 * The cost of one tracked entry. userId is null for credentials without compensation:read or a leadership role, since one person's costs reveal their pay.
 */
export interface TimeEntryCost {
  entryId: string;
  entryDate: string;
  userId: TimeEntryCostUserId;
  hours: number;
  /** null when unpriced. */
  cost: TimeEntryCostCost;
  opportunityId: TimeEntryCostOpportunityId;
  taskId: TimeEntryCostTaskId;
  miscCategoryId: TimeEntryCostMiscCategoryId;
  categoryId: TimeEntryCostCategoryId;
}

/**
 * Tracked entries of a window with their costs, newest first, at most 5000 rows; totals cover every row of the window.
 */
export interface TimeEntryCosts {
  from: string;
  to: string;
  currency: string;
  /** @maxItems 5000 */
  rows: TimeEntryCost[];
  /** true when the window holds more than 5000 entries: narrow from and to. */
  truncated: boolean;
  totalHours: number;
  totalCost: number;
  unpricedHours: number;
}

export type ActualCostTargetType = typeof ActualCostTargetType[keyof typeof ActualCostTargetType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActualCostTargetType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;

/**
 * What tracked time on an opportunity or task has cost: an opportunity counts entries on it and on its tasks; a task counts entries on it and its subtasks. cost is 0 when nothing was logged; unpriced hours are counted apart.
 */
export interface ActualCost {
  targetType: ActualCostTargetType;
  targetId: string;
  ref: string;
  cost: number;
  currency: string;
  hours: number;
  unpricedHours: number;
}

export interface UpsertTimeEntryRangeBody {
  from: string;
  to: string;
  /**
   * At most 500; for more, split the window (from, to) into shorter ones, one call each.
   * @maxItems 500
   */
  rows: TimeEntryRow[];
}

/**
 * The outcome of replacing the caller's manual entries in a window.
 */
export interface UpsertRangeResult {
  from: string;
  to: string;
  /** Manual entries removed from the window. */
  deleted: number;
  /** The rows written, in the order sent. */
  entries: TimeEntry[];
}

export type OpportunityTimeEntryNote = string | null;

export type OpportunityTimeEntryTaskId = string | null;

export type OpportunityTimeEntryUserId = string | null;

export type OpportunityTimeEntryUserName = string | null;

/**
 * Time logged on an opportunity or one of its tasks. The engineer fields userId and userName are null for credentials without compensation:read or a leadership role.
 */
export interface OpportunityTimeEntry {
  id: string;
  entryDate: string;
  hours: number;
  note: OpportunityTimeEntryNote;
  taskId: OpportunityTimeEntryTaskId;
  entryKind: EntryKind;
  userId: OpportunityTimeEntryUserId;
  userName: OpportunityTimeEntryUserName;
}

/**
 * An event type of the catalog (EventType), or `*` for every type.
 */
export type EventTypeFilter = typeof EventTypeFilter[keyof typeof EventTypeFilter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EventTypeFilter = {
  visioncreated: 'vision.created',
  visionupdated: 'vision.updated',
  visiondeleted: 'vision.deleted',
  objectivecreated: 'objective.created',
  objectiveupdated: 'objective.updated',
  objectivedeleted: 'objective.deleted',
  objectivestatus_changed: 'objective.status_changed',
  objectiveparent_link_added: 'objective.parent_link_added',
  objectiveparent_link_updated: 'objective.parent_link_updated',
  objectiveparent_link_removed: 'objective.parent_link_removed',
  metriccreated: 'metric.created',
  metricupdated: 'metric.updated',
  metricdeleted: 'metric.deleted',
  metricreading_added: 'metric.reading_added',
  metricreading_updated: 'metric.reading_updated',
  metricreading_removed: 'metric.reading_removed',
  opportunitycreated: 'opportunity.created',
  opportunityupdated: 'opportunity.updated',
  opportunitydeleted: 'opportunity.deleted',
  opportunitystate_changed: 'opportunity.state_changed',
  opportunityobjective_link_added: 'opportunity.objective_link_added',
  opportunityobjective_link_updated: 'opportunity.objective_link_updated',
  opportunityobjective_link_removed: 'opportunity.objective_link_removed',
  opportunityscore_added: 'opportunity.score_added',
  opportunityscore_updated: 'opportunity.score_updated',
  opportunityscore_removed: 'opportunity.score_removed',
  opportunityrisk_vote_added: 'opportunity.risk_vote_added',
  opportunityrisk_vote_updated: 'opportunity.risk_vote_updated',
  opportunityrisk_vote_removed: 'opportunity.risk_vote_removed',
  opportunityphase_added: 'opportunity.phase_added',
  opportunityphase_updated: 'opportunity.phase_updated',
  opportunityphase_removed: 'opportunity.phase_removed',
  opportunityupdate_added: 'opportunity.update_added',
  opportunityupdate_updated: 'opportunity.update_updated',
  opportunityupdate_removed: 'opportunity.update_removed',
  opportunityprototype_added: 'opportunity.prototype_added',
  opportunityprototype_updated: 'opportunity.prototype_updated',
  opportunityprototype_removed: 'opportunity.prototype_removed',
  opportunityexternal_link_added: 'opportunity.external_link_added',
  opportunityexternal_link_updated: 'opportunity.external_link_updated',
  opportunityexternal_link_removed: 'opportunity.external_link_removed',
  taskcreated: 'task.created',
  taskupdated: 'task.updated',
  taskdeleted: 'task.deleted',
  taskstatus_changed: 'task.status_changed',
  taskassignment_added: 'task.assignment_added',
  taskassignment_updated: 'task.assignment_updated',
  taskassignment_removed: 'task.assignment_removed',
  taskagent_run_added: 'task.agent_run_added',
  taskagent_run_updated: 'task.agent_run_updated',
  taskagent_run_removed: 'task.agent_run_removed',
  taskexternal_link_added: 'task.external_link_added',
  taskexternal_link_updated: 'task.external_link_updated',
  taskexternal_link_removed: 'task.external_link_removed',
  teamcreated: 'team.created',
  teamupdated: 'team.updated',
  teamdeleted: 'team.deleted',
  teammember_added: 'team.member_added',
  teammember_updated: 'team.member_updated',
  teammember_removed: 'team.member_removed',
  teamcycle_added: 'team.cycle_added',
  teamcycle_updated: 'team.cycle_updated',
  teamcycle_removed: 'team.cycle_removed',
  usercreated: 'user.created',
  userupdated: 'user.updated',
  userdeleted: 'user.deleted',
  roomcreated: 'room.created',
  roomupdated: 'room.updated',
  roomdeleted: 'room.deleted',
  roommember_added: 'room.member_added',
  roommember_updated: 'room.member_updated',
  roommember_removed: 'room.member_removed',
  messagecreated: 'message.created',
  messageupdated: 'message.updated',
  messagedeleted: 'message.deleted',
  commentcreated: 'comment.created',
  commentupdated: 'comment.updated',
  commentdeleted: 'comment.deleted',
  templatecreated: 'template.created',
  templateupdated: 'template.updated',
  templatedeleted: 'template.deleted',
  templatestep_added: 'template.step_added',
  templatestep_updated: 'template.step_updated',
  templatestep_removed: 'template.step_removed',
  categorycreated: 'category.created',
  categoryupdated: 'category.updated',
  categorydeleted: 'category.deleted',
  tagcreated: 'tag.created',
  tagupdated: 'tag.updated',
  tagdeleted: 'tag.deleted',
  prd_templatecreated: 'prd_template.created',
  prd_templateupdated: 'prd_template.updated',
  prd_templatedeleted: 'prd_template.deleted',
  customercreated: 'customer.created',
  customerupdated: 'customer.updated',
  customerdeleted: 'customer.deleted',
  customerstatus_changed: 'customer.status_changed',
  customercontact_added: 'customer.contact_added',
  customercontact_updated: 'customer.contact_updated',
  customercontact_removed: 'customer.contact_removed',
  customeropportunity_link_added: 'customer.opportunity_link_added',
  customeropportunity_link_updated: 'customer.opportunity_link_updated',
  customeropportunity_link_removed: 'customer.opportunity_link_removed',
  customerarr_point_added: 'customer.arr_point_added',
  customerarr_point_updated: 'customer.arr_point_updated',
  customerarr_point_removed: 'customer.arr_point_removed',
  customerreview_added: 'customer.review_added',
  customerreview_updated: 'customer.review_updated',
  customerreview_removed: 'customer.review_removed',
  insightcreated: 'insight.created',
  insightupdated: 'insight.updated',
  insightdeleted: 'insight.deleted',
  insightstatus_changed: 'insight.status_changed',
  insightlink_added: 'insight.link_added',
  insightlink_updated: 'insight.link_updated',
  insightlink_removed: 'insight.link_removed',
  insightimpact_added: 'insight.impact_added',
  insightimpact_updated: 'insight.impact_updated',
  insightimpact_removed: 'insight.impact_removed',
  insightpromise_break_added: 'insight.promise_break_added',
  insightpromise_break_updated: 'insight.promise_break_updated',
  insightpromise_break_removed: 'insight.promise_break_removed',
  strategycreated: 'strategy.created',
  strategyupdated: 'strategy.updated',
  strategydeleted: 'strategy.deleted',
  strategystatus_changed: 'strategy.status_changed',
  direction_documentcreated: 'direction_document.created',
  direction_documentupdated: 'direction_document.updated',
  direction_documentdeleted: 'direction_document.deleted',
  direction_documentstatus_changed: 'direction_document.status_changed',
  time_entrycreated: 'time_entry.created',
  time_entryupdated: 'time_entry.updated',
  time_entrydeleted: 'time_entry.deleted',
  filecreated: 'file.created',
  fileupdated: 'file.updated',
  filedeleted: 'file.deleted',
  filestatus_changed: 'file.status_changed',
  webhooktest: 'webhook.test',
  '*': '*',
} as const;

/**
 * Why the server deactivated it (null when active or deactivated by a caller).
 */
export type WebhookSubscriptionDisabledReason = string | null;

export type WebhookSubscriptionFailingSince = string | null;

export type WebhookSubscriptionCreatedById = string | null;

/**
 * An HTTPS endpoint receiving events. The secret that signs its deliveries is never returned (only once, on creation, when the server generated it). `active` false: nothing is sent (set by PATCH, or by the server after three days of failed deliveries, with `disabledReason`). `failingSince`: when the current run of failed attempts began (null after any success).
 */
export interface WebhookSubscription {
  id: string;
  url: string;
  eventTypes: EventTypeFilter[];
  description: string;
  active: boolean;
  /** Why the server deactivated it (null when active or deactivated by a caller). */
  disabledReason: WebhookSubscriptionDisabledReason;
  failingSince: WebhookSubscriptionFailingSince;
  createdById: WebhookSubscriptionCreatedById;
  createdAt: string;
  updatedAt: string;
}

export interface CreateWebhookSubscriptionBody {
  /**
   * an https:// URL without credentials (at delivery time its address must be public: loopback, private, link-local, CGNAT and metadata addresses are refused)
   * @maxLength 2048
   * @pattern ^https://
   */
  url: string;
  /**
   * @minItems 1
   * @maxItems 200
   */
  eventTypes: EventTypeFilter[];
  /** @maxLength 500 */
  description?: string;
  /**
   * Your signing secret (write-once: it cannot be changed or read back). Omit it to have one generated and returned once.
   * @minLength 24
   * @maxLength 200
   */
  secret?: string;
  active?: boolean;
}

export type CreatedWebhookSubscriptionAllOf = {
  /**
   * The signing secret, shown this once: store it to verify Sextant-Signature.
   * @pattern ^whsec_
   */
  secret?: string;
};

/**
 * The new subscription; `secret` is present once, here, when the server generated it (omitted when you sent yours).
 */
export type CreatedWebhookSubscription = WebhookSubscription & CreatedWebhookSubscriptionAllOf;

export interface UpdateWebhookSubscriptionBody {
  /**
   * an https:// URL without credentials
   * @maxLength 2048
   * @pattern ^https://
   */
  url?: string;
  /**
   * @minItems 1
   * @maxItems 200
   */
  eventTypes?: EventTypeFilter[];
  /** @maxLength 500 */
  description?: string;
  /** false stops deliveries (pending ones are cancelled); true resumes an inactive subscription and clears disabledReason and failingSince (sent to an active one it changes nothing); events of the time it was inactive are never sent. */
  active?: boolean;
  /** Not changeable: sending it is 400. Create a new subscription to rotate the secret. */
  secret?: unknown;
}

export interface WebhookTestResult {
  /**
   * The id of the synthetic webhook.test event (also sent as Sextant-Event-Id).
   * @pattern ^evt_[0-9a-f]{32}$
   */
  eventId: string;
  /** Its row in the delivery ledger (GET /webhook-subscriptions/{id}/deliveries). */
  deliveryId: string;
}

/**
 * An event type of the catalog (the document's `webhooks` section describes each): `<entity>.created | updated | deleted` for an entity itself; `<entity>.status_changed` (tasks, objectives, insights, customers, strategies, direction documents, files) or `opportunity.state_changed` in addition to `<entity>.updated` when that field moved; `<entity>.<child>_added | updated | removed` for its children (task.assignment_added, opportunity.external_link_added, metric.reading_added, …); `webhook.test` for the synthetic event of POST /webhook-subscriptions/{id}/test.
 */
export type EventType = typeof EventType[keyof typeof EventType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EventType = {
  visioncreated: 'vision.created',
  visionupdated: 'vision.updated',
  visiondeleted: 'vision.deleted',
  objectivecreated: 'objective.created',
  objectiveupdated: 'objective.updated',
  objectivedeleted: 'objective.deleted',
  objectivestatus_changed: 'objective.status_changed',
  objectiveparent_link_added: 'objective.parent_link_added',
  objectiveparent_link_updated: 'objective.parent_link_updated',
  objectiveparent_link_removed: 'objective.parent_link_removed',
  metriccreated: 'metric.created',
  metricupdated: 'metric.updated',
  metricdeleted: 'metric.deleted',
  metricreading_added: 'metric.reading_added',
  metricreading_updated: 'metric.reading_updated',
  metricreading_removed: 'metric.reading_removed',
  opportunitycreated: 'opportunity.created',
  opportunityupdated: 'opportunity.updated',
  opportunitydeleted: 'opportunity.deleted',
  opportunitystate_changed: 'opportunity.state_changed',
  opportunityobjective_link_added: 'opportunity.objective_link_added',
  opportunityobjective_link_updated: 'opportunity.objective_link_updated',
  opportunityobjective_link_removed: 'opportunity.objective_link_removed',
  opportunityscore_added: 'opportunity.score_added',
  opportunityscore_updated: 'opportunity.score_updated',
  opportunityscore_removed: 'opportunity.score_removed',
  opportunityrisk_vote_added: 'opportunity.risk_vote_added',
  opportunityrisk_vote_updated: 'opportunity.risk_vote_updated',
  opportunityrisk_vote_removed: 'opportunity.risk_vote_removed',
  opportunityphase_added: 'opportunity.phase_added',
  opportunityphase_updated: 'opportunity.phase_updated',
  opportunityphase_removed: 'opportunity.phase_removed',
  opportunityupdate_added: 'opportunity.update_added',
  opportunityupdate_updated: 'opportunity.update_updated',
  opportunityupdate_removed: 'opportunity.update_removed',
  opportunityprototype_added: 'opportunity.prototype_added',
  opportunityprototype_updated: 'opportunity.prototype_updated',
  opportunityprototype_removed: 'opportunity.prototype_removed',
  opportunityexternal_link_added: 'opportunity.external_link_added',
  opportunityexternal_link_updated: 'opportunity.external_link_updated',
  opportunityexternal_link_removed: 'opportunity.external_link_removed',
  taskcreated: 'task.created',
  taskupdated: 'task.updated',
  taskdeleted: 'task.deleted',
  taskstatus_changed: 'task.status_changed',
  taskassignment_added: 'task.assignment_added',
  taskassignment_updated: 'task.assignment_updated',
  taskassignment_removed: 'task.assignment_removed',
  taskagent_run_added: 'task.agent_run_added',
  taskagent_run_updated: 'task.agent_run_updated',
  taskagent_run_removed: 'task.agent_run_removed',
  taskexternal_link_added: 'task.external_link_added',
  taskexternal_link_updated: 'task.external_link_updated',
  taskexternal_link_removed: 'task.external_link_removed',
  teamcreated: 'team.created',
  teamupdated: 'team.updated',
  teamdeleted: 'team.deleted',
  teammember_added: 'team.member_added',
  teammember_updated: 'team.member_updated',
  teammember_removed: 'team.member_removed',
  teamcycle_added: 'team.cycle_added',
  teamcycle_updated: 'team.cycle_updated',
  teamcycle_removed: 'team.cycle_removed',
  usercreated: 'user.created',
  userupdated: 'user.updated',
  userdeleted: 'user.deleted',
  roomcreated: 'room.created',
  roomupdated: 'room.updated',
  roomdeleted: 'room.deleted',
  roommember_added: 'room.member_added',
  roommember_updated: 'room.member_updated',
  roommember_removed: 'room.member_removed',
  messagecreated: 'message.created',
  messageupdated: 'message.updated',
  messagedeleted: 'message.deleted',
  commentcreated: 'comment.created',
  commentupdated: 'comment.updated',
  commentdeleted: 'comment.deleted',
  templatecreated: 'template.created',
  templateupdated: 'template.updated',
  templatedeleted: 'template.deleted',
  templatestep_added: 'template.step_added',
  templatestep_updated: 'template.step_updated',
  templatestep_removed: 'template.step_removed',
  categorycreated: 'category.created',
  categoryupdated: 'category.updated',
  categorydeleted: 'category.deleted',
  tagcreated: 'tag.created',
  tagupdated: 'tag.updated',
  tagdeleted: 'tag.deleted',
  prd_templatecreated: 'prd_template.created',
  prd_templateupdated: 'prd_template.updated',
  prd_templatedeleted: 'prd_template.deleted',
  customercreated: 'customer.created',
  customerupdated: 'customer.updated',
  customerdeleted: 'customer.deleted',
  customerstatus_changed: 'customer.status_changed',
  customercontact_added: 'customer.contact_added',
  customercontact_updated: 'customer.contact_updated',
  customercontact_removed: 'customer.contact_removed',
  customeropportunity_link_added: 'customer.opportunity_link_added',
  customeropportunity_link_updated: 'customer.opportunity_link_updated',
  customeropportunity_link_removed: 'customer.opportunity_link_removed',
  customerarr_point_added: 'customer.arr_point_added',
  customerarr_point_updated: 'customer.arr_point_updated',
  customerarr_point_removed: 'customer.arr_point_removed',
  customerreview_added: 'customer.review_added',
  customerreview_updated: 'customer.review_updated',
  customerreview_removed: 'customer.review_removed',
  insightcreated: 'insight.created',
  insightupdated: 'insight.updated',
  insightdeleted: 'insight.deleted',
  insightstatus_changed: 'insight.status_changed',
  insightlink_added: 'insight.link_added',
  insightlink_updated: 'insight.link_updated',
  insightlink_removed: 'insight.link_removed',
  insightimpact_added: 'insight.impact_added',
  insightimpact_updated: 'insight.impact_updated',
  insightimpact_removed: 'insight.impact_removed',
  insightpromise_break_added: 'insight.promise_break_added',
  insightpromise_break_updated: 'insight.promise_break_updated',
  insightpromise_break_removed: 'insight.promise_break_removed',
  strategycreated: 'strategy.created',
  strategyupdated: 'strategy.updated',
  strategydeleted: 'strategy.deleted',
  strategystatus_changed: 'strategy.status_changed',
  direction_documentcreated: 'direction_document.created',
  direction_documentupdated: 'direction_document.updated',
  direction_documentdeleted: 'direction_document.deleted',
  direction_documentstatus_changed: 'direction_document.status_changed',
  time_entrycreated: 'time_entry.created',
  time_entryupdated: 'time_entry.updated',
  time_entrydeleted: 'time_entry.deleted',
  filecreated: 'file.created',
  fileupdated: 'file.updated',
  filedeleted: 'file.deleted',
  filestatus_changed: 'file.status_changed',
  webhooktest: 'webhook.test',
} as const;

export type WebhookDeliverySubscriptionId = string | null;

export type WebhookDeliveryKind = typeof WebhookDeliveryKind[keyof typeof WebhookDeliveryKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WebhookDeliveryKind = {
  event: 'event',
  test: 'test',
  redelivery: 'redelivery',
} as const;

export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus[keyof typeof WebhookDeliveryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WebhookDeliveryStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;

/**
 * Why the last attempt failed: HTTP status and the start of the body, a timeout, a TLS or connection error, or a refused address. Null once an attempt succeeds.
 */
export type WebhookDeliveryLastError = string | null;

export type WebhookDeliveryLastStatusCode = number | null;

export type WebhookDeliveryLastAttemptAt = string | null;

export type WebhookDeliveryNextAttemptAt = string | null;

export type WebhookDeliveryDeliveredAt = string | null;

/**
 * The last attempt's duration in milliseconds.
 */
export type WebhookDeliveryDurationMs = number | null;

export type WebhookDeliveryRedeliveryOf = string | null;

/**
 * One row of a subscription's delivery ledger: an event sent (or to be sent) to one subscription, with its attempts. status pending (first attempt queued) → retrying (an attempt failed, the next is scheduled at nextAttemptAt) → succeeded (a 2xx) | failed (every attempt failed, or the address was refused) | cancelled (the subscription was deactivated or deleted). kind: event, test (webhook.test) or redelivery (a new row re-sending the event of `redeliveryOf`). dedupKey `<eventId>:<subscriptionId>` is unique among originals.
 */
export interface WebhookDelivery {
  id: string;
  /**
   * the event id (evt_ and 32 hex digits)
   * @pattern ^evt_[0-9a-f]{32}$
   */
  eventId: string;
  eventType: EventType;
  subscriptionId: WebhookDeliverySubscriptionId;
  kind: WebhookDeliveryKind;
  status: WebhookDeliveryStatus;
  dedupKey: string;
  /** @minimum 0 */
  attemptCount: number;
  /** Why the last attempt failed: HTTP status and the start of the body, a timeout, a TLS or connection error, or a refused address. Null once an attempt succeeds. */
  lastError: WebhookDeliveryLastError;
  lastStatusCode: WebhookDeliveryLastStatusCode;
  createdAt: string;
  lastAttemptAt: WebhookDeliveryLastAttemptAt;
  nextAttemptAt: WebhookDeliveryNextAttemptAt;
  deliveredAt: WebhookDeliveryDeliveredAt;
  /** The last attempt's duration in milliseconds. */
  durationMs: WebhookDeliveryDurationMs;
  redeliveryOf: WebhookDeliveryRedeliveryOf;
}

export type IntegrationKind = typeof IntegrationKind[keyof typeof IntegrationKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationKind = {
  webhooks: 'webhooks',
  github: 'github',
} as const;

export type IntegrationStatus = typeof IntegrationStatus[keyof typeof IntegrationStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationStatus = {
  active: 'active',
  disabled: 'disabled',
} as const;

export type IntegrationConfigOnOpened = 'in_progress' | null;

export type IntegrationConfigOnMerged = 'completed' | null;

/**
 * Non-secret settings. github: the task status an opened and a merged pull request move linked tasks to (null: leave the status).
 */
export type IntegrationConfig = {
  onOpened?: IntegrationConfigOnOpened;
  onMerged?: IntegrationConfigOnMerged;
};

/**
 * github: the URL to paste into the repository's webhook settings (content type application/json, the secret from integration:create). Null for webhooks.
 */
export type IntegrationWebhookUrl = string | null;

/**
 * A connection to another system: kind `webhooks` (built in, one per org, created with its first webhook subscription; its outbound ledger is every webhook delivery) or `github` (pull-request webhooks, created by an admin with the admin CLI). Credentials and raw payloads are never returned.
 */
export interface Integration {
  id: string;
  kind: IntegrationKind;
  name: string;
  status: IntegrationStatus;
  /** Non-secret settings. github: the task status an opened and a merged pull request move linked tasks to (null: leave the status). */
  config: IntegrationConfig;
  /** github: the URL to paste into the repository's webhook settings (content type application/json, the secret from integration:create). Null for webhooks. */
  webhookUrl: IntegrationWebhookUrl;
  createdAt: string;
}

export type IntegrationEventDirection = typeof IntegrationEventDirection[keyof typeof IntegrationEventDirection];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationEventDirection = {
  inbound: 'inbound',
  outbound: 'outbound',
} as const;

export type IntegrationEventStatus = typeof IntegrationEventStatus[keyof typeof IntegrationEventStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationEventStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  processed: 'processed',
  ignored: 'ignored',
  skipped: 'skipped',
} as const;

export type IntegrationEventLastError = string | null;

export type IntegrationEventSummaryAnyOf = { [key: string]: unknown };

export type IntegrationEventSummary = IntegrationEventSummaryAnyOf | null;

export type IntegrationEventLastAttemptAt = string | null;

export type IntegrationEventFinishedAt = string | null;

export type IntegrationEventDurationMs = number | null;

/**
 * One row of an integration's ledger: inbound (a GitHub delivery received: processed, ignored, failed) or outbound (a webhook delivery: pending, retrying, succeeded, failed, cancelled; or a provider call: succeeded, failed, skipped). kind: the event type sent, or the provider's event name received (pull_request, ping). dedupKey: the provider's delivery id inbound (X-GitHub-Delivery), `<eventId>:<subscriptionId>` outbound. summary: what Sextant did with it (never the raw payload).
 */
export interface IntegrationEvent {
  id: string;
  integrationId: string;
  direction: IntegrationEventDirection;
  kind: string;
  status: IntegrationEventStatus;
  dedupKey: string;
  /** @minimum 0 */
  attemptCount: number;
  lastError: IntegrationEventLastError;
  summary: IntegrationEventSummary;
  createdAt: string;
  lastAttemptAt: IntegrationEventLastAttemptAt;
  finishedAt: IntegrationEventFinishedAt;
  durationMs: IntegrationEventDurationMs;
}

export type ExternalLinkEntityType = typeof ExternalLinkEntityType[keyof typeof ExternalLinkEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExternalLinkEntityType = {
  task: 'task',
  opportunity: 'opportunity',
} as const;

export type ExternalLinkKind = typeof ExternalLinkKind[keyof typeof ExternalLinkKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExternalLinkKind = {
  pull_request: 'pull_request',
  message: 'message',
  blocker: 'blocker',
} as const;

/**
 * pull_request: <owner>/<repo>#<number>.
 */
export type ExternalLinkExternalId = string | null;

export type ExternalLinkState = 'open' | 'merged' | 'closed' | null;

export type ExternalLinkChannelId = string | null;

export type ExternalLinkMessageId = string | null;

export type ExternalLinkIntegrationId = string | null;

export type ExternalLinkCreatedById = string | null;

/**
 * Something outside Sextant linked to a task or an opportunity: a pull request (kind pull_request, linked by an integration; state open | merged | closed), a chat message (kind message, unique per entity and provider, channelId, messageId) or an external blocker (kind blocker).
 */
export interface ExternalLink {
  id: string;
  entityType: ExternalLinkEntityType;
  entityId: string;
  kind: ExternalLinkKind;
  provider: string;
  url: string;
  title: string;
  /** pull_request: <owner>/<repo>#<number>. */
  externalId: ExternalLinkExternalId;
  state: ExternalLinkState;
  channelId: ExternalLinkChannelId;
  messageId: ExternalLinkMessageId;
  integrationId: ExternalLinkIntegrationId;
  createdById: ExternalLinkCreatedById;
  createdAt: string;
  updatedAt: string;
}

export interface CreateExternalBlockerBody {
  entityType: ExternalLinkEntityType;
  /**
   * The task or opportunity UUID or ref.
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
  /**
   * an http(s):// URL
   * @maxLength 2048
   * @pattern ^https?://
   */
  url: string;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /**
   * Where it lives (jira, zendesk, …).
   * @minLength 1
   * @maxLength 50
   */
  provider?: string;
}

export interface CreateExternalMessageLinkBody {
  entityType: ExternalLinkEntityType;
  /**
   * The task or opportunity UUID or ref.
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
  /**
   * @minLength 1
   * @maxLength 50
   */
  provider: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  channelId: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  messageId: string;
  /**
   * an http(s):// URL
   * @maxLength 2048
   * @pattern ^https?://
   */
  url: string;
  /**
   * A short excerpt to show with the link.
   * @maxLength 300
   */
  title?: string;
}

/**
 * queued → running → succeeded | failed | cancelled; a queued run may also be cancelled or fail. succeeded, failed and cancelled are final.
 */
export type AgentRunStatus = typeof AgentRunStatus[keyof typeof AgentRunStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AgentRunStatus = {
  queued: 'queued',
  running: 'running',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;

export type AgentRunIntegrationId = string | null;

export type AgentRunUrl = string | null;

/**
 * The run's id at its provider.
 */
export type AgentRunExternalId = string | null;

export type AgentRunCreatedById = string | null;

export type AgentRunStartedAt = string | null;

export type AgentRunFinishedAt = string | null;

/**
 * A coding agent's run on a task, reported by the agent itself (POST /agent-runs, PATCH) or by an integration. startedAt is set when it enters running, finishedAt when it reaches a final status.
 */
export interface AgentRun {
  id: string;
  taskId: string;
  taskRef: string;
  integrationId: AgentRunIntegrationId;
  provider: string;
  status: AgentRunStatus;
  summary: string;
  url: AgentRunUrl;
  /** The run's id at its provider. */
  externalId: AgentRunExternalId;
  createdById: AgentRunCreatedById;
  startedAt: AgentRunStartedAt;
  finishedAt: AgentRunFinishedAt;
  createdAt: string;
  updatedAt: string;
}

export type CreateAgentRunBodyStatus = typeof CreateAgentRunBodyStatus[keyof typeof CreateAgentRunBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateAgentRunBodyStatus = {
  queued: 'queued',
  running: 'running',
} as const;

export interface CreateAgentRunBody {
  taskId: TaskRef;
  /**
   * @minLength 1
   * @maxLength 50
   */
  provider: string;
  status?: CreateAgentRunBodyStatus;
  /** @maxLength 4000 */
  summary?: string;
  /**
   * an http(s):// URL
   * @maxLength 2048
   * @pattern ^https?://
   */
  url?: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  externalId?: string;
  /** The integration the run goes through, if any (cancel tells its provider). */
  integrationId?: string;
}

/**
 * an http(s):// URL
 * @maxLength 2048
 * @pattern ^https?://
 */
export type UpdateAgentRunBodyUrl = string | null;

/**
 * @minLength 1
 * @maxLength 200
 */
export type UpdateAgentRunBodyExternalId = string | null;

export interface UpdateAgentRunBody {
  status?: AgentRunStatus;
  /** @maxLength 4000 */
  summary?: string;
  /**
   * an http(s):// URL
   * @maxLength 2048
   * @pattern ^https?://
   */
  url?: UpdateAgentRunBodyUrl;
  /**
   * @minLength 1
   * @maxLength 200
   */
  externalId?: UpdateAgentRunBodyExternalId;
}

/**
 * pending (created and planned, not started) → running → completed (every row in) | partial (finished, some rows refused, each with its reason) | failed (stopped by an error not attributable to a row: an unreadable or truncated file, an unsupported version); running ⇄ paused (interrupted; the same import command resumes it from its checkpoint). completed, partial and failed are terminal.
 */
export type ImportRunStatus = typeof ImportRunStatus[keyof typeof ImportRunStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ImportRunStatus = {
  pending: 'pending',
  running: 'running',
  paused: 'paused',
  completed: 'completed',
  partial: 'partial',
  failed: 'failed',
} as const;

/**
 * The file's format: sextant-json (an export of a Sextant org) or linear-csv (Linear's issue CSV export).
 */
export type ImportRunFormat = typeof ImportRunFormat[keyof typeof ImportRunFormat];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ImportRunFormat = {
  'sextant-json': 'sextant-json',
  'linear-csv': 'linear-csv',
} as const;

/**
 * What one phase of an import run did with the source's rows so far: imported (rows created), matched (existing rows of the target org reused: a user with the same email, a team with the same prefix…), skipped (already imported by an earlier run of the same source) and refused (rejected; see refusals).
 */
export interface ImportRunPhaseCount {
  phase: string;
  /** @minimum 0 */
  imported: number;
  /** @minimum 0 */
  matched: number;
  /** @minimum 0 */
  skipped: number;
  /** @minimum 0 */
  refused: number;
}

export type ImportRefusalSourceId = string | null;

/**
 * A source row an import run refused, with the reason (never the row's content). sourceId is the row's id in the source file (null when it has none).
 */
export interface ImportRefusal {
  phase: string;
  /** The kind of row (the source table or section). */
  kind: string;
  sourceId: ImportRefusalSourceId;
  reason: string;
  createdAt: string;
}

export type ImportRunSourceSourceOrgId = string | null;

export type ImportRunSourceSourceOrgName = string | null;

export type ImportRunSourceExportedAt = string | null;

/**
 * The file imported: its base name and fingerprint (the export's id for sextant-json, the file's sha256 for linear-csv); for a Sextant export, the org it came from and when it was exported.
 */
export type ImportRunSource = {
  name: string;
  fingerprint: string;
  sourceOrgId?: ImportRunSourceSourceOrgId;
  sourceOrgName?: ImportRunSourceSourceOrgName;
  exportedAt?: ImportRunSourceExportedAt;
};

/**
 * The options the import was started with (CLI flags).
 */
export type ImportRunOptions = {
  /** @minimum 1 */
  batchSize?: number;
  includeCompensation?: boolean;
  /** Whether version history was imported. */
  history?: boolean;
  /** linear-csv: minutes of estimate per Linear point. */
  minutesPerPoint?: number;
  [key: string]: unknown;
 };

export type ImportRunPlanItem = {
  phase: string;
  /** @minimum 0 */
  rows: number;
};

/**
 * The last committed batch: the section of the file, the records of it already done (offset), the records of the whole file done (records: where a resumed run continues), the batches committed so far and when. Null before the first batch.
 */
export type ImportRunCheckpointAnyOf = {
  section: string;
  /** @minimum 0 */
  offset: number;
  /** @minimum 0 */
  records: number;
  /** @minimum 0 */
  batches: number;
  at: string;
};

/**
 * The last committed batch: the section of the file, the records of it already done (offset), the records of the whole file done (records: where a resumed run continues), the batches committed so far and when. Null before the first batch.
 */
export type ImportRunCheckpoint = ImportRunCheckpointAnyOf | null;

/**
 * failed: why, in one sentence. Null otherwise.
 */
export type ImportRunError = string | null;

/**
 * Null while pending.
 */
export type ImportRunStartedAt = string | null;

/**
 * When the run last committed a batch or changed status; null while pending.
 */
export type ImportRunHeartbeatAt = string | null;

/**
 * Set when the run reaches completed, partial or failed.
 */
export type ImportRunFinishedAt = string | null;

/**
 * @minimum 0
 */
export type ImportRunDurationMs = number | null;

/**
 * One import of a file into the org, started by an admin with the admin CLI (`npm run admin -- import --org <id> --from <file> --format sextant-json | linear-csv`); never created over the API. `plan` is the rows per phase found in the file, `counts` what each phase did so far, `checkpoint` the last committed batch (where a resumed run continues; null before the first batch), `refused` the total of refused rows and `refusals` the first 20 of them, oldest first. `durationMs`: finishedAt − startedAt for a terminal run, now − startedAt while running or paused, null while pending.
 */
export interface ImportRun {
  id: string;
  format: ImportRunFormat;
  /** The file imported: its base name and fingerprint (the export's id for sextant-json, the file's sha256 for linear-csv); for a Sextant export, the org it came from and when it was exported. */
  source: ImportRunSource;
  status: ImportRunStatus;
  /** The options the import was started with (CLI flags). */
  options: ImportRunOptions;
  /** The phases in the order they run, with the rows of each found in the file. */
  plan: ImportRunPlanItem[];
  /** What each phase started so far did, in phase order. */
  counts: ImportRunPhaseCount[];
  /** The last committed batch: the section of the file, the records of it already done (offset), the records of the whole file done (records: where a resumed run continues), the batches committed so far and when. Null before the first batch. */
  checkpoint: ImportRunCheckpoint;
  /**
   * Rows refused in all phases.
   * @minimum 0
   */
  refused: number;
  /**
   * The first 20 refused rows, oldest first (refused holds how many there are in all).
   * @maxItems 20
   */
  refusals: ImportRefusal[];
  /** What the import noticed without refusing a row (unknown Linear status names, references left empty, ignored columns). */
  warnings: string[];
  /** failed: why, in one sentence. Null otherwise. */
  error: ImportRunError;
  createdAt: string;
  /** Null while pending. */
  startedAt: ImportRunStartedAt;
  /** When the run last committed a batch or changed status; null while pending. */
  heartbeatAt: ImportRunHeartbeatAt;
  /** Set when the run reaches completed, partial or failed. */
  finishedAt: ImportRunFinishedAt;
  /** @minimum 0 */
  durationMs: ImportRunDurationMs;
}

/**
 * How the actor authenticated: api_key (an API key), oauth (an OAuth access token), session (the OAuth consent page's signed-in admin), cli (the admin CLI, run by an operator on the server), system (the server itself, for example a detected refresh-token reuse or a failed authentication).
 */
export type AuditCredentialKind = typeof AuditCredentialKind[keyof typeof AuditCredentialKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AuditCredentialKind = {
  api_key: 'api_key',
  oauth: 'oauth',
  session: 'session',
  cli: 'cli',
  system: 'system',
} as const;

/**
 * success (the action happened), failure (it was attempted and failed, such as a failed authentication) or denied (refused by a limit or a permission, such as a rate-limit lockout).
 */
export type AuditOutcome = typeof AuditOutcome[keyof typeof AuditOutcome];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AuditOutcome = {
  success: 'success',
  failure: 'failure',
  denied: 'denied',
} as const;

export type AuditEventActorUserId = string | null;

/**
 * The key's id, or the OAuth grant (oauth:<grant id>); never the key or token itself.
 */
export type AuditEventActorCredentialId = string | null;

/**
 * Who acted. userId is null for the admin CLI and the server itself.
 */
export type AuditEventActor = {
  userId: AuditEventActorUserId;
  credentialKind: AuditCredentialKind;
  /** The key's id, or the OAuth grant (oauth:<grant id>); never the key or token itself. */
  credentialId: AuditEventActorCredentialId;
};

/**
 * A human name for the target where it has one (an email, an app name, a URL host).
 */
export type AuditEventTargetAnyOfRef = string | null;

/**
 * What the action was done to (a key, a user, an OAuth app, a webhook subscription, an integration, an import run), when there is one.
 */
export type AuditEventTargetAnyOf = {
  kind: string;
  id: string;
  /** A human name for the target where it has one (an email, an app name, a URL host). */
  ref: AuditEventTargetAnyOfRef;
};

/**
 * What the action was done to (a key, a user, an OAuth app, a webhook subscription, an integration, an import run), when there is one.
 */
export type AuditEventTarget = AuditEventTargetAnyOf | null;

/**
 * The X-Request-Id of the API request that did it; null outside a request (the admin CLI).
 */
export type AuditEventRequestId = string | null;

/**
 * The client's network address as the server saw it, when known.
 */
export type AuditEventAddress = string | null;

/**
 * What else the action involved, by action: for example the role before and after (user.role_changed), the changed fields (webhook_subscription.updated) or how many attempts a sampled failed authentication stands for (count).
 */
export type AuditEventDetails = { [key: string]: unknown };

/**
 * One security event of the org, recorded in the same transaction as the action and never changed afterwards. It never holds a secret or a key: keys and tokens are named by their id, secrets only by the fact that they changed.
 */
export interface AuditEvent {
  id: string;
  occurredAt: string;
  /** What happened, as a dotted name (resource.verb); the recorded actions are listed in the README. */
  action: string;
  outcome: AuditOutcome;
  /** Who acted. userId is null for the admin CLI and the server itself. */
  actor: AuditEventActor;
  /** What the action was done to (a key, a user, an OAuth app, a webhook subscription, an integration, an import run), when there is one. */
  target: AuditEventTarget;
  /** The X-Request-Id of the API request that did it; null outside a request (the admin CLI). */
  requestId: AuditEventRequestId;
  /** The client's network address as the server saw it, when known. */
  address: AuditEventAddress;
  /** What else the action involved, by action: for example the role before and after (user.role_changed), the changed fields (webhook_subscription.updated) or how many attempts a sampled failed authentication stands for (count). */
  details: AuditEventDetails;
}

/**
 * An org role of the role catalog: its id (the role itself, the value of a user's orgRole and orgRoleId and of an API key's role), a display name and the capabilities it grants, exactly as the server enforces them. A key of the role holds these minus compensation:read and org:manage, narrowed to what its user's role grants.
 */
export interface Role {
  id: OrgRole;
  name: string;
  /** The capabilities the role grants, sorted. */
  capabilities: string[];
}

/**
 * What kind of evidence: a commit, a code review, a meeting, a calendar block, or other.
 */
export type ObservedEvidenceKind = typeof ObservedEvidenceKind[keyof typeof ObservedEvidenceKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObservedEvidenceKind = {
  commit: 'commit',
  review: 'review',
  meeting: 'meeting',
  calendar_block: 'calendar_block',
  other: 'other',
} as const;

export type IngestObservedEvidenceBodyItemsItem = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  externalId: string;
  /**
   * @minLength 1
   * @maxLength 100
   */
  source: string;
  kind: ObservedEvidenceKind;
  occurredAt: string;
  /**
   * @minimum 0
   * @maximum 1440
   */
  durationMinutes?: number;
  /**
   * The task (UUID or ref such as ENG-12) or opportunity (UUID or OPP-n) the work was on.
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$
   */
  subjectRef?: string;
  /** @maxLength 2000 */
  note?: string;
};

export interface IngestObservedEvidenceBody {
  /**
   * @minItems 1
   * @maxItems 500
   */
  items: IngestObservedEvidenceBodyItemsItem[];
}

export type ObservedEvidenceIngestResultItemsItemStatus = typeof ObservedEvidenceIngestResultItemsItemStatus[keyof typeof ObservedEvidenceIngestResultItemsItemStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObservedEvidenceIngestResultItemsItemStatus = {
  created: 'created',
  duplicate: 'duplicate',
} as const;

export type ObservedEvidenceIngestResultItemsItem = {
  externalId: string;
  source: string;
  /** The evidence's id (for a duplicate, the one recorded before). */
  id: string;
  status: ObservedEvidenceIngestResultItemsItemStatus;
};

/**
 * What an ingest did: how many items were recorded and how many were already recorded (same source and externalId for the caller), then each item in the order sent with its evidence id and status created or duplicate.
 */
export interface ObservedEvidenceIngestResult {
  /** @minimum 0 */
  ingested: number;
  /** @minimum 0 */
  duplicates: number;
  items: ObservedEvidenceIngestResultItemsItem[];
}

export interface HashObservedIdentifiersBody {
  /**
   * @minItems 1
   * @maxItems 1000
   */
  identifiers: string[];
}

export type ObservedIdentifierHashesAlgorithm = typeof ObservedIdentifierHashesAlgorithm[keyof typeof ObservedIdentifierHashesAlgorithm];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObservedIdentifierHashesAlgorithm = {
  'HMAC-SHA256': 'HMAC-SHA256',
} as const;

/**
 * Keyed hashes of identifiers: HMAC-SHA256 under the org's evidence key (keyId), lower-case hex, one per identifier in the order sent. The same identifier always hashes the same in one org and differently in another.
 */
export interface ObservedIdentifierHashes {
  algorithm: ObservedIdentifierHashesAlgorithm;
  /** The org key's id; it changes only if the key is replaced. */
  keyId: string;
  hashes: string[];
}

/**
 * @minimum 0
 * @maximum 1440
 */
export type ObservedEvidenceDurationMinutes = number | null;

/**
 * What the evidence was about, if anything; null once that task or opportunity is deleted.
 */
export type ObservedEvidenceSubjectType = 'task' | 'opportunity' | null;

export type ObservedEvidenceSubjectId = string | null;

/**
 * The ref of the task (ENG-12) or opportunity (OPP-3).
 */
export type ObservedEvidenceSubjectRef = string | null;

export type ObservedEvidenceNote = string | null;

/**
 * One piece of evidence that work happened, recorded by its subject (userId) from a source such as git, a code host or a calendar. (source, externalId) is unique per subject. weekStart is the Monday (UTC) of the week it occurred in, the week a reconciliation confirms.
 */
export interface ObservedEvidence {
  id: string;
  /** The subject: who the evidence is about and who recorded it. */
  userId: string;
  source: string;
  /** The item's id at its source (a commit sha, an event id). */
  externalId: string;
  kind: ObservedEvidenceKind;
  occurredAt: string;
  /** The Monday (UTC) of the week occurredAt falls in. */
  weekStart: string;
  /**
   * @minimum 0
   * @maximum 1440
   */
  durationMinutes: ObservedEvidenceDurationMinutes;
  /** What the evidence was about, if anything; null once that task or opportunity is deleted. */
  subjectType: ObservedEvidenceSubjectType;
  subjectId: ObservedEvidenceSubjectId;
  /** The ref of the task (ENG-12) or opportunity (OPP-3). */
  subjectRef: ObservedEvidenceSubjectRef;
  note: ObservedEvidenceNote;
  createdAt: string;
}

export interface ConfirmEvidenceReconciliationBody {
  /** A Monday. */
  weekStart: string;
}

/**
 * A week (Monday to Sunday, UTC) its user confirmed as reconciled; its evidence is kept by delete-self.
 */
export interface EvidenceReconciliation {
  userId: string;
  /** The Monday. */
  weekStart: string;
  /** The Sunday. */
  weekEnd: string;
  confirmedAt: string;
}

export interface DeleteOwnObservedEvidenceBody {
  /** First day (UTC, included). */
  from?: string;
  /** Last day (UTC, included). */
  to?: string;
}

/**
 * What delete-self did: how many pieces of evidence were deleted, and the reconciled weeks of the window (kept).
 */
export interface ObservedEvidenceDeletion {
  /** @minimum 0 */
  deleted: number;
  /** The Mondays of the window's confirmed weeks, oldest first; their evidence was kept. */
  keptWeeks: string[];
}

/**
 * user: a person (API key or their OAuth token); app: an OAuth app acting as itself (actor=app); system: the server (jobs, integrations, the admin CLI).
 */
export type EventActorType = typeof EventActorType[keyof typeof EventActorType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EventActorType = {
  user: 'user',
  app: 'app',
  system: 'system',
} as const;

/**
 * The user (a person or an app's user); null for system.
 */
export type EventActorId = string | null;

export type EventActor = {
  /** user: a person (API key or their OAuth token); app: an OAuth app acting as itself (actor=app); system: the server (jobs, integrations, the admin CLI). */
  type: EventActorType;
  /** The user (a person or an app's user); null for system. */
  id: EventActorId;
};

/**
 * The resource (or the parent of a child event) as the API returns it; {id, deleted: true} after a deletion.
 */
export type EventDataObject = { [key: string]: unknown };

export type EventDataSubjectKey = { [key: string]: unknown };

/**
 * Child events only (task.assignment_added, task.agent_run_updated, opportunity.external_link_removed, …): which child — its type and its key, the child's identifying fields in API names ({id} for an agent run, an external link or a metric reading; {userId} for an assignment or a member; {objectiveId} for an objective link).
 */
export type EventDataSubject = {
  type: string;
  key: EventDataSubjectKey;
};

export type EventDataChangesItem = {
  field: string;
  /** The value before (null on creation). */
  from: unknown;
  /** The value after (null on deletion). */
  to: unknown;
};

export type EventData = {
  /** The resource (or the parent of a child event) as the API returns it; {id, deleted: true} after a deletion. */
  object: EventDataObject;
  /** Child events only (task.assignment_added, task.agent_run_updated, opportunity.external_link_removed, …): which child — its type and its key, the child's identifying fields in API names ({id} for an agent run, an external link or a metric reading; {userId} for an assignment or a member; {objectiveId} for an objective link). */
  subject?: EventDataSubject;
  changes: EventDataChangesItem[];
};

/**
 * The body of every webhook delivery, signed as the `Sextant-Signature` header describes. `data.object` is the resource as the API returns it at the moment of fan-out (a few milliseconds after the change committed), without financial fields (estimatedCost, salary, weekly hours); for `*.deleted` it is `{id, deleted: true}`, and for a child event (`task.assignment_added`) the parent entity, with `data.subject` naming the child. `data.changes` lists the fields the write changed (the child's, for a child event), by their API names, with their values before and after (financial and internal fields left out; an update of financial fields only emits no event). Events are delivered at least once: deduplicate on `id` (also sent as `Sextant-Event-Id`). Private conversations (direct messages, private rooms, their members and messages) are never sent.
 */
export interface Event {
  /** @pattern ^evt_[0-9a-f]{32}$ */
  id: string;
  type: EventType;
  /** When the change committed. */
  createdAt: string;
  orgId: string;
  actor: EventActor;
  data: EventData;
}

/**
 * INTERNAL_ERROR — a fault on our side; retry with the same request and quote X-Request-Id if it persists.
 */
export type InternalErrorResponse = ErrorEnvelope;

/**
 * SERVICE_UNAVAILABLE — this instance cannot serve now (database unreachable, migrations pending, shutting down, or a search over its time budget). error.data.checks is the Readiness object; retry after Retry-After seconds, or on another instance.
 */
export type ServiceUnavailableResponse = ErrorEnvelope;

export type ViewerResponseAllOf = {
  data: Viewer;
};

export type ViewerResponse = SuccessEnvelope & ViewerResponseAllOf;

/**
 * UNAUTHORIZED — missing or invalid bearer credential.
 */
export type UnauthorizedResponse = ErrorEnvelope;

/**
 * RATE_LIMITED — more requests than this key's per-minute limit. Wait Retry-After seconds; error.data has limit, retryAfter and reset.
 */
export type TooManyRequestsResponse = ErrorEnvelope;

export type ViewerSavedResponseAllOf = {
  data: Viewer;
};

export type ViewerSavedResponse = SuccessEnvelope & ViewerSavedResponseAllOf;

/**
 * VALIDATION_FAILED — the request does not match the document; details lists each offending field. Also refused here, whatever the schema: text holding NUL (\u0000) or lone surrogates, in any field, key, query or path parameter; JSON nested deeper than 64 levels; an integer or number parameter that is not a plain decimal within its bounds (1e309, Infinity, 0x10); a path that is not valid percent-encoding; a body that does not decode as its Content-Encoding says.
 */
export type BadRequestResponse = ErrorEnvelope;

/**
 * FORBIDDEN — the credential lacks a capability the operation needs (the oauth2 scopes in its security) or a role.
 */
export type ForbiddenResponse = ErrorEnvelope;

/**
 * NOT_FOUND — no such resource in the caller's org (another org's id reads as 404).
 */
export type NotFoundResponse = ErrorEnvelope;

/**
 * ALREADY_EXISTS or INVALID_STATE_TRANSITION — the resource's state refuses the request; error.data says why. IDEMPOTENCY_CONFLICT — the Idempotency-Key was used with a different body or by another credential, or its first request is still running (then Retry-After says when to retry).
 */
export type ConflictResponse = ErrorEnvelope;

/**
 * PAYLOAD_TOO_LARGE — the request body is larger than 1 MB (an upload: larger than the size it was signed for). details names the body.
 */
export type PayloadTooLargeResponse = ErrorEnvelope;

/**
 * UNSUPPORTED_MEDIA_TYPE — the body is not UTF-8 JSON the server can read: a charset other than UTF-8 in Content-Type, or a Content-Encoding other than gzip, deflate or br. A body that does not decode as its Content-Encoding says is 400. details names the header.
 */
export type UnsupportedMediaTypeResponse = ErrorEnvelope;

export type ActivityListResponseAllOf = {
  data: Activity[];
};

export type ActivityListResponse = ListEnvelope & ActivityListResponseAllOf;

export type SubscriptionResponseAllOf = {
  data: Subscription;
};

export type SubscriptionResponse = SuccessEnvelope & SubscriptionResponseAllOf;

export type SubscriptionSavedResponseAllOf = {
  data: Subscription;
};

export type SubscriptionSavedResponse = SuccessEnvelope & SubscriptionSavedResponseAllOf;

export type VisionAiContextResponseAllOf = {
  data: VisionAiContext;
};

export type VisionAiContextResponse = SuccessEnvelope & VisionAiContextResponseAllOf;

export type NotificationListResponseAllOf = {
  data: Notification[];
};

export type NotificationListResponse = ListEnvelope & NotificationListResponseAllOf;

export type NotificationSavedResponseAllOf = {
  data: Notification;
};

export type NotificationSavedResponse = SuccessEnvelope & NotificationSavedResponseAllOf;

export type VisionListResponseAllOf = {
  data: Vision[];
};

export type VisionListResponse = ListEnvelope & VisionListResponseAllOf;

export type VisionCreatedResponseAllOf = {
  data: Vision;
};

export type VisionCreatedResponse = SuccessEnvelope & VisionCreatedResponseAllOf;

export type VisionResponseAllOf = {
  data: Vision;
};

export type VisionResponse = SuccessEnvelope & VisionResponseAllOf;

export type VisionSavedResponseAllOf = {
  data: Vision;
};

export type VisionSavedResponse = SuccessEnvelope & VisionSavedResponseAllOf;

export type VisionVersionListResponseAllOf = {
  data: VisionVersion[];
};

export type VisionVersionListResponse = ListEnvelope & VisionVersionListResponseAllOf;

export type VisionVersionSavedResponseAllOf = {
  data: VisionVersion;
};

export type VisionVersionSavedResponse = SuccessEnvelope & VisionVersionSavedResponseAllOf;

export type ObjectiveListResponseAllOf = {
  data: Objective[];
};

export type ObjectiveListResponse = ListEnvelope & ObjectiveListResponseAllOf;

export type VisionChildrenResponseAllOf = {
  data: VisionChildren;
};

export type VisionChildrenResponse = SuccessEnvelope & VisionChildrenResponseAllOf;

export type StrategyListResponseAllOf = {
  data: Strategy[];
};

export type StrategyListResponse = ListEnvelope & StrategyListResponseAllOf;

export type StrategyCreatedResponseAllOf = {
  data: Strategy;
};

export type StrategyCreatedResponse = SuccessEnvelope & StrategyCreatedResponseAllOf;

export type StrategyResponseAllOf = {
  data: Strategy;
};

export type StrategyResponse = SuccessEnvelope & StrategyResponseAllOf;

export type StrategySavedResponseAllOf = {
  data: Strategy;
};

export type StrategySavedResponse = SuccessEnvelope & StrategySavedResponseAllOf;

export type StrategyVersionListResponseAllOf = {
  data: StrategyVersion[];
};

export type StrategyVersionListResponse = ListEnvelope & StrategyVersionListResponseAllOf;

export type StrategyVersionSavedResponseAllOf = {
  data: StrategyVersion;
};

export type StrategyVersionSavedResponse = SuccessEnvelope & StrategyVersionSavedResponseAllOf;

export type DirectionDocumentSummaryListResponseAllOf = {
  data: DirectionDocumentSummary[];
};

export type DirectionDocumentSummaryListResponse = ListEnvelope & DirectionDocumentSummaryListResponseAllOf;

export type DirectionDocumentCreatedResponseAllOf = {
  data: DirectionDocument;
};

export type DirectionDocumentCreatedResponse = SuccessEnvelope & DirectionDocumentCreatedResponseAllOf;

export type DirectionDocumentChangeListResponseAllOf = {
  data: DirectionDocumentChange[];
};

export type DirectionDocumentChangeListResponse = ListEnvelope & DirectionDocumentChangeListResponseAllOf;

export type DirectionDocumentResponseAllOf = {
  data: DirectionDocument;
};

export type DirectionDocumentResponse = SuccessEnvelope & DirectionDocumentResponseAllOf;

export type DirectionDocumentSavedResponseAllOf = {
  data: DirectionDocument;
};

export type DirectionDocumentSavedResponse = SuccessEnvelope & DirectionDocumentSavedResponseAllOf;

export type DirectionDocumentDraftSavedResponseAllOf = {
  data: DirectionDocumentDraft;
};

export type DirectionDocumentDraftSavedResponse = SuccessEnvelope & DirectionDocumentDraftSavedResponseAllOf;

export type DirectionDocumentVersionListResponseAllOf = {
  data: DirectionDocumentVersion[];
};

export type DirectionDocumentVersionListResponse = ListEnvelope & DirectionDocumentVersionListResponseAllOf;

export type DirectionDocumentVersionSavedResponseAllOf = {
  data: DirectionDocumentVersion;
};

export type DirectionDocumentVersionSavedResponse = SuccessEnvelope & DirectionDocumentVersionSavedResponseAllOf;

export type ObjectiveCreatedResponseAllOf = {
  data: Objective;
};

export type ObjectiveCreatedResponse = SuccessEnvelope & ObjectiveCreatedResponseAllOf;

export type AlignmentGridResponseAllOf = {
  data: AlignmentGrid;
};

export type AlignmentGridResponse = SuccessEnvelope & AlignmentGridResponseAllOf;

export type ObjectiveResponseAllOf = {
  data: Objective;
};

export type ObjectiveResponse = SuccessEnvelope & ObjectiveResponseAllOf;

export type DeletedSavedResponseAllOf = {
  data: DeleteResult;
};

export type DeletedSavedResponse = SuccessEnvelope & DeletedSavedResponseAllOf;

export type ObjectiveSavedResponseAllOf = {
  data: Objective;
};

export type ObjectiveSavedResponse = SuccessEnvelope & ObjectiveSavedResponseAllOf;

export type ObjectiveNestingResponseAllOf = {
  data: ObjectiveNesting;
};

export type ObjectiveNestingResponse = SuccessEnvelope & ObjectiveNestingResponseAllOf;

export type ObjectiveNestingSavedResponseAllOf = {
  data: ObjectiveNesting;
};

export type ObjectiveNestingSavedResponse = SuccessEnvelope & ObjectiveNestingSavedResponseAllOf;

/**
 * A business rule refuses a well-formed request: BUSINESS_RULE_VIOLATION, SOURCE_OWNED_FIELDS, PLAN_LIMIT_EXCEEDED or PLAN_FEATURE_REQUIRED; error.data carries what is needed to correct it.
 */
export type UnprocessableResponse = ErrorEnvelope;

export type MetricListResponseAllOf = {
  data: Metric[];
};

export type MetricListResponse = ListEnvelope & MetricListResponseAllOf;

export type MetricCreatedResponseAllOf = {
  data: Metric;
};

export type MetricCreatedResponse = SuccessEnvelope & MetricCreatedResponseAllOf;

export type MetricResponseAllOf = {
  data: Metric;
};

export type MetricResponse = SuccessEnvelope & MetricResponseAllOf;

export type MetricSavedResponseAllOf = {
  data: Metric;
};

export type MetricSavedResponse = SuccessEnvelope & MetricSavedResponseAllOf;

export type MetricValueListResponseAllOf = {
  data: MetricValue[];
};

export type MetricValueListResponse = ListEnvelope & MetricValueListResponseAllOf;

export type MetricValueCreatedResponseAllOf = {
  data: MetricValue;
};

export type MetricValueCreatedResponse = SuccessEnvelope & MetricValueCreatedResponseAllOf;

export type MetricDependentsResponseAllOf = {
  data: MetricDependents;
};

export type MetricDependentsResponse = SuccessEnvelope & MetricDependentsResponseAllOf;

export type OpportunityListResponseAllOf = {
  data: Opportunity[];
};

export type OpportunityListResponse = ListEnvelope & OpportunityListResponseAllOf;

export type OpportunityCreatedResponseAllOf = {
  data: Opportunity;
};

export type OpportunityCreatedResponse = SuccessEnvelope & OpportunityCreatedResponseAllOf;

export type OpportunityResponseAllOf = {
  data: Opportunity;
};

export type OpportunityResponse = SuccessEnvelope & OpportunityResponseAllOf;

export type OpportunitySavedResponseAllOf = {
  data: Opportunity;
};

export type OpportunitySavedResponse = SuccessEnvelope & OpportunitySavedResponseAllOf;

export type TaskListResponseAllOf = {
  data: Task[];
};

export type TaskListResponse = ListEnvelope & TaskListResponseAllOf;

export type ScorecardResponseAllOf = {
  data: Scorecard;
};

export type ScorecardResponse = SuccessEnvelope & ScorecardResponseAllOf;

export type ScorecardSavedResponseAllOf = {
  data: Scorecard;
};

export type ScorecardSavedResponse = SuccessEnvelope & ScorecardSavedResponseAllOf;

export type OpportunityRiskSavedResponseAllOf = {
  data: OpportunityRisk;
};

export type OpportunityRiskSavedResponse = SuccessEnvelope & OpportunityRiskSavedResponseAllOf;

export type OpportunityPhaseListResponseAllOf = {
  data: OpportunityPhase[];
};

export type OpportunityPhaseListResponse = ListEnvelope & OpportunityPhaseListResponseAllOf;

export type OpportunityPhaseCreatedResponseAllOf = {
  data: OpportunityPhase;
};

export type OpportunityPhaseCreatedResponse = SuccessEnvelope & OpportunityPhaseCreatedResponseAllOf;

export type OpportunityUpdateListResponseAllOf = {
  data: OpportunityUpdate[];
};

export type OpportunityUpdateListResponse = ListEnvelope & OpportunityUpdateListResponseAllOf;

export type OpportunityUpdateCreatedResponseAllOf = {
  data: OpportunityUpdate;
};

export type OpportunityUpdateCreatedResponse = SuccessEnvelope & OpportunityUpdateCreatedResponseAllOf;

export type TaskCreatedResponseAllOf = {
  data: Task;
};

export type TaskCreatedResponse = SuccessEnvelope & TaskCreatedResponseAllOf;

export type TaskResponseAllOf = {
  data: Task;
};

export type TaskResponse = SuccessEnvelope & TaskResponseAllOf;

export type TaskSavedResponseAllOf = {
  data: Task;
};

export type TaskSavedResponse = SuccessEnvelope & TaskSavedResponseAllOf;

export type TaskAssignmentCreatedResponseAllOf = {
  data: TaskAssignment;
};

export type TaskAssignmentCreatedResponse = SuccessEnvelope & TaskAssignmentCreatedResponseAllOf;

export type TaskAssignmentSavedResponseAllOf = {
  data: TaskAssignment;
};

export type TaskAssignmentSavedResponse = SuccessEnvelope & TaskAssignmentSavedResponseAllOf;

export type TeamListResponseAllOf = {
  data: Team[];
};

export type TeamListResponse = ListEnvelope & TeamListResponseAllOf;

export type TeamCreatedResponseAllOf = {
  data: Team;
};

export type TeamCreatedResponse = SuccessEnvelope & TeamCreatedResponseAllOf;

export type TeamResponseAllOf = {
  data: Team;
};

export type TeamResponse = SuccessEnvelope & TeamResponseAllOf;

export type TeamSavedResponseAllOf = {
  data: Team;
};

export type TeamSavedResponse = SuccessEnvelope & TeamSavedResponseAllOf;

export type TeamMemberListResponseAllOf = {
  data: TeamMember[];
};

export type TeamMemberListResponse = ListEnvelope & TeamMemberListResponseAllOf;

export type TeamMemberCreatedResponseAllOf = {
  data: TeamMember;
};

export type TeamMemberCreatedResponse = SuccessEnvelope & TeamMemberCreatedResponseAllOf;

export type UserListResponseAllOf = {
  data: User[];
};

export type UserListResponse = ListEnvelope & UserListResponseAllOf;

export type UserResponseAllOf = {
  data: User;
};

export type UserResponse = SuccessEnvelope & UserResponseAllOf;

export type UserSavedResponseAllOf = {
  data: User;
};

export type UserSavedResponse = SuccessEnvelope & UserSavedResponseAllOf;

export type RoomListResponseAllOf = {
  data: Room[];
};

export type RoomListResponse = ListEnvelope & RoomListResponseAllOf;

export type RoomCreatedResponseAllOf = {
  data: Room;
};

export type RoomCreatedResponse = SuccessEnvelope & RoomCreatedResponseAllOf;

export type RoomResponseAllOf = {
  data: Room;
};

export type RoomResponse = SuccessEnvelope & RoomResponseAllOf;

export type RoomSavedResponseAllOf = {
  data: Room;
};

export type RoomSavedResponse = SuccessEnvelope & RoomSavedResponseAllOf;

export type RoomMemberListResponseAllOf = {
  data: RoomMember[];
};

export type RoomMemberListResponse = ListEnvelope & RoomMemberListResponseAllOf;

export type RoomMemberCreatedResponseAllOf = {
  data: RoomMember;
};

export type RoomMemberCreatedResponse = SuccessEnvelope & RoomMemberCreatedResponseAllOf;

export type RoomMemberRemovedSavedResponseAllOf = {
  data: RoomMemberRemoved;
};

export type RoomMemberRemovedSavedResponse = SuccessEnvelope & RoomMemberRemovedSavedResponseAllOf;

export type RoomMembershipSavedResponseAllOf = {
  data: RoomMembership;
};

export type RoomMembershipSavedResponse = SuccessEnvelope & RoomMembershipSavedResponseAllOf;

export type MessageListResponseAllOf = {
  data: Message[];
};

export type MessageListResponse = ListEnvelope & MessageListResponseAllOf;

export type MessageCreatedResponseAllOf = {
  data: Message;
};

export type MessageCreatedResponse = SuccessEnvelope & MessageCreatedResponseAllOf;

export type MessageSavedResponseAllOf = {
  data: Message;
};

export type MessageSavedResponse = SuccessEnvelope & MessageSavedResponseAllOf;

export type CommentListResponseAllOf = {
  data: Comment[];
};

export type CommentListResponse = ListEnvelope & CommentListResponseAllOf;

export type CommentCreatedResponseAllOf = {
  data: Comment;
};

export type CommentCreatedResponse = SuccessEnvelope & CommentCreatedResponseAllOf;

export type CommentSavedResponseAllOf = {
  data: Comment;
};

export type CommentSavedResponse = SuccessEnvelope & CommentSavedResponseAllOf;

export type TemplateListResponseAllOf = {
  data: Template[];
};

export type TemplateListResponse = ListEnvelope & TemplateListResponseAllOf;

export type TemplateCreatedResponseAllOf = {
  data: Template;
};

export type TemplateCreatedResponse = SuccessEnvelope & TemplateCreatedResponseAllOf;

export type TemplateInstanceSavedResponseAllOf = {
  data: TemplateInstance;
};

export type TemplateInstanceSavedResponse = SuccessEnvelope & TemplateInstanceSavedResponseAllOf;

export type TemplateResponseAllOf = {
  data: Template;
};

export type TemplateResponse = SuccessEnvelope & TemplateResponseAllOf;

export type TemplateSavedResponseAllOf = {
  data: Template;
};

export type TemplateSavedResponse = SuccessEnvelope & TemplateSavedResponseAllOf;

export type TemplateInstanceCreatedResponseAllOf = {
  data: TemplateInstance;
};

export type TemplateInstanceCreatedResponse = SuccessEnvelope & TemplateInstanceCreatedResponseAllOf;

export type TemplateInstanceResponseAllOf = {
  data: TemplateInstance;
};

export type TemplateInstanceResponse = SuccessEnvelope & TemplateInstanceResponseAllOf;

export type TemplateUsageResponseAllOf = {
  data: TemplateUsage;
};

export type TemplateUsageResponse = SuccessEnvelope & TemplateUsageResponseAllOf;

export type TemplateUsageSavedResponseAllOf = {
  data: TemplateUsage;
};

export type TemplateUsageSavedResponse = SuccessEnvelope & TemplateUsageSavedResponseAllOf;

export type CategoryListResponseAllOf = {
  data: Category[];
};

export type CategoryListResponse = ListEnvelope & CategoryListResponseAllOf;

export type CategoryCreatedResponseAllOf = {
  data: Category;
};

export type CategoryCreatedResponse = SuccessEnvelope & CategoryCreatedResponseAllOf;

export type CategoryResponseAllOf = {
  data: Category;
};

export type CategoryResponse = SuccessEnvelope & CategoryResponseAllOf;

export type CategorySavedResponseAllOf = {
  data: Category;
};

export type CategorySavedResponse = SuccessEnvelope & CategorySavedResponseAllOf;

export type TagListResponseAllOf = {
  data: Tag[];
};

export type TagListResponse = ListEnvelope & TagListResponseAllOf;

export type TagCreatedResponseAllOf = {
  data: Tag;
};

export type TagCreatedResponse = SuccessEnvelope & TagCreatedResponseAllOf;

export type TagSavedResponseAllOf = {
  data: Tag;
};

export type TagSavedResponse = SuccessEnvelope & TagSavedResponseAllOf;

export type PrdTemplateListResponseAllOf = {
  data: PrdTemplate[];
};

export type PrdTemplateListResponse = ListEnvelope & PrdTemplateListResponseAllOf;

export type PrdTemplateCreatedResponseAllOf = {
  data: PrdTemplate;
};

export type PrdTemplateCreatedResponse = SuccessEnvelope & PrdTemplateCreatedResponseAllOf;

export type PrdTemplateResponseAllOf = {
  data: PrdTemplate;
};

export type PrdTemplateResponse = SuccessEnvelope & PrdTemplateResponseAllOf;

export type PrdTemplateSavedResponseAllOf = {
  data: PrdTemplate;
};

export type PrdTemplateSavedResponse = SuccessEnvelope & PrdTemplateSavedResponseAllOf;

export type OpportunityContextResponseAllOf = {
  data: OpportunityContext;
};

export type OpportunityContextResponse = SuccessEnvelope & OpportunityContextResponseAllOf;

export type TaskContextResponseAllOf = {
  data: TaskContext;
};

export type TaskContextResponse = SuccessEnvelope & TaskContextResponseAllOf;

export type PrdSynthesisSavedResponseAllOf = {
  data: PrdSynthesis;
};

export type PrdSynthesisSavedResponse = SuccessEnvelope & PrdSynthesisSavedResponseAllOf;

export type OpportunityPhaseSavedResponseAllOf = {
  data: OpportunityPhase;
};

export type OpportunityPhaseSavedResponse = SuccessEnvelope & OpportunityPhaseSavedResponseAllOf;

export type PhaseHandoffSavedResponseAllOf = {
  data: PhaseHandoff;
};

export type PhaseHandoffSavedResponse = SuccessEnvelope & PhaseHandoffSavedResponseAllOf;

export type ClaimListResponseAllOf = {
  data: Claim[];
};

export type ClaimListResponse = ListEnvelope & ClaimListResponseAllOf;

export type CustomerListResponseAllOf = {
  data: Customer[];
};

export type CustomerListResponse = ListEnvelope & CustomerListResponseAllOf;

export type CustomerCreatedResponseAllOf = {
  data: Customer;
};

export type CustomerCreatedResponse = SuccessEnvelope & CustomerCreatedResponseAllOf;

export type CommitmentListResponseAllOf = {
  data: Commitment[];
};

export type CommitmentListResponse = ListEnvelope & CommitmentListResponseAllOf;

export type ArrSummaryResponseAllOf = {
  data: ArrSummary;
};

export type ArrSummaryResponse = SuccessEnvelope & ArrSummaryResponseAllOf;

export type CustomerResponseAllOf = {
  data: Customer;
};

export type CustomerResponse = SuccessEnvelope & CustomerResponseAllOf;

export type CustomerSavedResponseAllOf = {
  data: Customer;
};

export type CustomerSavedResponse = SuccessEnvelope & CustomerSavedResponseAllOf;

export type ContactListResponseAllOf = {
  data: Contact[];
};

export type ContactListResponse = ListEnvelope & ContactListResponseAllOf;

export type ContactCreatedResponseAllOf = {
  data: Contact;
};

export type ContactCreatedResponse = SuccessEnvelope & ContactCreatedResponseAllOf;

export type ContactSavedResponseAllOf = {
  data: Contact;
};

export type ContactSavedResponse = SuccessEnvelope & ContactSavedResponseAllOf;

export type CustomerOpportunityListResponseAllOf = {
  data: CustomerOpportunity[];
};

export type CustomerOpportunityListResponse = ListEnvelope & CustomerOpportunityListResponseAllOf;

export type CustomerOpportunitySavedResponseAllOf = {
  data: CustomerOpportunity;
};

export type CustomerOpportunitySavedResponse = SuccessEnvelope & CustomerOpportunitySavedResponseAllOf;

export type CustomerUpdateListResponseAllOf = {
  data: CustomerUpdate[];
};

export type CustomerUpdateListResponse = ListEnvelope & CustomerUpdateListResponseAllOf;

export type CustomerUpdateCreatedResponseAllOf = {
  data: CustomerUpdate;
};

export type CustomerUpdateCreatedResponse = SuccessEnvelope & CustomerUpdateCreatedResponseAllOf;

export type ArrPointListResponseAllOf = {
  data: ArrPoint[];
};

export type ArrPointListResponse = ListEnvelope & ArrPointListResponseAllOf;

export type ArrPointCreatedResponseAllOf = {
  data: ArrPoint;
};

export type ArrPointCreatedResponse = SuccessEnvelope & ArrPointCreatedResponseAllOf;

export type InsightListResponseAllOf = {
  data: Insight[];
};

export type InsightListResponse = ListEnvelope & InsightListResponseAllOf;

export type InsightCreatedResponseAllOf = {
  data: Insight;
};

export type InsightCreatedResponse = SuccessEnvelope & InsightCreatedResponseAllOf;

export type InsightResponseAllOf = {
  data: Insight;
};

export type InsightResponse = SuccessEnvelope & InsightResponseAllOf;

export type InsightSavedResponseAllOf = {
  data: Insight;
};

export type InsightSavedResponse = SuccessEnvelope & InsightSavedResponseAllOf;

export type ExternalStakeholderListResponseAllOf = {
  data: ExternalStakeholder[];
};

export type ExternalStakeholderListResponse = ListEnvelope & ExternalStakeholderListResponseAllOf;

export type ExternalStakeholderCreatedResponseAllOf = {
  data: ExternalStakeholder;
};

export type ExternalStakeholderCreatedResponse = SuccessEnvelope & ExternalStakeholderCreatedResponseAllOf;

export type CustomerOnboardingResponseAllOf = {
  data: CustomerOnboarding;
};

export type CustomerOnboardingResponse = SuccessEnvelope & CustomerOnboardingResponseAllOf;

export type CustomerOnboardingCreatedResponseAllOf = {
  data: CustomerOnboarding;
};

export type CustomerOnboardingCreatedResponse = SuccessEnvelope & CustomerOnboardingCreatedResponseAllOf;

export type CustomerOnboardingSavedResponseAllOf = {
  data: CustomerOnboarding;
};

export type CustomerOnboardingSavedResponse = SuccessEnvelope & CustomerOnboardingSavedResponseAllOf;

export type OnboardingMilestoneSavedResponseAllOf = {
  data: OnboardingMilestone;
};

export type OnboardingMilestoneSavedResponse = SuccessEnvelope & OnboardingMilestoneSavedResponseAllOf;

export type CustomerReviewListResponseAllOf = {
  data: CustomerReview[];
};

export type CustomerReviewListResponse = ListEnvelope & CustomerReviewListResponseAllOf;

export type CustomerReviewCreatedResponseAllOf = {
  data: CustomerReview;
};

export type CustomerReviewCreatedResponse = SuccessEnvelope & CustomerReviewCreatedResponseAllOf;

export type CustomerReviewResponseAllOf = {
  data: CustomerReview;
};

export type CustomerReviewResponse = SuccessEnvelope & CustomerReviewResponseAllOf;

export type SimilarInsightListResponseAllOf = {
  data: SimilarInsight[];
};

export type SimilarInsightListResponse = ListEnvelope & SimilarInsightListResponseAllOf;

export type InsightPatternBoardResponseAllOf = {
  data: InsightPatternBoard;
};

export type InsightPatternBoardResponse = SuccessEnvelope & InsightPatternBoardResponseAllOf;

export type InsightPatternSavedResponseAllOf = {
  data: InsightPattern;
};

export type InsightPatternSavedResponse = SuccessEnvelope & InsightPatternSavedResponseAllOf;

export type IntakeItemListResponseAllOf = {
  data: IntakeItem[];
};

export type IntakeItemListResponse = ListEnvelope & IntakeItemListResponseAllOf;

export type IntakeStatsResponseAllOf = {
  data: IntakeStats;
};

export type IntakeStatsResponse = SuccessEnvelope & IntakeStatsResponseAllOf;

export type CycleListResponseAllOf = {
  data: Cycle[];
};

export type CycleListResponse = ListEnvelope & CycleListResponseAllOf;

export type CycleCreatedResponseAllOf = {
  data: Cycle;
};

export type CycleCreatedResponse = SuccessEnvelope & CycleCreatedResponseAllOf;

export type CycleSavedResponseAllOf = {
  data: Cycle;
};

export type CycleSavedResponse = SuccessEnvelope & CycleSavedResponseAllOf;

export type PlannedWorkSummaryResponseAllOf = {
  data: PlannedWorkSummary;
};

export type PlannedWorkSummaryResponse = SuccessEnvelope & PlannedWorkSummaryResponseAllOf;

export type FileListResponseAllOf = {
  data: File[];
};

export type FileListResponse = ListEnvelope & FileListResponseAllOf;

export type FileUploadCreatedResponseAllOf = {
  data: FileUpload;
};

export type FileUploadCreatedResponse = SuccessEnvelope & FileUploadCreatedResponseAllOf;

export type StorageUsageResponseAllOf = {
  data: StorageUsage;
};

export type StorageUsageResponse = SuccessEnvelope & StorageUsageResponseAllOf;

export type FileResponseAllOf = {
  data: File;
};

export type FileResponse = SuccessEnvelope & FileResponseAllOf;

export type FileSavedResponseAllOf = {
  data: File;
};

export type FileSavedResponse = SuccessEnvelope & FileSavedResponseAllOf;

export type TimeEntryListResponseAllOf = {
  data: TimeEntry[];
};

export type TimeEntryListResponse = ListEnvelope & TimeEntryListResponseAllOf;

export type TimeEntryCreatedResponseAllOf = {
  data: TimeEntry;
};

export type TimeEntryCreatedResponse = SuccessEnvelope & TimeEntryCreatedResponseAllOf;

export type TimeEntrySavedResponseAllOf = {
  data: TimeEntry;
};

export type TimeEntrySavedResponse = SuccessEnvelope & TimeEntrySavedResponseAllOf;

export type TimeCategoryAggregateResponseAllOf = {
  data: TimeCategoryAggregate;
};

export type TimeCategoryAggregateResponse = SuccessEnvelope & TimeCategoryAggregateResponseAllOf;

export type TimeEntryCostsResponseAllOf = {
  data: TimeEntryCosts;
};

export type TimeEntryCostsResponse = SuccessEnvelope & TimeEntryCostsResponseAllOf;

export type ActualCostResponseAllOf = {
  data: ActualCost;
};

export type ActualCostResponse = SuccessEnvelope & ActualCostResponseAllOf;

export type UpsertRangeResultSavedResponseAllOf = {
  data: UpsertRangeResult;
};

export type UpsertRangeResultSavedResponse = SuccessEnvelope & UpsertRangeResultSavedResponseAllOf;

export type OpportunityTimeEntryListResponseAllOf = {
  data: OpportunityTimeEntry[];
};

export type OpportunityTimeEntryListResponse = ListEnvelope & OpportunityTimeEntryListResponseAllOf;

export type WebhookSubscriptionListResponseAllOf = {
  data: WebhookSubscription[];
};

export type WebhookSubscriptionListResponse = ListEnvelope & WebhookSubscriptionListResponseAllOf;

export type CreatedWebhookSubscriptionCreatedResponseAllOf = {
  data: CreatedWebhookSubscription;
};

export type CreatedWebhookSubscriptionCreatedResponse = SuccessEnvelope & CreatedWebhookSubscriptionCreatedResponseAllOf;

export type WebhookSubscriptionResponseAllOf = {
  data: WebhookSubscription;
};

export type WebhookSubscriptionResponse = SuccessEnvelope & WebhookSubscriptionResponseAllOf;

export type WebhookSubscriptionSavedResponseAllOf = {
  data: WebhookSubscription;
};

export type WebhookSubscriptionSavedResponse = SuccessEnvelope & WebhookSubscriptionSavedResponseAllOf;

export type WebhookTestResultSavedResponseAllOf = {
  data: WebhookTestResult;
};

export type WebhookTestResultSavedResponse = SuccessEnvelope & WebhookTestResultSavedResponseAllOf;

export type WebhookDeliveryListResponseAllOf = {
  data: WebhookDelivery[];
};

export type WebhookDeliveryListResponse = ListEnvelope & WebhookDeliveryListResponseAllOf;

export type WebhookDeliveryCreatedResponseAllOf = {
  data: WebhookDelivery;
};

export type WebhookDeliveryCreatedResponse = SuccessEnvelope & WebhookDeliveryCreatedResponseAllOf;

export type IntegrationListResponseAllOf = {
  data: Integration[];
};

export type IntegrationListResponse = ListEnvelope & IntegrationListResponseAllOf;

export type IntegrationResponseAllOf = {
  data: Integration;
};

export type IntegrationResponse = SuccessEnvelope & IntegrationResponseAllOf;

export type IntegrationEventListResponseAllOf = {
  data: IntegrationEvent[];
};

export type IntegrationEventListResponse = ListEnvelope & IntegrationEventListResponseAllOf;

export type ExternalLinkListResponseAllOf = {
  data: ExternalLink[];
};

export type ExternalLinkListResponse = ListEnvelope & ExternalLinkListResponseAllOf;

export type ExternalLinkCreatedResponseAllOf = {
  data: ExternalLink;
};

export type ExternalLinkCreatedResponse = SuccessEnvelope & ExternalLinkCreatedResponseAllOf;

export type AgentRunListResponseAllOf = {
  data: AgentRun[];
};

export type AgentRunListResponse = ListEnvelope & AgentRunListResponseAllOf;

export type AgentRunCreatedResponseAllOf = {
  data: AgentRun;
};

export type AgentRunCreatedResponse = SuccessEnvelope & AgentRunCreatedResponseAllOf;

export type AgentRunResponseAllOf = {
  data: AgentRun;
};

export type AgentRunResponse = SuccessEnvelope & AgentRunResponseAllOf;

export type AgentRunSavedResponseAllOf = {
  data: AgentRun;
};

export type AgentRunSavedResponse = SuccessEnvelope & AgentRunSavedResponseAllOf;

export type ImportRunListResponseAllOf = {
  data: ImportRun[];
};

export type ImportRunListResponse = ListEnvelope & ImportRunListResponseAllOf;

export type ImportRunResponseAllOf = {
  data: ImportRun;
};

export type ImportRunResponse = SuccessEnvelope & ImportRunResponseAllOf;

export type AuditEventListResponseAllOf = {
  data: AuditEvent[];
};

export type AuditEventListResponse = ListEnvelope & AuditEventListResponseAllOf;

export type ObservedEvidenceIngestResultSavedResponseAllOf = {
  data: ObservedEvidenceIngestResult;
};

export type ObservedEvidenceIngestResultSavedResponse = SuccessEnvelope & ObservedEvidenceIngestResultSavedResponseAllOf;

export type ObservedIdentifierHashesSavedResponseAllOf = {
  data: ObservedIdentifierHashes;
};

export type ObservedIdentifierHashesSavedResponse = SuccessEnvelope & ObservedIdentifierHashesSavedResponseAllOf;

export type ObservedEvidenceListResponseAllOf = {
  data: ObservedEvidence[];
};

export type ObservedEvidenceListResponse = ListEnvelope & ObservedEvidenceListResponseAllOf;

export type ObservedEvidenceDeletionSavedResponseAllOf = {
  data: ObservedEvidenceDeletion;
};

export type ObservedEvidenceDeletionSavedResponse = SuccessEnvelope & ObservedEvidenceDeletionSavedResponseAllOf;

/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 */
export type IdempotencyKeyParameter = string;

/**
 * Read-your-writes on deployments with a read replica: the latest Sextant-Consistency-Token header your writes were answered with. The replica serves this read only once it has caught up with that write; until then the primary does (`meta.readFrom` says which). Without it the read may come from a replica a moment behind. The SDK client sends it for you; MCP tool calls always read from the primary.
 */
export type SextantConsistencyTokenParameter = string;

/**
 * Next-page token: the previous page's pagination.cursor.
 */
export type CursorParameter = string;

/**
 * Page size (1-200).
 */
export type LimitParameter = number;

/**
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the subscription secret>. Verify: recompute v1 over the raw bytes received, compare in constant time, and reject a t older than 5 minutes (replays). t is fresh on every attempt.
 */
export type SextantSignatureParameter = string;

/**
 * The event id (evt_…), the same on every attempt and redelivery: deduplicate on it.
 */
export type SextantEventIdParameter = string;

/**
 * The delivery (ledger row) id; a redelivery has a new one.
 */
export type SextantDeliveryIdParameter = string;

export type GetLiveness200AllOf = {
  data?: Liveness;
};

export type GetLiveness200 = SuccessEnvelope & GetLiveness200AllOf;

export type GetReadiness200AllOf = {
  data?: Readiness;
};

export type GetReadiness200 = SuccessEnvelope & GetReadiness200AllOf;

export type GetSchema200AllOf = {
  data?: SchemaOverview;
};

export type GetSchema200 = SuccessEnvelope & GetSchema200AllOf;

export type GetOpenApiDocument200Info = { [key: string]: unknown };

export type GetOpenApiDocument200Paths = { [key: string]: unknown };

export type GetOpenApiDocument200 = {
  openapi: string;
  info: GetOpenApiDocument200Info;
  paths: GetOpenApiDocument200Paths;
};

export type SetViewerAvatarHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type RunBatchHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type RunBatch207AllOfData = {[key: string]: BatchEntryResult};

export type RunBatch207AllOf = {
  data?: RunBatch207AllOfData;
};

export type RunBatch207 = SuccessEnvelope & RunBatch207AllOf;

export type SearchEntitiesParams = {
/**
 * @minLength 2
 * @maxLength 200
 */
query: string;
/**
 * a comma-separated list of lower-case type names, e.g. task,opportunity
 * @pattern ^[a-z]+(,[a-z]+)*$
 */
types?: string;
/**
 * @minimum 1
 * @maximum 40
 */
limit?: number;
};

export type SearchEntities200AllOf = {
  /** @maxItems 40 */
  data?: SearchHit[];
};

export type SearchEntities200 = SuccessEnvelope & SearchEntities200AllOf;

export type ListActivitiesParams = {
entityType: ActivityEntityType;
/**
 * Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12).
 * @minLength 1
 * @maxLength 100
 */
entityId: string;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type GetSubscriptionParams = {
entityType: EntityType;
/**
 * Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12).
 * @minLength 1
 * @maxLength 100
 */
entityId: string;
};

export type SetSubscriptionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListNotificationsParams = {
unreadOnly?: boolean;
pinned?: boolean;
/**
 * a comma-separated list of task_assigned, entity_changed, mention, message, handoff, insight_review, insight_need_context, promise_break, strategy_changed, webhook_disabled
 * @pattern ^(task_assigned|entity_changed|mention|message|handoff|insight_review|insight_need_context|promise_break|strategy_changed|webhook_disabled)(,(task_assigned|entity_changed|mention|message|handoff|insight_review|insight_need_context|promise_break|strategy_changed|webhook_disabled))*$
 */
types?: string;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type GetNotificationUnreadCount200AllOfData = {
  /** @minimum 0 */
  count: number;
};

export type GetNotificationUnreadCount200AllOf = {
  data?: GetNotificationUnreadCount200AllOfData;
};

export type GetNotificationUnreadCount200 = SuccessEnvelope & GetNotificationUnreadCount200AllOf;

export type ReadAllNotificationsHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ReadAllNotifications200AllOfData = {
  /** @minimum 0 */
  updated: number;
};

export type ReadAllNotifications200AllOf = {
  data?: ReadAllNotifications200AllOfData;
};

export type ReadAllNotifications200 = SuccessEnvelope & ReadAllNotifications200AllOf;

export type ReadNotificationHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type PinNotificationHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UnpinNotificationHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UnsubscribeNotificationHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListVisionsParams = {
/**
 * Only visions of this kind.
 */
kind?: ListVisionsKind;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListVisionsKind = typeof ListVisionsKind[keyof typeof ListVisionsKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListVisionsKind = {
  company: 'company',
  product: 'product',
} as const;

export type CreateVisionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateVisionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListVisionVersionsParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type RenameVisionVersionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListVisionObjectivesParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListStrategiesParams = {
/**
 * Only strategies in this status.
 */
status?: StrategyStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateStrategyHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateStrategyHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type PublishStrategyHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ArchiveStrategyHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListStrategyVersionsParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type RenameStrategyVersionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListDirectionDocumentsParams = {
/**
 * Only documents of this kind.
 */
kind?: DirectionDocumentKind;
/**
 * Only visions of this scope.
 */
scope?: ListDirectionDocumentsScope;
/**
 * Only documents in this status.
 */
status?: ListDirectionDocumentsStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListDirectionDocumentsScope = typeof ListDirectionDocumentsScope[keyof typeof ListDirectionDocumentsScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListDirectionDocumentsScope = {
  company: 'company',
  product: 'product',
} as const;

export type ListDirectionDocumentsStatus = typeof ListDirectionDocumentsStatus[keyof typeof ListDirectionDocumentsStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListDirectionDocumentsStatus = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
} as const;

export type CreateDirectionDocumentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListDirectionDocumentChangesParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type UpdateDirectionDocumentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteDirectionDocumentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteDirectionDocument200AllOfData = {
  id: string;
  deleted: true;
};

export type DeleteDirectionDocument200AllOf = {
  data?: DeleteDirectionDocument200AllOfData;
};

export type DeleteDirectionDocument200 = SuccessEnvelope & DeleteDirectionDocument200AllOf;

export type GetDirectionDocumentDraft200AllOfData = DirectionDocumentDraft | null;

export type GetDirectionDocumentDraft200AllOf = {
  data?: GetDirectionDocumentDraft200AllOfData;
};

export type GetDirectionDocumentDraft200 = SuccessEnvelope & GetDirectionDocumentDraft200AllOf;

export type SaveDirectionDocumentDraftHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type PublishDirectionDocumentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DiscardDirectionDocumentDraftHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ArchiveDirectionDocumentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListDirectionDocumentVersionsParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type RenameDirectionDocumentVersionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListObjectivesParams = {
/**
 * Only objectives of this vision (UUID or VIS-<n>).
 */
visionId?: VisionRef;
/**
 * Only objectives anchored to this metric (UUID or MET-<n>).
 */
metricId?: MetricRef;
/**
 * Only objectives with this DRI (user UUID, or me).
 */
driId?: UserRef;
status?: ListObjectivesStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListObjectivesStatus = typeof ListObjectivesStatus[keyof typeof ListObjectivesStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListObjectivesStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;

export type CreateObjectiveHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateObjectiveHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteObjectiveHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListObjectiveOpportunities200AllOf = {
  data?: ObjectiveOpportunity[];
};

export type ListObjectiveOpportunities200 = SuccessEnvelope & ListObjectiveOpportunities200AllOf;

export type SetObjectiveMetricHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetObjectiveAlignmentLinkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListMetricsParams = {
/**
 * Only metrics stewarded by this user (UUID, or me).
 */
stewardId?: UserRef;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateMetricHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListBuiltinMetrics200AllOf = {
  data?: BuiltinMetric[];
};

export type ListBuiltinMetrics200 = SuccessEnvelope & ListBuiltinMetrics200AllOf;

export type TrackBuiltinMetricHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type TrackBuiltinMetric200AllOf = {
  data?: Metric;
};

export type TrackBuiltinMetric200 = SuccessEnvelope & TrackBuiltinMetric200AllOf;

export type UpdateMetricHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteMetricHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListMetricValuesParams = {
/**
 * Only readings recorded on or after this date (YYYY-MM-DD, UTC).
 */
since?: string;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateMetricValueHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListMetricOpportunities200AllOf = {
  data?: Opportunity[];
};

export type ListMetricOpportunities200 = SuccessEnvelope & ListMetricOpportunities200AllOf;

export type ListOpportunitiesParams = {
state?: ListOpportunitiesState;
status?: ListOpportunitiesStatus;
/**
 * Only opportunities carrying this tag.
 */
tagId?: string;
/**
 * Only opportunities in this category.
 */
categoryId?: string;
/**
 * Only opportunities of this team (UUID or prefix).
 */
teamId?: TeamRef;
/**
 * @minimum 0
 * @maximum 100
 */
minScore?: number;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListOpportunitiesState = typeof ListOpportunitiesState[keyof typeof ListOpportunitiesState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListOpportunitiesState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

export type ListOpportunitiesStatus = typeof ListOpportunitiesStatus[keyof typeof ListOpportunitiesStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListOpportunitiesStatus = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  draft: 'draft',
  under_review: 'under_review',
  approved: 'approved',
  complete: 'complete',
  measured: 'measured',
  rejected: 'rejected',
} as const;

export type CreateOpportunityHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateOpportunityHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteOpportunityHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListOpportunityTasksParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type SetOpportunityStateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type RejectOpportunityHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ApplyOpportunityPrdTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateOpportunityObjectiveLinkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateOpportunityObjectiveLinkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteOpportunityObjectiveLinkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListScoringCriteria200AllOf = {
  data?: ScoringCriterion[];
};

export type ListScoringCriteria200 = SuccessEnvelope & ListScoringCriteria200AllOf;

export type SetOpportunityScoreHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteOpportunityScoreHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListOpportunityRisks200AllOf = {
  /**
   * @minItems 4
   * @maxItems 4
   */
  data?: OpportunityRisk[];
};

export type ListOpportunityRisks200 = SuccessEnvelope & ListOpportunityRisks200AllOf;

export type SetOpportunityRiskVoteHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListOpportunityPhasesParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateOpportunityPhaseHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type GetOpportunityUnphasedTaskCount200AllOfData = {
  opportunityId: string;
  /**
   * Top-level tasks without a phase.
   * @minimum 0
   */
  count: number;
};

export type GetOpportunityUnphasedTaskCount200AllOf = {
  data?: GetOpportunityUnphasedTaskCount200AllOfData;
};

export type GetOpportunityUnphasedTaskCount200 = SuccessEnvelope & GetOpportunityUnphasedTaskCount200AllOf;

export type ReorderOpportunityPhasesHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ReorderOpportunityPhases200AllOf = {
  data?: OpportunityPhase[];
};

export type ReorderOpportunityPhases200 = SuccessEnvelope & ReorderOpportunityPhases200AllOf;

export type ListOpportunityUpdatesParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type PostOpportunityUpdateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AddOpportunityPrototypeHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AddOpportunityPrototype201AllOf = {
  data?: OpportunityPrototype[];
};

export type AddOpportunityPrototype201 = SuccessEnvelope & AddOpportunityPrototype201AllOf;

export type RemoveOpportunityPrototypeParams = {
/**
 * The url of the prototype to remove, exactly as listed.
 * @minLength 1
 * @maxLength 2000
 */
url?: string;
/**
 * Instead of url: the file of the prototype to remove.
 */
fileId?: string;
};

export type RemoveOpportunityPrototypeHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type RemoveOpportunityPrototype200AllOf = {
  data?: OpportunityPrototype[];
};

export type RemoveOpportunityPrototype200 = SuccessEnvelope & RemoveOpportunityPrototype200AllOf;

export type ListTasksParams = {
/**
 * Only tasks of this opportunity (UUID or OPP-<n>).
 */
opportunityId?: OpportunityRef;
status?: ListTasksStatus;
priority?: ListTasksPriority;
/**
 * Only tasks of this team (UUID or prefix).
 */
teamId?: TeamRef;
/**
 * Only tasks carrying this tag.
 */
tagId?: string;
/**
 * Only tasks in this category.
 */
categoryId?: string;
/**
 * Only subtasks of this task (UUID or ref), in subtask order.
 */
parentTaskId?: TaskRef;
/**
 * Only tasks scheduled in this cycle.
 */
cycleId?: string;
/**
 * true: only tasks scheduled to no cycle; false: only scheduled ones.
 */
'unscheduled-to-cycle'?: boolean;
/**
 * Only tasks whose active template step is this template step.
 */
statusId?: string;
/**
 * Owner user UUID, or "me" for the caller.
 */
owner?: UserRef;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListTasksStatus = typeof ListTasksStatus[keyof typeof ListTasksStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTasksStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;

export type ListTasksPriority = typeof ListTasksPriority[keyof typeof ListTasksPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTasksPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;

export type CreateTaskHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateTaskHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteTaskHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetTaskStatusHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListTaskAssignments200AllOf = {
  data?: TaskAssignment[];
};

export type ListTaskAssignments200 = SuccessEnvelope & ListTaskAssignments200AllOf;

export type CreateTaskAssignmentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateTaskAssignmentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteTaskAssignmentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteTaskAssignment200AllOfData = {
  taskId: string;
  userId: string;
  deleted: true;
};

export type DeleteTaskAssignment200AllOf = {
  data?: DeleteTaskAssignment200AllOfData;
};

export type DeleteTaskAssignment200 = SuccessEnvelope & DeleteTaskAssignment200AllOf;

export type ListTeamsParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateTeamHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateTeamHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListTeamMembersParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type AddTeamMemberHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type RemoveTeamMemberHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type RemoveTeamMember200AllOfData = {
  teamId: string;
  userId: string;
  deleted: true;
};

export type RemoveTeamMember200AllOf = {
  data?: RemoveTeamMember200AllOfData;
};

export type RemoveTeamMember200 = SuccessEnvelope & RemoveTeamMember200AllOf;

export type ListUsersParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type UpdateUserHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListRoomsParams = {
/**
 * mine (default): your rooms; open: open group rooms you can join.
 */
scope?: ListRoomsScope;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListRoomsScope = typeof ListRoomsScope[keyof typeof ListRoomsScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListRoomsScope = {
  mine: 'mine',
  open: 'open',
} as const;

export type CreateRoomHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateDmRoomHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateDmRoom200AllOf = {
  data?: Room;
};

export type CreateDmRoom200 = SuccessEnvelope & CreateDmRoom200AllOf;

export type UpdateRoomHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ArchiveRoomHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListRoomMembersParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type AddRoomMemberHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AddRoomMember200AllOf = {
  data?: RoomMember;
};

export type AddRoomMember200 = SuccessEnvelope & AddRoomMember200AllOf;

export type RemoveRoomMemberHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateRoomMembershipHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListMessagesParams = {
/**
 * Room UUID.
 */
roomId: string;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size, a plain decimal integer from 1 to 100.
 * @minimum 1
 * @maximum 100
 */
limit?: number;
};

export type CreateMessageHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListPinnedMessagesParams = {
/**
 * Room UUID; omit for all your rooms.
 */
roomId?: string;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size, a plain decimal integer from 1 to 100.
 * @minimum 1
 * @maximum 100
 */
limit?: number;
};

export type SearchMessagesParams = {
/**
 * Text the body contains (2+ characters unless a filter is given).
 * @maxLength 200
 */
query?: string;
roomId?: string;
/**
 * Author user UUID, or me.
 */
authorId?: UserRef;
/**
 * Only the direct-message room with this user (UUID).
 */
dmWith?: UserRef;
/**
 * Messages created at or after this time.
 */
from?: string;
/**
 * Messages created at or before this time.
 */
to?: string;
/**
 * @minimum 1
 * @maximum 40
 */
limit?: number;
};

export type SearchMessages200AllOf = {
  data?: Message[];
};

export type SearchMessages200 = SuccessEnvelope & SearchMessages200AllOf;

export type UpdateMessageHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteMessageHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListMessageThreadParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size, a plain decimal integer from 1 to 100.
 * @minimum 1
 * @maximum 100
 */
limit?: number;
};

export type SetMessagePinnedHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetMessageReactionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetMessageReaction200AllOf = {
  data?: ReactionCount[];
};

export type SetMessageReaction200 = SuccessEnvelope & SetMessageReaction200AllOf;

export type ListCommentsParams = {
entityType: CommentEntityType;
/**
 * Entity UUID, or its ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12).
 * @minLength 1
 * @maxLength 100
 */
entityId: string;
/**
 * Include archived comments.
 */
includeArchived?: boolean;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateCommentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateCommentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteCommentHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetCommentArchivedHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetCommentReactionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetCommentReaction200AllOf = {
  data?: ReactionCount[];
};

export type SetCommentReaction200 = SuccessEnvelope & SetCommentReaction200AllOf;

export type ListTemplatesParams = {
defaultEntityType?: TemplateEntityType;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type HandoffTemplateStepHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateTemplateStepHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteTemplateStepHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type StartTemplateInstanceHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SwapTemplateInstanceHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateStepInstanceHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AddTemplateStepHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ReassignTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListCategoriesParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateCategoryHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateCategoryHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteCategoryHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListTagsParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateTagHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateTagHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteTagHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListPrdTemplatesParams = {
/**
 * true: every team's templates too (needs prd_template:update); default false: org-wide ones and your teams'.
 */
allTeams?: boolean;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreatePrdTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdatePrdTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeletePrdTemplateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateTaskHandoffHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SynthesizeOpportunityPrdHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateOpportunityPhaseHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteOpportunityPhaseHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type HandoffOpportunityPhaseHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListCustomersParams = {
/**
 * Only customers in this lifecycle status.
 */
status?: CustomerStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateCustomerHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListCustomerCommitmentsParams = {
/**
 * Only promises to this customer (UUID or CUS-3).
 */
customerId?: CustomerRef;
/**
 * true: only commitments at risk.
 */
atRisk?: boolean;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type GetCustomerArrSummaryParams = {
/**
 * First month (any day in it); default 11 months before to.
 */
from?: string;
/**
 * Last month (any day in it); default this month.
 */
to?: string;
};

export type UpdateCustomerHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteCustomerHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateCustomerContactHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateCustomerContactHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteCustomerContactHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type LinkCustomerOpportunityHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UnlinkCustomerOpportunityHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListCustomerUpdatesParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateCustomerUpdateHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateCustomerArrPointHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteCustomerArrPointHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListInsightsParams = {
/**
 * Only insights in this status.
 */
status?: InsightStatus;
/**
 * Only insights rooted at this customer (UUID or CUS-3).
 */
customerId?: CustomerRef;
/**
 * Only insights linked to this opportunity (UUID or OPP-3).
 */
opportunityId?: OpportunityRef;
/**
 * Only insights linked to this task (UUID or ref ENG-12).
 */
taskId?: TaskRef;
/**
 * Only insights linked to this objective (UUID or OBJ-3) or with an impact on it.
 */
objectiveId?: ObjectiveRef;
/**
 * Only insights sent to this team (UUID or prefix) for review.
 */
reviewTeamId?: TeamRef;
/**
 * Only insights recorded by this user (UUID, or me for yours).
 */
recordedById?: UserRef;
/**
 * Only insights with this tag.
 */
tagId?: string;
/**
 * Words that must all appear in the verbatim or interpretation.
 * @minLength 2
 * @maxLength 200
 */
q?: string;
/**
 * true: archived insights too.
 */
includeArchived?: boolean;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateInsightHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListBlockingInsightsParams = {
/**
 * The opportunity (UUID or OPP-7).
 */
opportunityId?: OpportunityRef;
/**
 * The task (UUID or ENG-12).
 */
taskId?: TaskRef;
};

export type UpdateInsightHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteInsightHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AttachInsightHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DetachInsightHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetInsightLinkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetInsightStatusHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetInsightReviewTeamHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetInsightTagsHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type SetInsightImpactHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateExternalStakeholderHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateExternalStakeholder200AllOf = {
  data?: ExternalStakeholder;
};

export type CreateExternalStakeholder200 = SuccessEnvelope & CreateExternalStakeholder200AllOf;

export type StartCustomerOnboardingHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AdvanceCustomerOnboardingHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CompleteCustomerOnboardingHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateCustomerOnboardingStepHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateCustomerOnboardingStepWorkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateCustomerOnboardingStepWork201AllOfDataKind = typeof CreateCustomerOnboardingStepWork201AllOfDataKind[keyof typeof CreateCustomerOnboardingStepWork201AllOfDataKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateCustomerOnboardingStepWork201AllOfDataKind = {
  task: 'task',
  opportunity: 'opportunity',
} as const;

export type CreateCustomerOnboardingStepWork201AllOfData = {
  kind: CreateCustomerOnboardingStepWork201AllOfDataKind;
  id: string;
  ref: string;
};

export type CreateCustomerOnboardingStepWork201AllOf = {
  data?: CreateCustomerOnboardingStepWork201AllOfData;
};

export type CreateCustomerOnboardingStepWork201 = SuccessEnvelope & CreateCustomerOnboardingStepWork201AllOf;

export type ListCustomerReviewsParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateCustomerReviewHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AcceptInsightPatternHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AcceptInsightPattern201AllOf = {
  data?: Opportunity;
};

export type AcceptInsightPattern201 = SuccessEnvelope & AcceptInsightPattern201AllOf;

export type DismissInsightPatternHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AttachInsightPatternWorkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type LinkInsightPatternInsightsHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListIntakeParams = {
/**
 * Only items in this intake status.
 */
status?: IntakeStatus;
/**
 * Only items from this source.
 */
source?: ListIntakeSource;
/**
 * Only items rooted at this customer (UUID or CUS-3).
 */
customerId?: CustomerRef;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListIntakeSource = typeof ListIntakeSource[keyof typeof ListIntakeSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListIntakeSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;

export type ListCyclesParams = {
/**
 * Only this team's cycles (UUID or prefix).
 */
teamId?: TeamRef;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateCycleHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateCycleHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type GetPlannedWorkSummaryParams = {
/**
 * First day of the window.
 */
from: string;
/**
 * Last day of the window.
 */
to: string;
/**
 * Only this team (UUID or prefix).
 */
teamId?: TeamRef;
};

export type MoveTaskCycleHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListFilesParams = {
/**
 * With entityId: only files attached to that record.
 */
entityType?: FileEntityType;
/**
 * With entityType: the record (UUID or ref).
 * @minLength 1
 * @maxLength 64
 */
entityId?: string;
/**
 * Only files in this status.
 */
status?: FileStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateFileHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteFileHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ConfirmFileHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AttachFileHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DetachFileParams = {
/**
 * The kind of record.
 */
entityType: FileEntityType;
/**
 * The record (UUID or ref).
 * @minLength 1
 * @maxLength 64
 */
entityId: string;
};

export type DetachFileHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListTimeEntriesParams = {
/**
 * First day of the window (included); default 30 days before to. The window holds at most 366 days, both ends included.
 */
from?: string;
/**
 * Last day of the window (included); default today (UTC).
 */
to?: string;
/**
 * Another user's entries (user UUID, or me; needs compensation:read or a leadership role); default yourself.
 */
engineerId?: UserRef;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateTimeEntryHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateTimeEntryHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteTimeEntryHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type AggregateTimeEntriesByCategoryParams = {
/**
 * First day of the window (included). The window holds at most 366 days, both ends included.
 */
from: string;
/**
 * Last day of the window (included).
 */
to: string;
/**
 * Only entries of this team's members (UUID or prefix).
 */
teamId?: TeamRef;
};

export type ListTimeEntryCostsParams = {
/**
 * First day of the window (included). The window holds at most 366 days, both ends included.
 */
from: string;
/**
 * Last day of the window (included).
 */
to: string;
/**
 * Only entries of this team's members (UUID or prefix).
 */
teamId?: TeamRef;
};

export type UpsertTimeEntryRangeHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListOpportunityTimeEntriesParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListWebhookSubscriptionsParams = {
/**
 * Only active (true) or inactive (false) subscriptions.
 */
active?: boolean;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateWebhookSubscriptionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateWebhookSubscriptionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteWebhookSubscriptionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type TestWebhookSubscriptionHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListWebhookDeliveriesParams = {
/**
 * Only deliveries in this status.
 */
status?: ListWebhookDeliveriesStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListWebhookDeliveriesStatus = typeof ListWebhookDeliveriesStatus[keyof typeof ListWebhookDeliveriesStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListWebhookDeliveriesStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;

export type RedeliverWebhookDeliveryHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListIntegrationsParams = {
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListIntegrationEventsParams = {
/**
 * Only inbound or outbound events.
 */
direction?: ListIntegrationEventsDirection;
/**
 * Only events in this status.
 */
status?: ListIntegrationEventsStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListIntegrationEventsDirection = typeof ListIntegrationEventsDirection[keyof typeof ListIntegrationEventsDirection];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListIntegrationEventsDirection = {
  inbound: 'inbound',
  outbound: 'outbound',
} as const;

export type ListIntegrationEventsStatus = typeof ListIntegrationEventsStatus[keyof typeof ListIntegrationEventsStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListIntegrationEventsStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  processed: 'processed',
  ignored: 'ignored',
  skipped: 'skipped',
} as const;

export type ListExternalLinksParams = {
/**
 * task or opportunity.
 */
entityType: ExternalLinkEntityType;
/**
 * The entity UUID or ref (ENG-12, OPP-3).
 * @minLength 1
 * @maxLength 100
 */
entityId: string;
/**
 * Only links of this kind.
 */
kind?: ListExternalLinksKind;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListExternalLinksKind = typeof ListExternalLinksKind[keyof typeof ListExternalLinksKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListExternalLinksKind = {
  pull_request: 'pull_request',
  message: 'message',
  blocker: 'blocker',
} as const;

export type CreateExternalBlockerHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type DeleteExternalBlockerHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateExternalMessageLinkHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CreateExternalMessageLink200AllOf = {
  data?: ExternalLink;
};

export type CreateExternalMessageLink200 = SuccessEnvelope & CreateExternalMessageLink200AllOf;

export type ListAgentRunsParams = {
/**
 * The task (UUID or ref). Exactly one of taskId and integrationId.
 */
taskId?: TaskRef;
/**
 * The integration. Exactly one of taskId and integrationId.
 */
integrationId?: string;
/**
 * Only runs in this status.
 */
status?: AgentRunStatus;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type CreateAgentRunHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type UpdateAgentRunHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type CancelAgentRunHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ListImportRunsParams = {
/**
 * Only runs in this status.
 */
status?: ImportRunStatus;
/**
 * Only runs of this file format.
 */
format?: ImportRunFormat;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListAuditEventsParams = {
/**
 * a dotted action name of lower-case words (api_key.created), or such a prefix followed by .* (api_key.*)
 * @minLength 1
 * @maxLength 100
 * @pattern ^[a-z_]+(\.[a-z_]+)*(\.\*)?$
 */
action?: string;
/**
 * Only events of this acting user (UUID, or me).
 */
actorId?: UserRef;
/**
 * Only events of actors who authenticated this way.
 */
credentialKind?: AuditCredentialKind;
/**
 * Only events with this outcome.
 */
outcome?: AuditOutcome;
/**
 * Events at or after this time.
 */
occurredAfter?: string;
/**
 * Events before this time.
 */
occurredBefore?: string;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ListRoles200AllOf = {
  data?: Role[];
};

export type ListRoles200 = SuccessEnvelope & ListRoles200AllOf;

export type IngestObservedEvidenceHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type HashObservedIdentifiersHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ExportObservedEvidenceParams = {
/**
 * Whose evidence (a user UUID or me); default yourself. Another user's needs allocation:read.
 */
subjectUserId?: UserRef;
/**
 * First day (UTC, included).
 */
from?: string;
/**
 * Last day (UTC, included).
 */
to?: string;
/**
 * Next-page token: the previous page's pagination.cursor.
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size (1-200).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};

export type ConfirmEvidenceReconciliationHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

export type ConfirmEvidenceReconciliation200AllOf = {
  data?: EvidenceReconciliation;
};

export type ConfirmEvidenceReconciliation200 = SuccessEnvelope & ConfirmEvidenceReconciliation200AllOf;

export type ConfirmEvidenceReconciliation201AllOf = {
  data?: EvidenceReconciliation;
};

export type ConfirmEvidenceReconciliation201 = SuccessEnvelope & ConfirmEvidenceReconciliation201AllOf;

export type DeleteOwnObservedEvidenceHeaders = {
/**
 * Makes a retry safe. The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};

