/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EntityType } from './entityType';

/**
 * Whether the caller follows an entity (spec 2 §4.3). false covers never subscribed and muted.
 */
export interface Subscription {
  entityType: EntityType;
  entityId: string;
  subscribed: boolean;
}
