/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ExternalLinkEntityType } from './externalLinkEntityType';
import type { ExternalLinkKind } from './externalLinkKind';
import type { ExternalLinkExternalId } from './externalLinkExternalId';
import type { ExternalLinkState } from './externalLinkState';
import type { ExternalLinkChannelId } from './externalLinkChannelId';
import type { ExternalLinkMessageId } from './externalLinkMessageId';
import type { ExternalLinkIntegrationId } from './externalLinkIntegrationId';
import type { ExternalLinkCreatedById } from './externalLinkCreatedById';

/**
 * Something outside Sextant linked to a task or an opportunity (spec 2 §4.19): a pull request (kind pull_request, linked by an integration; state open | merged | closed), a chat message (kind message, unique per entity and provider, channelId, messageId) or an external blocker (kind blocker).
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
