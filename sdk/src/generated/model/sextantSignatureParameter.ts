/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the subscription secret>. Verify: recompute v1 over the raw bytes received, compare in constant time, and reject a t older than 5 minutes (replays). t is fresh on every attempt.
 */
export type SextantSignatureParameter = string;
