/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TemplateEntityType } from './templateEntityType';

export type SwapTemplateInstanceBody = {
  templateId: string;
  entityType: TemplateEntityType;
  /**
   * The entity: UUID or ref (OPP-4, ENG-12).
   * @minLength 1
   * @maxLength 100
   */
  entityId: string;
};
