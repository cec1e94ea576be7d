import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { InsightPattern } from '../../src/services/insights/patterns.js';

/** Open patterns offered a dismiss on the board (actions stay few). */
const BOARD_OFFERS = 3;

/**
 * Valid next operations from a pattern (spec 2 §4.1, §4.12): dismiss while it is open (the one move whose body needs
 * nothing from the caller: attach-work needs the work, link-insights the insights), and the board.
 */
export const patternActions = (p: InsightPattern): Action[] => [
  ...(p.status === 'open' ? [action('dismissInsightPattern', { patternId: p.id }, {})] : []),
  link('board', 'getInsightPatterns'),
];

/** From the board: dismiss for its first open patterns, and the board itself. */
export const boardActions = (patterns: InsightPattern[]): Action[] => [
  link('self', 'getInsightPatterns'),
  ...patterns.slice(0, BOARD_OFFERS).map((p) => action('dismissInsightPattern', { patternId: p.id }, {})),
];
