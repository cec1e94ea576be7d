/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AlignmentGridRowsItemServesItemKind } from './alignmentGridRowsItemServesItemKind';

export type AlignmentGridRowsItemServesItem = {
  objectiveId: string;
  kind: AlignmentGridRowsItemServesItemKind;
};
