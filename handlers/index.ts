/** Every operation's handler, bound by operationId. `satisfies AllHandlers` makes a missing one a compile error. */
import type { AllHandlers } from './handler.js';
import * as platform from './platform/index.js';
import * as visions from './visions/index.js';
import * as objectives from './objectives/index.js';
import * as metrics from './metrics/index.js';
import * as opportunities from './opportunities/index.js';
import * as tasks from './tasks/index.js';
import * as teams from './teams/index.js';
import * as users from './users/index.js';
import * as notifications from './notifications/index.js';
import * as rooms from './rooms/index.js';
import * as messages from './messages/index.js';
import * as comments from './comments/index.js';
import * as templates from './templates/index.js';
import * as categories from './categories/index.js';
import * as tags from './tags/index.js';
import * as prdTemplates from './prd-templates/index.js';
import * as customers from './customers/index.js';
import * as insights from './insights/index.js';
import * as intake from './intake/index.js';
import * as cycles from './cycles/index.js';
import * as timeEntries from './time-entries/index.js';
import * as files from './files/index.js';
import * as strategies from './strategies/index.js';
import * as directionDocuments from './direction-documents/index.js';
import * as webhooks from './webhooks/index.js';
import * as integrations from './integrations/index.js';
import * as externalLinks from './external-links/index.js';
import * as agentRuns from './agent-runs/index.js';
import * as roles from './roles/index.js';
import * as importRuns from './import-runs/index.js';
import * as auditEvents from './audit-events/index.js';
import * as observedEvidence from './observed-evidence/index.js';

export const handlers = {
  ...platform,
  ...visions,
  ...objectives,
  ...metrics,
  ...opportunities,
  ...tasks,
  ...teams,
  ...users,
  ...notifications,
  ...rooms,
  ...messages,
  ...comments,
  ...templates,
  ...categories,
  ...tags,
  ...prdTemplates,
  ...customers,
  ...insights,
  ...intake,
  ...cycles,
  ...timeEntries,
  ...files,
  ...strategies,
  ...directionDocuments,
  ...webhooks,
  ...integrations,
  ...externalLinks,
  ...agentRuns,
  ...roles,
  ...importRuns,
  ...auditEvents,
  ...observedEvidence,
} satisfies AllHandlers;
