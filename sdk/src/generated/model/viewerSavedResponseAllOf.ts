/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Viewer } from './viewer';

export type ViewerSavedResponseAllOf = {
  data?: Viewer;
};
