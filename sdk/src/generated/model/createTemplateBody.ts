/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TemplateEntityType } from './templateEntityType';
import type { CreateTemplateBodyStepsItem } from './createTemplateBodyStepsItem';

export type CreateTemplateBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 5000 */
  description?: string;
  defaultEntityType: TemplateEntityType;
  isDefault?: boolean;
  /** @maxItems 50 */
  steps?: CreateTemplateBodyStepsItem[];
};
