export * from './listUsers.js';
export * from './getUser.js';
export * from './updateUser.js';
