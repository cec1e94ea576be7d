/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateTaskHandoffBodyToUserId } from './createTaskHandoffBodyToUserId';

export type CreateTaskHandoffBody = {
  /**
   * What the next person needs to know.
   * @minLength 1
   * @maxLength 5000
   */
  note: string;
  /** The new owner (a user UUID, or me). */
  toUserId?: CreateTaskHandoffBodyToUserId;
};
