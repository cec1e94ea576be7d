/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedEvidenceKind } from './observedEvidenceKind';

export type IngestObservedEvidenceBodyItemsItem = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  externalId: string;
  /**
   * @minLength 1
   * @maxLength 100
   */
  source: string;
  kind: ObservedEvidenceKind;
  occurredAt: string;
  /**
   * @minimum 0
   * @maximum 1440
   */
  durationMinutes?: number;
  /**
   * The task (UUID or ref such as ENG-12) or opportunity (UUID or OPP-n) the work was on.
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$
   */
  subjectRef?: string;
  /** @maxLength 2000 */
  note?: string;
};
