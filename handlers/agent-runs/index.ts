export * from './listAgentRuns.js';
export * from './createAgentRun.js';
export * from './getAgentRun.js';
export * from './updateAgentRun.js';
export * from './cancelAgentRun.js';
