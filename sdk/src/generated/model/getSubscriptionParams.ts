/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EntityType } from './entityType';

export type GetSubscriptionParams = {
entityType: EntityType;
/**
 * Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12).
 * @minLength 1
 * @maxLength 100
 */
entityId: string;
};
