/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CommentEntityType } from './commentEntityType';
import type { CommentParentId } from './commentParentId';
import type { CommentAuthorId } from './commentAuthorId';
import type { CommentAuthorName } from './commentAuthorName';
import type { CommentArchivedAt } from './commentArchivedAt';
import type { CommentArchivedBy } from './commentArchivedBy';
import type { ReactionCount } from './reactionCount';
import type { AttachmentSummary } from './attachmentSummary';

/**
 * A comment in an entity's thread (spec 2 §4.17). parentId names the top-level comment of a reply (one reply level). System comments (system true, authorId null) record decisions the service made and cannot be edited or deleted. Archived comments are hidden from the default list.
 */
export interface Comment {
  id: string;
  orgId: string;
  entityType: CommentEntityType;
  entityId: string;
  parentId: CommentParentId;
  authorId: CommentAuthorId;
  authorName: CommentAuthorName;
  body: string;
  system: boolean;
  edited: boolean;
  archived: boolean;
  archivedAt: CommentArchivedAt;
  archivedBy: CommentArchivedBy;
  reactions: ReactionCount[];
  /** Files attached to it, in the order attached. */
  attachments: AttachmentSummary[];
  createdAt: string;
  updatedAt: string;
}
