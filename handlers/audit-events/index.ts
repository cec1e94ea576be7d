export * from './listAuditEvents.js';
