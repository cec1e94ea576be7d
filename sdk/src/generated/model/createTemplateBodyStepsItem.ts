/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateTemplateBodyStepsItemDefaultDriUserId } from './createTemplateBodyStepsItemDefaultDriUserId';
import type { CreateTemplateBodyStepsItemDefaultDriRole } from './createTemplateBodyStepsItemDefaultDriRole';
import type { CreateTemplateBodyStepsItemSlaHours } from './createTemplateBodyStepsItemSlaHours';

export type CreateTemplateBodyStepsItem = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @maxLength 5000 */
  description?: string;
  /** Who owns the step when an instance starts (a user UUID, or me). */
  defaultDriUserId?: CreateTemplateBodyStepsItemDefaultDriUserId;
  /** An org role: the entity's lead or owner owns the step when they hold it and no user is set. */
  defaultDriRole?: CreateTemplateBodyStepsItemDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   * @maximum 87600
   */
  slaHours?: CreateTemplateBodyStepsItemSlaHours;
};
