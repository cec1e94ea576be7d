/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EntityType } from './entityType';
import type { SearchHitRef } from './searchHitRef';

/**
 * One ranked search result (spec 2 §4.3). Never carries financial fields.
 */
export interface SearchHit {
  type: EntityType;
  id: string;
  /** Per-org ref (VIS-3, ENG-12, …) where the type has one. */
  ref: SearchHitRef;
  title: string;
  /** Start of the description or narrative (at most 200 characters). */
  snippet: string;
  /** Relevance; higher first. */
  score: number;
  /** The get operation for the hit. */
  href: string;
}
