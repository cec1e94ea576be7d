/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateVisionBodyKind } from './createVisionBodyKind';

export type CreateVisionBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  kind?: CreateVisionBodyKind;
  /** @minLength 1 */
  narrative: string;
};
