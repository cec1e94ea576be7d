/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AttachInsightPatternWorkBodyEntityType } from './attachInsightPatternWorkBodyEntityType';

export type AttachInsightPatternWorkBody = {
  entityType: AttachInsightPatternWorkBodyEntityType;
  /**
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
};
