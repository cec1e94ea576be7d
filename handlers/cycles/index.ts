export * from './listCycles.js';
export * from './createCycle.js';
export * from './updateCycle.js';
