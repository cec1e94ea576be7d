/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateObjectiveBodyDeadline } from './updateObjectiveBodyDeadline';
import type { UpdateObjectiveBodyHorizon } from './updateObjectiveBodyHorizon';
import type { UpdateObjectiveBodyStatus } from './updateObjectiveBodyStatus';

export type UpdateObjectiveBody = {
  /**
   * Vision UUID or VIS-<n>.
   * @minLength 1
   */
  visionId?: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** @maxLength 20000 */
  description?: string;
  deadline?: UpdateObjectiveBodyDeadline;
  driId?: string;
  horizon?: UpdateObjectiveBodyHorizon;
  status?: UpdateObjectiveBodyStatus;
};
