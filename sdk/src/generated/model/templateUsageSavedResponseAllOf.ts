/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TemplateUsage } from './templateUsage';

export type TemplateUsageSavedResponseAllOf = {
  data?: TemplateUsage;
};
