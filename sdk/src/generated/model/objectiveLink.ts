/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveLinkKind } from './objectiveLinkKind';

/**
 * A link between an opportunity and an objective (spec 1 §2.5).
 */
export interface ObjectiveLink {
  objectiveId: string;
  /** The primary link decides the opportunity's visionPath. */
  kind: ObjectiveLinkKind;
  createdAt: string;
}
