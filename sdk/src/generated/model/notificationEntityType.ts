/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EntityType } from './entityType';

export type NotificationEntityType = EntityType | 'message' | null;
