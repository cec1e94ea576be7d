export * from './listWebhookSubscriptions.js';
export * from './createWebhookSubscription.js';
export * from './getWebhookSubscription.js';
export * from './updateWebhookSubscription.js';
export * from './testWebhookSubscription.js';
export * from './deleteWebhookSubscription.js';
export * from './listWebhookDeliveries.js';
export * from './redeliverWebhookDelivery.js';
