export * from './listVisions.js';
export * from './createVision.js';
export * from './getVision.js';
export * from './updateVision.js';
export * from './listVisionVersions.js';
export * from './renameVisionVersion.js';
export * from './listVisionObjectives.js';
export * from './getVisionChildren.js';
