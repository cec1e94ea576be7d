/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Template } from './template';

export type TemplateCreatedResponseAllOf = {
  data?: Template;
};
