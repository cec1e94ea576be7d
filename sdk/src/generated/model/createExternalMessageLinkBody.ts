/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ExternalLinkEntityType } from './externalLinkEntityType';

export type CreateExternalMessageLinkBody = {
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
};
