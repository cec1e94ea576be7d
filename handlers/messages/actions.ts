import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { components } from '../../src/generated/api.js';

type Message = components['schemas']['Message'];

/** From a room's messages: the room, its pinned messages (spec 2 §4.1, §4.17). */
export const roomMessageActions = (roomId: string): Action[] => [
  link('room', 'getRoom', { id: roomId }),
  withQuery(link('pinned', 'listPinnedMessages'), { roomId }),
];

/** From a message: its thread (top-level messages), the room's messages, pin or unpin. */
export const messageActions = (m: Message): Action[] => [
  link('thread', 'listMessageThread', { id: m.parentId ?? m.id }),
  withQuery(link('messages', 'listMessages'), { roomId: m.roomId }),
  action('setMessagePinned', { id: m.id }, { pinned: !m.pinned }),
];
