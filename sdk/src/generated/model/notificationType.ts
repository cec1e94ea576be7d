/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * task_assigned: you were assigned a task; entity_changed: an entity you follow changed; mention: you were mentioned in a message or comment; message: a new message in a room whose notification level is all; handoff: work was handed to you (a template step, a task, or the next delivery phase); insight_review: an insight was sent to a team whose insight reviewer you are; insight_need_context: an insight you recorded was returned to you for more context; promise_break: work promised to a customer on an insight you recorded was moved past the promised date; strategy_changed: a strategy of your org was created, edited, published or archived by someone else (spec 1 §2.7: every member hears of it; mute one strategy with unsubscribe); webhook_disabled: a webhook subscription you created was deactivated after its deliveries failed for 3 days (linkUrl reads it; reactivate it with PATCH active true).
 */
export type NotificationType = typeof NotificationType[keyof typeof NotificationType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationType = {
  task_assigned: 'task_assigned',
  entity_changed: 'entity_changed',
  mention: 'mention',
  message: 'message',
  handoff: 'handoff',
  insight_review: 'insight_review',
  insight_need_context: 'insight_need_context',
  promise_break: 'promise_break',
  strategy_changed: 'strategy_changed',
  webhook_disabled: 'webhook_disabled',
} as const;
