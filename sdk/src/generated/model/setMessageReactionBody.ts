/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetMessageReactionBody = {
  /**
   * one emoji or a shortcode without spaces, such as 👍 or :rocket:
   * @minLength 1
   * @maxLength 64
   * @pattern ^\S+$
   */
  emoji: string;
  on: boolean;
};
