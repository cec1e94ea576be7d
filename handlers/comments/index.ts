export * from './listComments.js';
export * from './createComment.js';
export * from './updateComment.js';
export * from './deleteComment.js';
export * from './setCommentArchived.js';
export * from './setCommentReaction.js';
