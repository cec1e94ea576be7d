/**
 * A database of a test file's own on the suite's Postgres, for server instances that must not share the suite
 * server's job queue or rows (their workers would take each other's jobs): created empty (the instance migrates it),
 * dropped with every connection to it at the end.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createDb } from '../../src/db/knex.js';

export interface FreshDatabase {
  name: string;
  /** Its connection URL (the suite's, with this database). */
  url: string;
  /** Drops it, closing whatever still connects to it. */
  drop: () => Promise<void>;
}

/** Runs `sql` on the suite's database (CREATE/DROP DATABASE cannot run inside one's own). */
async function onSuiteDb(sql: string): Promise<void> {
  const admin = createDb(inject('contract').databaseUrl, { min: 0, max: 1 });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

/** Creates an empty database named `<prefix>_<random>`. */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const url = new URL(inject('contract').databaseUrl);
  url.pathname = `/${name}`;
  await onSuiteDb(`CREATE DATABASE ${name}`);
  return { name, url: url.toString(), drop: () => onSuiteDb(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
