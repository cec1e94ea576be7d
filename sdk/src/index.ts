/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
export * from './runtime';
export * from './generated/model';
export * from './generated/comments';
export * from './generated/messages';
export * from './generated/metrics';
export * from './generated/notifications';
export * from './generated/objectives';
export * from './generated/opportunities';
export * from './generated/platform';
export * from './generated/rooms';
export * from './generated/tasks';
export * from './generated/teams';
export * from './generated/users';
export * from './generated/visions';
