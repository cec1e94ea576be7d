/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveRef } from './objectiveRef';
import type { SetObjectiveAlignmentLinkBodyKind } from './setObjectiveAlignmentLinkBodyKind';

export type SetObjectiveAlignmentLinkBody = {
  /** The parent objective (UUID or OBJ-<n>). */
  parentId: ObjectiveRef;
  /** null removes the link. */
  kind: SetObjectiveAlignmentLinkBodyKind;
};
