/**
 * Runs before each contract file (vitest `setupFiles`). The files of a worker share one module graph (the projects
 * run with `isolate: false`), so what a helper module accumulates is reset here: each suite file checks the
 * operations it exercised itself (contract-tests/lib/contract.ts `exercised`), not those of the files before it.
 */
import { beforeAll } from 'vitest';
import { exercised } from '../lib/contract.js';

beforeAll(() => {
  exercised.clear();
});
