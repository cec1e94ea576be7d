/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TagColor } from './tagColor';

/**
 * A tag of the org, applied to opportunities, tasks and insights through their `tagIds`. Its name is unique in the org regardless of case.
 */
export interface Tag {
  id: string;
  orgId: string;
  name: string;
  color: TagColor;
  createdAt: string;
  updatedAt: string;
}
