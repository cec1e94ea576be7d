/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { FileEntityType } from './fileEntityType';

export type DetachFileParams = {
/**
 * The kind of record.
 */
entityType: FileEntityType;
/**
 * The record (UUID or ref).
 * @minLength 1
 * @maxLength 64
 */
entityId: string;
};
