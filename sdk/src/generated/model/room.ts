/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RoomKind } from './roomKind';
import type { RoomVisibility } from './roomVisibility';
import type { RoomArchivedAt } from './roomArchivedAt';
import type { RoomCreatedBy } from './roomCreatedBy';
import type { RoomDmUserId } from './roomDmUserId';
import type { RoomMembership } from './roomMembership';

/**
 * A room (spec 1 §2.10): a direct-message room between two users (dm), a group channel (group) or the org's system room (system), where the service posts decisions and publications. Rooms are never deleted; archived ones are read-only.
 */
export interface Room {
  id: string;
  orgId: string;
  kind: RoomKind;
  /** A DM's name is the other member's name. */
  name: string;
  description: string;
  /** open: anyone in the org can find and join it; private: invisible to non-members. DMs are private. */
  visibility: RoomVisibility;
  archived: boolean;
  archivedAt: RoomArchivedAt;
  createdBy: RoomCreatedBy;
  /** In a DM: the other member. */
  dmUserId: RoomDmUserId;
  /** @minimum 0 */
  memberCount: number;
  membership: RoomMembership;
  createdAt: string;
  updatedAt: string;
}
