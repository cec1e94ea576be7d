/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionRef } from './visionRef';
import type { UpdateObjectiveBodyDeadline } from './updateObjectiveBodyDeadline';
import type { UserRef } from './userRef';
import type { UpdateObjectiveBodyHorizon } from './updateObjectiveBodyHorizon';
import type { UpdateObjectiveBodyStatus } from './updateObjectiveBodyStatus';

export type UpdateObjectiveBody = {
  visionId?: VisionRef;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** @maxLength 20000 */
  description?: string;
  deadline?: UpdateObjectiveBodyDeadline;
  driId?: UserRef;
  horizon?: UpdateObjectiveBodyHorizon;
  status?: UpdateObjectiveBodyStatus;
};
