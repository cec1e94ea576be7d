/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Color } from './color';

/**
 * A category that tasks and opportunities are filed under (spec 1 §2.10). `slug` is derived from the label when the category is created and never changes; the system categories Bug and Incident exist in every org and cannot be deleted. Lists are in `sortOrder`, then label.
 */
export interface Category {
  id: string;
  orgId: string;
  label: string;
  /** The label in lower case with dashes, unique in the org (a numeric suffix such as bug-2 when taken); never changes. */
  slug: string;
  color: Color;
  /**
   * Position in lists; lower first.
   * @minimum 0
   */
  sortOrder: number;
  /** Bug and Incident: present in every org, never deleted. */
  system: boolean;
  createdAt: string;
  updatedAt: string;
}
