/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

/**
 * Who owns the step when an instance starts (a user UUID, or me).
 */
export type UpdateTemplateStepBodyDefaultDriUserId = UserRef | null;
