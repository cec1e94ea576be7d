export * from './listTeams.js';
export * from './createTeam.js';
export * from './getTeam.js';
export * from './updateTeam.js';
export * from './listTeamMembers.js';
export * from './addTeamMember.js';
export * from './removeTeamMember.js';
