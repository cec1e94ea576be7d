/**
 * Room state (spec 1 §3.2: group channel → archived by archive; terminal, no hard delete). A room is `active` until
 * archived_at is set; archiving an archived room returns it unchanged.
 */
import { machine } from './machine.js';

export type RoomState = 'active' | 'archived';

export const roomMachine = machine<RoomState>(
  'room',
  {
    active: ['archived'],
    archived: [],
  },
  { via: { '*': 'archiveRoom' } },
);

/** The state of a room row. */
export const roomState = (r: { archived_at: Date | null }): RoomState => (r.archived_at ? 'archived' : 'active');
