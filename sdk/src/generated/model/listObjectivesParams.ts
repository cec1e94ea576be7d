/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionRef } from './visionRef';
import type { MetricRef } from './metricRef';
import type { UserRef } from './userRef';
import type { ListObjectivesStatus } from './listObjectivesStatus';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListObjectivesParams = {
/**
 * Only objectives of this vision (UUID or VIS-<n>).
 */
visionId?: VisionRef;
/**
 * Only objectives anchored to this metric (UUID or MET-<n>).
 */
metricId?: MetricRef;
/**
 * Only objectives with this DRI (user UUID, or me).
 */
driId?: UserRef;
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
