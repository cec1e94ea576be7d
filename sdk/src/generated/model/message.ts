/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MessageParentId } from './messageParentId';
import type { MessageAuthorId } from './messageAuthorId';
import type { MessageAuthorName } from './messageAuthorName';
import type { MessagePinnedAt } from './messagePinnedAt';
import type { MessagePinnedBy } from './messagePinnedBy';
import type { ReactionCount } from './reactionCount';
import type { AttachmentSummary } from './attachmentSummary';

/**
 * A message in a room (spec 1 §2.10). parentId is null for a top-level message and names its top-level message for a reply (two levels). System messages (system true, authorId null) are posted by the service and cannot be edited or deleted. A deleted top-level message that had replies stays with an empty body and deleted true.
 */
export interface Message {
  id: string;
  orgId: string;
  roomId: string;
  parentId: MessageParentId;
  authorId: MessageAuthorId;
  authorName: MessageAuthorName;
  body: string;
  system: boolean;
  edited: boolean;
  deleted: boolean;
  pinned: boolean;
  pinnedAt: MessagePinnedAt;
  pinnedBy: MessagePinnedBy;
  /**
   * Replies to a top-level message; 0 for replies.
   * @minimum 0
   */
  replyCount: number;
  reactions: ReactionCount[];
  /** Files attached to it, in the order attached. */
  attachments: AttachmentSummary[];
  createdAt: string;
  updatedAt: string;
}
