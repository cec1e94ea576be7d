export * from './listTags.js';
export * from './createTag.js';
export * from './updateTag.js';
export * from './deleteTag.js';
