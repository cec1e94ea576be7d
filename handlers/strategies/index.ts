export * from './listStrategies.js';
export * from './createStrategy.js';
export * from './getStrategy.js';
export * from './updateStrategy.js';
export * from './publishStrategy.js';
export * from './archiveStrategy.js';
export * from './listStrategyVersions.js';
export * from './renameStrategyVersion.js';
