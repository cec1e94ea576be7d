/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetObjectiveAlignmentLinkBodyKind } from './setObjectiveAlignmentLinkBodyKind';

export type SetObjectiveAlignmentLinkBody = {
  /**
   * Parent objective UUID or OBJ-<n>.
   * @minLength 1
   */
  parentId: string;
  /** null removes the link. */
  kind: SetObjectiveAlignmentLinkBodyKind;
};
