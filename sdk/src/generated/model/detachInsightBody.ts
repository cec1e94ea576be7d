/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DetachInsightBodyEntityType } from './detachInsightBodyEntityType';

export type DetachInsightBody = {
  entityType: DetachInsightBodyEntityType;
  /**
   * The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2).
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
};
