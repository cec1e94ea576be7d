/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateMessageBody = {
  /**
   * Markdown text; @Name or @"Full Name" mentions notify that user.
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  /**
   * Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments.
   * @maxItems 10
   */
  attachments?: string[];
};
