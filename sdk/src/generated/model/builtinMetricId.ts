/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A built-in delivery metric (spec 1 §2.4): task_throughput (tasks completed per ISO week), lead_time (median days from a task's creation to its completion), cycle_time (median days from its first move to in_progress to its completion), time_in_status (median days of the stays in a status group that ended in the week), cycle_predictability (tasks completed by a cycle's end ÷ tasks planned in it, over the cycles ending in the week).
 */
export type BuiltinMetricId = typeof BuiltinMetricId[keyof typeof BuiltinMetricId];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BuiltinMetricId = {
  task_throughput: 'task_throughput',
  lead_time: 'lead_time',
  cycle_time: 'cycle_time',
  time_in_status: 'time_in_status',
  cycle_predictability: 'cycle_predictability',
} as const;
