/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ExternalLinkEntityType } from './externalLinkEntityType';

export type CreateExternalBlockerBody = {
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
};
