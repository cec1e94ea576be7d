import { link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { Integration } from '../../src/services/integrations.js';

/**
 * What to call next around integrations (spec 2 §4.1, §4.19). Reads only: integrations are created by an admin with
 * the admin CLI (`integration:create`), never over the API.
 */

/** An integration: itself and its ledger. */
export const integrationActions = (i: Integration): Action[] => [
  link('self', 'getIntegration', { id: i.id }),
  link('events', 'listIntegrationEvents', { id: i.id }),
];

/** An integration's ledger: the integration it belongs to. */
export const integrationEventsActions = (integrationId: string): Action[] => [link('integration', 'getIntegration', { id: integrationId })];
