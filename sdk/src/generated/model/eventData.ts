/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventDataObject } from './eventDataObject';
import type { EventDataChangesItem } from './eventDataChangesItem';

export type EventData = {
  /** The resource (or the parent of a child event) as the API returns it; {id, deleted: true} after a deletion. */
  object: EventDataObject;
  changes: EventDataChangesItem[];
};
