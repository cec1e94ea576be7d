import { link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { ImportRun } from '../../src/services/importRuns.js';

/**
 * What to call next around import runs (spec 2 §4.1, §4.19). Reads only: runs are started, paused and resumed by an
 * admin with the admin CLI (`npm run admin -- import`), never over the API, so no write is ever offered.
 */

/** A run: itself (to poll its progress) and the org's runs. */
export const importRunActions = (r: ImportRun): Action[] => [link('self', 'getImportRun', { id: r.id }), link('list', 'listImportRuns')];

/** A page of runs: the newest run on it, when there is one. */
export const importRunListActions = (rows: readonly ImportRun[]): Action[] => (rows[0] ? [link('first', 'getImportRun', { id: rows[0].id })] : []);
