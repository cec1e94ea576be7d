export * from './listNotifications.js';
export * from './getNotificationUnreadCount.js';
export * from './readNotification.js';
export * from './readAllNotifications.js';
export * from './pinNotification.js';
export * from './unpinNotification.js';
export * from './unsubscribeNotification.js';
