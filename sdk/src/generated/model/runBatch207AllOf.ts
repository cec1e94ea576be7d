/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RunBatch207AllOfData } from './runBatch207AllOfData';

export type RunBatch207AllOf = {
  data?: RunBatch207AllOfData;
};
