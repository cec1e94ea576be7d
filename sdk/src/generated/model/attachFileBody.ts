/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { FileEntityType } from './fileEntityType';

export type AttachFileBody = {
  entityType: FileEntityType;
  /**
   * The record's UUID, or its ref (VIS-3, OPP-7, ENG-12, CUS-2, INS-5).
   * @minLength 1
   * @maxLength 64
   */
  entityId: string;
};
