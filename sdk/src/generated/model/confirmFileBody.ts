/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ConfirmFileBody = {
  /**
   * The ETag response header of the upload, with or without its quotes.
   * @minLength 1
   * @maxLength 200
   */
  etag: string;
};
