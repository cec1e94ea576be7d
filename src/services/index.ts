/** All services over one knex instance (handlers → services → repositories → knex). */
import { publicUrlOf } from '../core/publicUrl.js';
import type { Knex } from 'knex';
import { HealthService } from './health.js';
import { MetricService } from './metrics.js';
import { NotificationService } from './notifications.js';
import { PlatformService } from './platform.js';
import { ObjectiveService } from './objectives.js';
import { OpportunityService } from './opportunities.js';
import { OrgService } from './orgs.js';
import { TaskService } from './tasks.js';
import { TeamService } from './teams.js';
import { UserService } from './users.js';
import { VisionService } from './visions.js';
import { RoomService } from './rooms.js';
import { MessageService } from './messages.js';
import { CommentService } from './comments.js';
import { TemplateService } from './templates.js';
import { PhaseService } from './opportunities/phases.js';
import { UpdateService } from './opportunities/updates.js';
import { ContextService } from './context.js';
import { SynthesisService } from './opportunities/synthesis.js';
import { CategoryService } from './categories.js';
import { TagService } from './tags.js';
import { PrdTemplateService } from './prdTemplates.js';
import { ScoringService } from './opportunities/scoring.js';
import { CustomerService } from './customers/index.js';
import { InsightService } from './insights/index.js';
import { OnboardingService } from './customers/onboarding.js';
import { ReviewService } from './customers/reviews.js';
import { PatternService } from './insights/patterns.js';
import { IntakeService } from './intake.js';
import { CycleService } from './cycles.js';
import { TimeEntryService } from './timeEntries.js';
import { FileService } from './files.js';
import { StrategyService } from './strategies.js';
import { DirectionDocumentService } from './directionDocuments.js';
import { WebhookService } from './webhooks.js';
import { IntegrationService } from './integrations.js';
import { ExternalLinkService } from './externalLinks.js';
import { AgentRunService } from './agentRuns.js';
import { RoleService } from './roles.js';
import { ImportRunService } from './importRuns.js';
import { AuditService } from './audit.js';
import { ObservedEvidenceService } from './observedEvidence.js';
import { McpSessionService } from './mcpSessions.js';
import { randomBytes } from 'node:crypto';
import { Keyring } from '../storage/keyring.js';
import type { ObjectStore } from '../storage/types.js';

export interface Services {
  orgs: OrgService;
  visions: VisionService;
  objectives: ObjectiveService;
  metrics: MetricService;
  opportunities: OpportunityService;
  tasks: TaskService;
  teams: TeamService;
  users: UserService;
  platform: PlatformService;
  notifications: NotificationService;
  rooms: RoomService;
  messages: MessageService;
  comments: CommentService;
  templates: TemplateService;
  phases: PhaseService;
  updates: UpdateService;
  context: ContextService;
  synthesis: SynthesisService;
  categories: CategoryService;
  tags: TagService;
  prdTemplates: PrdTemplateService;
  scoring: ScoringService;
  customers: CustomerService;
  insights: InsightService;
  onboarding: OnboardingService;
  reviews: ReviewService;
  patterns: PatternService;
  intake: IntakeService;
  cycles: CycleService;
  timeEntries: TimeEntryService;
  files: FileService;
  strategies: StrategyService;
  directionDocuments: DirectionDocumentService;
  webhooks: WebhookService;
  integrations: IntegrationService;
  externalLinks: ExternalLinkService;
  roles: RoleService;
  importRuns: ImportRunService;
  /** The audit log: security events, appended in the action's transaction, read by admins. */
  audit: AuditService;
  observedEvidence: ObservedEvidenceService;
  mcpSessions: McpSessionService;
  agentRuns: AgentRunService;
  health: HealthService;
  /** The server's base URL as clients reach it (SEXTANT_PUBLIC_URL; src/core/publicUrl.ts), without a trailing slash. */
  publicUrl: () => string;
}

/**
 * `db` should be the scoped instance (src/db/scope.ts) so services join the request's write transaction. `keyring`:
 * the keyring (src/storage/keyring.ts), which encrypts webhook and integration secrets at rest; when not given, one
 * without data keys under a random key (benchmarks, which never read a secret back). `publicUrl`: the server's base URL
 * as clients reach it (a GitHub integration's webhookUrl).
 */
export function createServices(db: Knex, store: ObjectStore, keyring: Keyring = new Keyring(randomBytes(32)), publicUrl?: () => string): Services {
  const notifications = new NotificationService(db);
  const objectives = new ObjectiveService(db);
  const rooms = new RoomService(db);
  const messages = new MessageService(db, rooms);
  const comments = new CommentService(db);
  // Templates drive opportunities (a step landing on Completed completes the opportunity) and tell step owners of
  // handoffs; opportunities and tasks start and move instances.
  const templates: TemplateService = new TemplateService(db, {
    opportunityCompleted: (trx, actor, id) => opportunities.completedByTemplate(trx, actor, id),
    // Customer onboarding: a completed milestone unlocks its ARR tranche; landing on Completed makes the customer live.
    stepCompleted: (trx, actor, step) => onboarding.stepCompleted(trx, actor, step),
    customerCompleted: (trx, actor, id) => onboarding.completedByTemplate(trx, actor, id),
    notifyHandoff: (trx, actor, userId, title, body, linkUrl, entityType, entityId) =>
      notifications.notify(trx, actor, { userId, type: 'handoff', title, body, linkUrl, entityType, entityId }),
  });
  const opportunities: OpportunityService = new OpportunityService(db, objectives, { messages, comments }, templates);
  // Delivery phases and status updates: handoffs and updates are system comments; handoffs notify.
  const phases = new PhaseService(db, comments, notifications);
  const tasks = new TaskService(db, notifications, templates);
  const context = new ContextService(db, { opportunities, tasks, comments, templates, notifications });
  // Customer lifecycle and delivery promises: moving a customer to onboarding starts the default template.
  const onboarding: OnboardingService = new OnboardingService(db, { templates, tasks, opportunities, notifications });
  const customers = new CustomerService(db, {
    startOnboarding: (trx, actor, customerId) => onboarding.startDefault(trx, actor, customerId),
    stopOnboarding: (trx, actor, customerId) => templates.onEntityState(trx, actor, 'customer', customerId, 'cancelled'),
  });
  // Files: an attachment's message or comment must be one the caller can read.
  const files = new FileService(db, store, { message: (a, id, f) => messages.readableId(a, id, f), comment: (a, id, f) => comments.readableId(a, id, f) });
  return {
    orgs: new OrgService(db),
    visions: new VisionService(db),
    objectives,
    metrics: new MetricService(db, opportunities),
    opportunities,
    tasks,
    context,
    synthesis: new SynthesisService(db),
    teams: new TeamService(db),
    users: new UserService(db),
    platform: new PlatformService(db),
    notifications,
    rooms,
    messages,
    comments,
    templates,
    phases,
    updates: new UpdateService(db, phases, comments, files),
    categories: new CategoryService(db),
    tags: new TagService(db),
    prdTemplates: new PrdTemplateService(db),
    scoring: new ScoringService(db),
    // Customer voice: insight decisions go to the system room and notify reviewers and recorders.
    customers,
    insights: new InsightService(db, { notifications, messages }),
    onboarding,
    reviews: new ReviewService(db),
    patterns: new PatternService(db, { opportunities }),
    intake: new IntakeService(db),
    cycles: new CycleService(db, { tasks, notifications }),
    // Files and time: files on the object store; time entries and what delivery costs.
    timeEntries: new TimeEntryService(db),
    files,
    // Strategies: publications are posted to the system room as the actor.
    strategies: new StrategyService(db, { messages }),
    directionDocuments: new DirectionDocumentService(db, new StrategyService(db, { messages })),
    // Events and integrations: webhook subscriptions and their ledger, integrations, external links, agent runs.
    webhooks: new WebhookService(db, keyring),
    integrations: new IntegrationService(db, keyring, publicUrl),
    externalLinks: new ExternalLinkService(db),
    agentRuns: new AgentRunService(db),
    // Roles and observed evidence: the role catalog; evidence hashing keys encrypted like webhook secrets.
    roles: new RoleService(),
    // Import runs: read side of the admin CLI's imports.
    importRuns: new ImportRunService(db),
    audit: new AuditService(db),
    observedEvidence: new ObservedEvidenceService(db, keyring),
    mcpSessions: new McpSessionService(db),
    health: new HealthService(db),
    publicUrl: publicUrl ?? (() => publicUrlOf(process.env, process.env.PORT ?? 3000)),
  };
}
