/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Lifecycle of a strategy (spec 1 §3.1, §3.2): draft (new; editable, not yet in force) → active (published: the strategy in force) → archived (read-only, terminal). A draft may also be archived directly.
 */
export type StrategyStatus = typeof StrategyStatus[keyof typeof StrategyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StrategyStatus = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
} as const;
