/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AddTemplateStepBodyDefaultDriUserId } from './addTemplateStepBodyDefaultDriUserId';
import type { AddTemplateStepBodyDefaultDriRole } from './addTemplateStepBodyDefaultDriRole';
import type { AddTemplateStepBodySlaHours } from './addTemplateStepBodySlaHours';

export type AddTemplateStepBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @maxLength 5000 */
  description?: string;
  /** Who owns the step when an instance starts (a user UUID, or me). */
  defaultDriUserId?: AddTemplateStepBodyDefaultDriUserId;
  /** An org role: the entity's lead or owner owns the step when they hold it and no user is set. */
  defaultDriRole?: AddTemplateStepBodyDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   * @maximum 87600
   */
  slaHours?: AddTemplateStepBodySlaHours;
  /**
   * 1-based among the non-terminal steps; past the end means last.
   * @minimum 1
   * @maximum 1000
   */
  position?: number;
};
