/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Kind of entity an activity, subscription, notification or search hit refers to (spec 1 §2; customers and insights, spec 1 §2.8, §2.9; strategies, spec 1 §2.7).
 */
export type EntityType = typeof EntityType[keyof typeof EntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
  team: 'team',
  user: 'user',
  customer: 'customer',
  insight: 'insight',
  strategy: 'strategy',
} as const;
