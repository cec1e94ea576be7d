/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PrdSynthesis } from './prdSynthesis';

export type PrdSynthesisSavedResponseAllOf = {
  data?: PrdSynthesis;
};
