export * from './listExternalLinks.js';
export * from './createExternalBlocker.js';
export * from './deleteExternalBlocker.js';
export * from './createExternalMessageLink.js';
