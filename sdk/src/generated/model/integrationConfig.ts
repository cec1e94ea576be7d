/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntegrationConfigOnOpened } from './integrationConfigOnOpened';
import type { IntegrationConfigOnMerged } from './integrationConfigOnMerged';

/**
 * Non-secret settings. github: the task status an opened and a merged pull request move linked tasks to (null: leave the status).
 */
export type IntegrationConfig = {
  onOpened?: IntegrationConfigOnOpened;
  onMerged?: IntegrationConfigOnMerged;
};
