/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedIdentifierHashes } from './observedIdentifierHashes';

export type ObservedIdentifierHashesSavedResponseAllOf = {
  data?: ObservedIdentifierHashes;
};
