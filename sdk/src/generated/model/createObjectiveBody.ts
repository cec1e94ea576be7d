/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionRef } from './visionRef';
import type { UserRef } from './userRef';
import type { CreateObjectiveBodyDeadline } from './createObjectiveBodyDeadline';
import type { CreateObjectiveBodyHorizon } from './createObjectiveBodyHorizon';
import type { ObjectiveMetricInput } from './objectiveMetricInput';

export type CreateObjectiveBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  visionId: VisionRef;
  /** The directly responsible individual: a user UUID, or me. */
  driId: UserRef;
  /** @maxLength 20000 */
  description?: string;
  deadline?: CreateObjectiveBodyDeadline;
  horizon?: CreateObjectiveBodyHorizon;
  metric?: ObjectiveMetricInput;
};
