/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { FileEntityType } from './fileEntityType';

/**
 * A record a file is attached to (spec 2 §4.18).
 */
export interface FileAttachment {
  entityType: FileEntityType;
  entityId: string;
  attachedAt: string;
}
