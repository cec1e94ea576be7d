/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListObjectivesStatus } from './listObjectivesStatus';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListObjectivesParams = {
/**
 * Only objectives of this vision (UUID).
 */
visionId?: string;
/**
 * Only objectives anchored to this metric (UUID).
 */
metricId?: string;
/**
 * Only objectives with this DRI (user UUID).
 */
driId?: string;
status?: ListObjectivesStatus;
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
