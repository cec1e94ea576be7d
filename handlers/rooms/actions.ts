import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { roomMachine } from '../../src/core/machines/room.js';
import type { components } from '../../src/generated/api.js';

type Room = components['schemas']['Room'];
type Membership = components['schemas']['RoomMembership'];

export const roomLink = (id: string): Action => link('room', 'getRoom', { id });

/**
 * From a room (spec 2 §4.1, §4.17): its members and messages; for a member, pin or unpin it; for a non-member of an
 * open group room, join it; for an admin of a live group room, archive it. Only moves that succeed are offered.
 */
export const roomActions = (r: Room): Action[] => {
  const m = r.membership;
  const live = !r.archived;
  return [
    link('self', 'getRoom', { id: r.id }),
    link('members', 'listRoomMembers', { id: r.id }),
    ...(m.joined ? [withQuery(link('messages', 'listMessages'), { roomId: r.id })] : []),
    ...(m.joined ? [action('updateRoomMembership', { id: r.id }, { pinned: !m.pinned })] : []),
    ...(!m.joined && live && r.kind === 'group' && r.visibility === 'open' ? [action('updateRoomMembership', { id: r.id }, { joined: true })] : []),
    ...(m.role === 'admin' && roomMachine.can(live ? 'active' : 'archived', 'archived') && r.kind === 'group' ? [action('archiveRoom', { id: r.id })] : []),
  ];
};

/** After a member change: the room and its members. */
export const memberActions = (roomId: string): Action[] => [roomLink(roomId), link('members', 'listRoomMembers', { id: roomId })];

/** From the caller's membership: the room, and its messages while joined. */
export const membershipActions = (m: Membership): Action[] => [
  roomLink(m.roomId),
  ...(m.joined ? [withQuery(link('messages', 'listMessages'), { roomId: m.roomId })] : []),
];
