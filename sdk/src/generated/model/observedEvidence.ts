/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedEvidenceKind } from './observedEvidenceKind';
import type { ObservedEvidenceDurationMinutes } from './observedEvidenceDurationMinutes';
import type { ObservedEvidenceSubjectType } from './observedEvidenceSubjectType';
import type { ObservedEvidenceSubjectId } from './observedEvidenceSubjectId';
import type { ObservedEvidenceSubjectRef } from './observedEvidenceSubjectRef';
import type { ObservedEvidenceNote } from './observedEvidenceNote';

/**
 * One piece of evidence that work happened (spec 2 §4.19), recorded by its subject (userId) from a source such as git, a code host or a calendar. (source, externalId) is unique per subject. weekStart is the Monday (UTC) of the week it occurred in, the week a reconciliation confirms.
 */
export interface ObservedEvidence {
  id: string;
  /** The subject: who the evidence is about and who recorded it. */
  userId: string;
  source: string;
  /** The item's id at its source (a commit sha, an event id). */
  externalId: string;
  kind: ObservedEvidenceKind;
  occurredAt: string;
  /** The Monday (UTC) of the week occurredAt falls in. */
  weekStart: string;
  /**
   * @minimum 0
   * @maximum 1440
   */
  durationMinutes: ObservedEvidenceDurationMinutes;
  /** What the evidence was about, if anything; null once that task or opportunity is deleted. */
  subjectType: ObservedEvidenceSubjectType;
  subjectId: ObservedEvidenceSubjectId;
  /** The ref of the task (ENG-12) or opportunity (OPP-3). */
  subjectRef: ObservedEvidenceSubjectRef;
  note: ObservedEvidenceNote;
  createdAt: string;
}
