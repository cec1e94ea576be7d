/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Tag } from './tag';

export type TagCreatedResponseAllOf = {
  data?: Tag;
};
