/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AlignmentGridRowsItemType } from './alignmentGridRowsItemType';
import type { AlignmentGridRowsItemServesItem } from './alignmentGridRowsItemServesItem';

export type AlignmentGridRowsItem = {
  type: AlignmentGridRowsItemType;
  id: string;
  ref: string;
  title: string;
  serves: AlignmentGridRowsItemServesItem[];
};
