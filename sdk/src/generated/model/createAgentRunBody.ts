/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskRef } from './taskRef';
import type { CreateAgentRunBodyStatus } from './createAgentRunBodyStatus';

export type CreateAgentRunBody = {
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
};
