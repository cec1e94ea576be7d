/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionKind } from './visionKind';
import type { VisionOwnerId } from './visionOwnerId';

/**
 * A vision (spec 1 §2.2). `version` increases with each name or narrative edit.
 */
export interface Vision {
  id: string;
  orgId: string;
  /** Per-org ref accepted wherever a vision id is. */
  ref: string;
  number: number;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  kind: VisionKind;
  /** @minLength 1 */
  narrative: string;
  /** @minimum 1 */
  version: number;
  ownerId: VisionOwnerId;
  createdAt: string;
  updatedAt: string;
}
