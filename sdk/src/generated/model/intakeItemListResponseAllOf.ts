/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntakeItem } from './intakeItem';

export type IntakeItemListResponseAllOf = {
  data?: IntakeItem[];
};
