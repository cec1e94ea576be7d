/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventActorType } from './eventActorType';
import type { EventActorId } from './eventActorId';

export type EventActor = {
  /** user: a person (API key or their OAuth token); app: an OAuth app acting as itself (actor=app); system: the server (jobs, integrations, the admin CLI). */
  type: EventActorType;
  /** The user (a person or an app's user); null for system. */
  id: EventActorId;
};
