/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CommentEntityType } from './commentEntityType';

export type CreateCommentBody = {
  entityType: CommentEntityType;
  /**
   * Entity UUID or ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12).
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
  /**
   * Markdown text; @Name or @"Full Name" mentions notify that user.
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  /** The comment to reply to. */
  parentId?: string;
  /**
   * Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments.
   * @maxItems 10
   */
  attachments?: string[];
};
