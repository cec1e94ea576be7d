/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Vision } from './vision';

export type VisionResponseAllOf = {
  data?: Vision;
};
