/** All services over one knex instance (handlers → services → repositories → knex). */
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
  health: HealthService;
}

/** `db` should be the scoped instance (src/db/scope.ts) so services join the request's write transaction. */
export function createServices(db: Knex): Services {
  const notifications = new NotificationService(db);
  const objectives = new ObjectiveService(db);
  const rooms = new RoomService(db);
  const messages = new MessageService(db, rooms);
  const comments = new CommentService(db);
  const opportunities = new OpportunityService(db, objectives, { messages, comments });
  return {
    orgs: new OrgService(db),
    visions: new VisionService(db),
    objectives,
    metrics: new MetricService(db, opportunities),
    opportunities,
    tasks: new TaskService(db, notifications),
    teams: new TeamService(db),
    users: new UserService(db),
    platform: new PlatformService(db),
    notifications,
    rooms,
    messages,
    comments,
    health: new HealthService(db),
  };
}
