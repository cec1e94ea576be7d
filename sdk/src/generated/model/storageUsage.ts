/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The org's storage (spec 2 §4.18): bytes of files that are clean, being checked, or pending with an unexpired upload request, against the org's quota. A new upload past the quota is refused with 422 PLAN_LIMIT_EXCEEDED.
 */
export interface StorageUsage {
  /** @minimum 0 */
  bytesUsed: number;
  /**
   * Bytes.
   * @minimum 0
   */
  quota: number;
  /**
   * bytesUsed / quota × 100, two decimals.
   * @minimum 0
   */
  percent: number;
  /** @minimum 0 */
  fileCount: number;
}
