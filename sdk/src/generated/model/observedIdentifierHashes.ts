/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedIdentifierHashesAlgorithm } from './observedIdentifierHashesAlgorithm';

/**
 * Keyed hashes of identifiers: HMAC-SHA256 under the org's evidence key (keyId), lower-case hex, one per identifier in the order sent. The same identifier always hashes the same in one org and differently in another.
 */
export interface ObservedIdentifierHashes {
  algorithm: ObservedIdentifierHashesAlgorithm;
  /** The org key's id; it changes only if the key is replaced. */
  keyId: string;
  hashes: string[];
}
