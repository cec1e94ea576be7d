/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EntityType } from './entityType';

export type SetSubscriptionBody = {
  entityType: EntityType;
  /**
   * Entity UUID or ref.
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
  subscribed: boolean;
};
