import { action, link } from '../../src/core/actions.js';
import type { Actor } from '../../src/core/actor.js';
import type { Action } from '../../src/core/envelope.js';
import { strategyMachine } from '../../src/core/machines/strategy.js';
import type { Strategy, StrategyVersion } from '../../src/services/strategies.js';

/**
 * Valid next operations from a strategy (spec 2 §4.1, spec 1 §3.2): itself and its versions; for its owner (with
 * strategy:update) publish while a draft and archive while not archived. Edits are not offered (their body is the
 * caller's to write); nothing is offered that would be refused (another member, an archived strategy).
 */
export const strategyActions = (s: Strategy, actor: Actor): Action[] => {
  const mine = s.ownerId === actor.userId && actor.capabilities.has('strategy:update');
  return [
    link('self', 'getStrategy', { id: s.ref }),
    link('versions', 'listStrategyVersions', { id: s.ref }),
    ...(mine && strategyMachine.can(s.status, 'active') ? [action('publishStrategy', { id: s.ref })] : []),
    ...(mine && strategyMachine.can(s.status, 'archived') ? [action('archiveStrategy', { id: s.ref })] : []),
  ];
};

/** After labelling a version: the strategy's versions and the strategy. */
export const strategyVersionActions = (strategyId: string, _v: StrategyVersion): Action[] => [
  link('versions', 'listStrategyVersions', { id: strategyId }),
  link('strategy', 'getStrategy', { id: strategyId }),
];
