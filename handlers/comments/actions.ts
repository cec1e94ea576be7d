import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { components } from '../../src/generated/api.js';
import type { OperationId } from '../../src/generated/operations.js';

type Comment = components['schemas']['Comment'];
type CommentEntityType = components['schemas']['CommentEntityType'];

const GET_ENTITY: Record<CommentEntityType, OperationId> = {
  vision: 'getVision',
  objective: 'getObjective',
  metric: 'getMetric',
  opportunity: 'getOpportunity',
  task: 'getTask',
};

/** From a thread: the entity it belongs to, and the thread itself (spec 2 §4.1, §4.17). */
export const threadActions = (entityType: CommentEntityType, entityId: string): Action[] => [
  link('entity', GET_ENTITY[entityType], { id: entityId }),
  withQuery(link('thread', 'listComments'), { entityType, entityId }),
];

/** From a comment: its thread and entity; archive or restore when the caller wrote it (always allowed then). */
export const commentActions = (c: Comment, actorUserId: string): Action[] => [
  ...threadActions(c.entityType, c.entityId),
  ...(c.authorId === actorUserId && !c.system ? [action('setCommentArchived', { id: c.id }, { archived: !c.archived })] : []),
];
