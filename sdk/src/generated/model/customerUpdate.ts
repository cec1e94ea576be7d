/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerUpdateKind } from './customerUpdateKind';
import type { CustomerUpdateAuthorId } from './customerUpdateAuthorId';
import type { CustomerUpdateEntityType } from './customerUpdateEntityType';
import type { CustomerUpdateEntityRef } from './customerUpdateEntityRef';

/**
 * One entry of a customer's feed (spec 2 §4.11): an account note (note), a status update posted on a linked opportunity (update), a decision on one of the customer's insights (decision), or a linked opportunity completed (shipped), or a promised date that a task move was acknowledged to break (promise_break, about the insight). entityType and entityId name what it is about (the customer for notes), entityRef its ref.
 */
export interface CustomerUpdate {
  /** The note, update or decision; for shipped, the opportunity. */
  id: string;
  kind: CustomerUpdateKind;
  body: string;
  authorId: CustomerUpdateAuthorId;
  entityType: CustomerUpdateEntityType;
  entityId: string;
  entityRef: CustomerUpdateEntityRef;
  createdAt: string;
}
