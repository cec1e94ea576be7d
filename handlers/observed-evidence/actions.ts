import { link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';

/**
 * Valid next operations after an evidence write (spec 2 §4.1, §4.19): reading it back with the export, for the
 * week when one was just confirmed. Writes are not offered: each needs the caller's own items or window.
 */
export const evidenceActions = (week?: { from: string; to: string }): Action[] => [
  week ? withQuery(link('export', 'exportObservedEvidence'), week) : link('export', 'exportObservedEvidence'),
];
