/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActivityEntityType } from './activityEntityType';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListActivitiesParams = {
entityType: ActivityEntityType;
/**
 * Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12).
 * @minLength 1
 * @maxLength 100
 */
entityId: string;
/**
 * Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2).
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};
