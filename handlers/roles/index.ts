export * from './listRoles.js';
