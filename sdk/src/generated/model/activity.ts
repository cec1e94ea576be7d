/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActivityEntityType } from './activityEntityType';
import type { ActivitySubject } from './activitySubject';
import type { ActivityAction } from './activityAction';
import type { ActivityChangesItem } from './activityChangesItem';
import type { ActivityActorId } from './activityActorId';
import type { ActivityActorType } from './activityActorType';

/**
 * One write to an entity (spec 2 §4.3): who changed which fields, from what to what, and when. Writes to an entity's parts (its assignments, members, readings, links) are recorded on the entity with `subject` naming the part. Financial fields are left out unless the caller may read them (spec 2 §5.3).
 */
export interface Activity {
  id: string;
  entityType: ActivityEntityType;
  entityId: string;
  /** Null for the entity itself; for customers contact, arr_point, opportunity_link, review; for insights link, impact, promise_break; for teams also cycle; for tasks also agentRun; for tasks and opportunities also externalLink (issue 18). */
  subject: ActivitySubject;
  action: ActivityAction;
  changes: ActivityChangesItem[];
  /** The credential's user; null for system writes. */
  actorId: ActivityActorId;
  /** user: a person (with a key, or an OAuth token acting as them); app: an OAuth app acting as itself (actor=app; actorId is the app's user); system: no credential (jobs, the admin CLI). */
  actorType: ActivityActorType;
  createdAt: string;
}
