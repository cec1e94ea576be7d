/**
 * Global setup of the `db` test project: a real Postgres for query-module and service tests (DATABASE_URL, else
 * an embedded one in a throwaway directory), migrated once; its URL is provided to the test files as `databaseUrl`.
 * No server runs: these tests call repositories and services directly.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../connect.js';
import { startEmbedded, type EmbeddedHandle } from '../embedded.js';
import { createDb, migrate } from '../knex.js';

let embedded: EmbeddedHandle | undefined;
let dir: string | undefined;

export async function setup(project: TestProject) {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'pg-db-'));
    embedded = await startEmbedded(dir, { persistent: false });
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  project.provide('databaseUrl', databaseUrl);
}

export async function teardown() {
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
