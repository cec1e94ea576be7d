/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateTemplateStepBodyDefaultDriUserId } from './updateTemplateStepBodyDefaultDriUserId';
import type { UpdateTemplateStepBodyDefaultDriRole } from './updateTemplateStepBodyDefaultDriRole';
import type { UpdateTemplateStepBodySlaHours } from './updateTemplateStepBodySlaHours';

export type UpdateTemplateStepBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** @maxLength 5000 */
  description?: string;
  /** Who owns the step when an instance starts (a user UUID, or me). */
  defaultDriUserId?: UpdateTemplateStepBodyDefaultDriUserId;
  /** An org role: the entity's lead or owner owns the step when they hold it and no user is set. */
  defaultDriRole?: UpdateTemplateStepBodyDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   * @maximum 87600
   */
  slaHours?: UpdateTemplateStepBodySlaHours;
  /**
   * 1-based among the non-terminal steps.
   * @minimum 1
   * @maximum 1000
   */
  position?: number;
};
