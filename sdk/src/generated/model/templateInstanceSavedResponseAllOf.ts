/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TemplateInstance } from './templateInstance';

export type TemplateInstanceSavedResponseAllOf = {
  data?: TemplateInstance;
};
