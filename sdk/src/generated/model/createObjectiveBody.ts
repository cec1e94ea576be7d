/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateObjectiveBodyDeadline } from './createObjectiveBodyDeadline';
import type { CreateObjectiveBodyHorizon } from './createObjectiveBodyHorizon';
import type { ObjectiveMetricInput } from './objectiveMetricInput';

export type CreateObjectiveBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * Vision UUID or VIS-<n>.
   * @minLength 1
   */
  visionId: string;
  /** The directly responsible individual (user UUID). */
  driId: string;
  /** @maxLength 20000 */
  description?: string;
  deadline?: CreateObjectiveBodyDeadline;
  horizon?: CreateObjectiveBodyHorizon;
  metric?: ObjectiveMetricInput;
};
