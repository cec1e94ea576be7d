export * from './listImportRuns.js';
export * from './getImportRun.js';
