/**
 * Import run status (spec 1 §3.1: completed, partial and failed are terminal; §3.2 shows no transitions, so these
 * are the importer's): pending → running when it starts, or failed when abandoned; running → paused between
 * batches, completed, partial (some rows refused), failed, or running again when a crashed run is resumed;
 * paused → running when resumed, or failed when abandoned. Moved only by the importer (src/import/engine.ts).
 */
import type { components } from '../../generated/api.js';
import { machine } from './machine.js';

export type ImportRunStatus = components['schemas']['ImportRun']['status'];

export const importRunMachine = machine<ImportRunStatus>('import run', {
  pending: ['running', 'failed'],
  running: ['running', 'paused', 'completed', 'partial', 'failed'],
  paused: ['running', 'failed'],
  completed: [],
  partial: [],
  failed: [],
});

/** The statuses of a run that has not ended (the ones with moves left). */
export const OPEN_IMPORT = importRunMachine.states.filter((s) => !importRunMachine.isFinal(s));
