/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Activity } from './activity';

export type ActivityListResponseAllOf = {
  data?: Activity[];
};
