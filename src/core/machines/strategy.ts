/**
 * Strategy status (spec 1 §3.2): draft → active by publish, draft or active → archived by archive; archived is
 * final and read-only.
 */
import { machine } from './machine.js';

export type StrategyStatus = 'draft' | 'active' | 'archived';

export const strategyMachine = machine<StrategyStatus>(
  'strategy',
  {
    draft: ['active', 'archived'],
    active: ['archived'],
    archived: [],
  },
  { via: { active: 'publishStrategy', archived: 'archiveStrategy' } },
);
