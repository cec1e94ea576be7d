/**
 * Test projects:
 *  - unit:           pure logic beside the code (src/**\/*.test.ts, handlers/**\/*.test.ts)
 *  - contract-live:  every file of contract-tests/<tag>/ against the real server on a real Postgres (embedded, or
 *                    DATABASE_URL when set)
 *  - contract-mock:  the suite files (contract-tests/<tag>/*.test.ts, not *.live.test.ts) against a Prism mock of
 *                    the bundled document
 *  - db:             query modules and services against a real Postgres, no server (src/**\/*.db.test.ts)
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time even on 2 cores (vitest's default here is one): contract files mostly wait on the server,
    // Postgres and child processes, and every file works in orgs of its own. One value for all projects (vitest
    // requires projects sharing a group order to share maxWorkers).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'handlers/**/*.test.ts', 'codegen/**/*.test.ts'],
          exclude: ['src/**/*.db.test.ts', '**/node_modules/**'],
        },
      },
      { test: { name: 'db', include: ['src/**/*.db.test.ts'], globalSetup: ['src/db/testing/setup.ts'] } },
      {
        test: {
          name: 'contract-live',
          include: ['contract-tests/**/*.test.ts'],
          // One module graph per worker, not per file: every file imports the SDK, the bundled document and the
          // helpers, and re-importing them per file was ~40% of the project's time. Files keep no state at module
          // level that another file could see (each works in orgs of its own, and restores any env it sets).
          isolate: false,
          globalSetup: ['contract-tests/setup/live.ts'],
          setupFiles: ['contract-tests/setup/perFile.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract-mock',
          include: ['contract-tests/**/*.test.ts'],
          exclude: ['contract-tests/**/*.live.test.ts', '**/node_modules/**'],
          globalSetup: ['contract-tests/setup/mock.ts'],
          // A test makes dozens of calls (a list walk pages twice), each tens of ms from Prism and more on a loaded
          // machine: vitest's default 5 s timed out (the project does not inherit the root testTimeout).
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
