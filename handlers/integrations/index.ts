export * from './listIntegrations.js';
export * from './getIntegration.js';
export * from './listIntegrationEvents.js';
