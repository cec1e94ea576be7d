export * from './listIntake.js';
export * from './getIntakeStats.js';
