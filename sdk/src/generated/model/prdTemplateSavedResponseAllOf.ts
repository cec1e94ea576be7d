/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PrdTemplate } from './prdTemplate';

export type PrdTemplateSavedResponseAllOf = {
  data?: PrdTemplate;
};
