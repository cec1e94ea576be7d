/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SearchHit } from './searchHit';

export type SearchEntities200AllOf = {
  /** @maxItems 40 */
  data?: SearchHit[];
};
