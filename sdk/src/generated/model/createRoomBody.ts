/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateRoomBodyVisibility } from './createRoomBodyVisibility';
import type { UserRef } from './userRef';

export type CreateRoomBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 5000 */
  description?: string;
  visibility?: CreateRoomBodyVisibility;
  /**
   * Users to add besides the caller (at least one other user).
   * @minItems 1
   * @maxItems 200
   */
  memberIds: UserRef[];
};
