/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventType } from './eventType';
import type { EventActor } from './eventActor';
import type { EventData } from './eventData';

/**
 * The body of every webhook delivery (spec 2 §6), signed as the `Sextant-Signature` header describes. `data.object` is the resource as the API returns it at the moment of fan-out (a few milliseconds after the change committed), without financial fields (estimatedCost, salary, weekly hours); for `*.deleted` it is `{id, deleted: true}`, and for a child event (`task.assignment_added`) the parent entity, with `data.subject` naming the child. `data.changes` lists the fields the write changed (the child's, for a child event), by their API names, with their values before and after (financial and internal fields left out; an update of financial fields only emits no event). Events are delivered at least once: deduplicate on `id` (also sent as `Sextant-Event-Id`). Private conversations (direct messages, private rooms, their members and messages) are never sent.
 */
export interface Event {
  /** @pattern ^evt_[0-9a-f]{32}$ */
  id: string;
  type: EventType;
  /** When the change committed. */
  createdAt: string;
  orgId: string;
  actor: EventActor;
  data: EventData;
}
