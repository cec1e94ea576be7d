/**
 * The compact projection of list results over MCP (spec 2 §4.21, results sized for a context window): which
 * fields of each list item an agent gets by default, as data, keyed by the item's schema name in the document
 * (`Task`, `Opportunity`, …). A read tool whose data is an array of a named schema is a "list tool": codegen
 * (codegen/gen.ts) gives it `listItem` and the `fields` argument, and refuses one whose item schema has no row here.
 *
 * Each row keeps what an agent decides on: the handle (`ref`, else `id`), title or name, status or state, the
 * owner (ownerId / leadId / driId / stewardId as the resource has it), and a few fields of that resource. `id` is
 * left out where `ref` exists: every id argument takes the ref, and a UUID costs ~22 o200k tokens a row
 * (`fields: ["id"]` brings it back). Large texts (description, content, narrative) stay out except where the text
 * is the item (a message, a comment, an update). Items carry no per-item actions: the page's own actions
 * (the next page) stay in the envelope.
 *
 * Tested over the whole catalog in src/mcp/projection.test.ts: every list tool has a row, every field exists in
 * its schema, the identity fields the schema has are kept.
 */
export const PROJECTIONS: Readonly<Record<string, readonly string[]>> = {
  // Product hierarchy
  Vision: ['ref', 'name', 'kind', 'version', 'ownerId'],
  VisionVersion: ['id', 'visionId', 'version', 'name', 'label', 'changeNote', 'createdAt'],
  Objective: ['ref', 'title', 'status', 'driId', 'visionId', 'metricId', 'progress', 'deadline', 'horizon'],
  ObjectiveOpportunity: ['ref', 'title', 'state', 'teamId', 'link'],
  Metric: ['ref', 'name', 'stewardId', 'currentValue', 'unit', 'dataSourceType'],
  BuiltinMetric: ['id', 'name', 'unit', 'tracked', 'metricId'],
  MetricValue: ['id', 'metricId', 'value', 'recordedAt', 'source', 'partial'],
  Opportunity: ['ref', 'title', 'state', 'leadId', 'teamId', 'scoreTotal', 'queuePosition', 'dueDate'],
  Task: ['ref', 'title', 'status', 'ownerId', 'priority', 'opportunityId', 'teamId', 'dueDate', 'cycleId', 'parentTaskId'],
  TaskAssignment: ['taskId', 'userId', 'estimatedHours'],
  ScoringCriterion: ['id', 'name', 'weight', 'invert', 'order'],
  OpportunityRisk: ['risk', 'aggregate', 'votes'],
  OpportunityPhase: ['id', 'title', 'ownerId', 'opportunityId', 'targetDate', 'position', 'taskCount', 'doneCount'],
  OpportunityUpdate: ['id', 'opportunityId', 'health', 'authorId', 'body', 'createdAt'],
  Cycle: ['id', 'name', 'teamId', 'number', 'startsOn', 'endsOn'],
  // Direction
  Strategy: ['ref', 'name', 'status', 'ownerId', 'version', 'versionLabel'],
  StrategyVersion: ['id', 'strategyId', 'version', 'name', 'label', 'changeNote', 'createdBy', 'createdAt'],
  DirectionDocumentSummary: ['ref', 'title', 'status', 'ownerId', 'kind', 'scope', 'version', 'hasDraft'],
  DirectionDocumentChange: ['ref', 'documentId', 'title', 'version', 'label', 'changeNote', 'createdBy', 'createdAt'],
  DirectionDocumentVersion: ['ref', 'documentId', 'title', 'version', 'label', 'changeNote', 'createdBy', 'createdAt'],
  // People and teams
  Team: ['id', 'name', 'prefix', 'memberCount'],
  TeamMember: ['userId', 'name', 'email', 'orgRole'],
  User: ['id', 'name', 'email', 'kind', 'orgRole', 'deactivatedAt'],
  Role: ['id', 'name', 'capabilities'],
  // Conversation
  Activity: ['id', 'entityType', 'entityId', 'subject', 'action', 'actorId', 'createdAt'],
  Notification: ['id', 'type', 'title', 'readAt', 'entityType', 'entityId', 'createdAt'],
  Room: ['id', 'name', 'kind', 'visibility', 'archived', 'memberCount'],
  RoomMember: ['userId', 'name', 'role', 'roomId'],
  Message: ['id', 'roomId', 'parentId', 'authorId', 'authorName', 'body', 'replyCount', 'createdAt'],
  Comment: ['id', 'entityType', 'entityId', 'parentId', 'authorId', 'authorName', 'body', 'createdAt'],
  SearchHit: ['type', 'ref', 'id', 'title', 'snippet'],
  // Configuration
  Template: ['id', 'name', 'defaultEntityType', 'isDefault', 'createdBy'],
  Category: ['id', 'label', 'slug', 'system'],
  Tag: ['id', 'name', 'color'],
  PrdTemplate: ['id', 'name', 'teamId', 'createdBy'],
  // Customers and insights
  Customer: ['ref', 'name', 'status', 'ownerId', 'arr', 'health', 'customerSince'],
  Contact: ['id', 'customerId', 'name', 'title', 'role', 'email', 'primary'],
  CustomerOpportunity: ['opportunityRef', 'title', 'state', 'customerId', 'opportunityId'],
  CustomerUpdate: ['id', 'kind', 'body', 'authorId', 'entityRef', 'createdAt'],
  CustomerReview: ['id', 'customerId', 'from', 'to', 'createdById', 'createdAt'],
  ArrPoint: ['id', 'customerId', 'level', 'effectiveDate', 'delta'],
  Claim: ['insightRef', 'verbatim', 'customerName', 'estimatedDelta', 'committedDate', 'conditionStatus'],
  Commitment: ['insightRef', 'verbatim', 'customerName', 'deadline', 'atRisk'],
  Insight: ['ref', 'verbatim', 'status', 'recordedById', 'moscow', 'customerId', 'deadline', 'reviewTeamId', 'source'],
  SimilarInsight: ['ref', 'verbatim', 'status', 'customerId', 'kind', 'similarity'],
  IntakeItem: ['ref', 'verbatim', 'status', 'insightStatus', 'source', 'customerId', 'ageHours'],
  ExternalStakeholder: ['id', 'name'],
  // Time, files, integrations
  TimeEntry: ['id', 'userId', 'entryDate', 'hours', 'entryKind', 'opportunityId', 'taskId', 'note'],
  OpportunityTimeEntry: ['id', 'userId', 'userName', 'entryDate', 'hours', 'entryKind', 'taskId'],
  ObservedEvidence: ['id', 'userId', 'source', 'kind', 'occurredAt', 'durationMinutes', 'subjectType', 'subjectRef'],
  File: ['id', 'filename', 'contentType', 'size', 'status', 'uploadedBy', 'createdAt'],
  WebhookSubscription: ['id', 'url', 'eventTypes', 'active', 'disabledReason', 'failingSince', 'createdById'],
  WebhookDelivery: ['id', 'eventType', 'subscriptionId', 'status', 'attemptCount', 'lastStatusCode', 'lastError', 'createdAt'],
  Integration: ['id', 'kind', 'name', 'status'],
  IntegrationEvent: ['id', 'integrationId', 'direction', 'kind', 'status', 'summary', 'lastError', 'createdAt'],
  ExternalLink: ['id', 'entityType', 'entityId', 'kind', 'provider', 'url', 'title', 'state'],
  AgentRun: ['id', 'taskRef', 'status', 'provider', 'summary', 'url', 'createdById', 'startedAt', 'finishedAt'],
  ImportRun: ['id', 'format', 'source', 'status', 'error', 'createdAt', 'finishedAt'],
  AuditEvent: ['id', 'occurredAt', 'action', 'outcome', 'actor', 'target', 'requestId'],
};

/**
 * Fields a compact item keeps whenever its schema has them (the unit test holds every row to this): the handle,
 * the name, the state and the owner an agent reads first.
 */
export const IDENTITY_FIELDS = ['ref', 'title', 'name', 'status', 'state', 'ownerId', 'leadId', 'driId', 'stewardId'] as const;

/**
 * Fields never lifted into `allItems` (shape.ts): each item's own handle and label, which an agent reads per row.
 */
export const PER_ITEM_FIELDS = new Set(['id', 'ref', 'title', 'name', 'verbatim', 'body']);
