/** The readiness reads against Postgres: the database answers, and every migration of migrations/index.ts is listed as applied. */
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { useTestDb } from '../db/testing/harness.js';
import { listAppliedMigrations, pingDatabase } from './migrations.js';

const t = useTestDb();

describe('migrations query module', () => {
  it('pings, and lists every migration of the index as applied', async () => {
    await expect(pingDatabase(t.db)).resolves.toBeUndefined();
    const applied = await listAppliedMigrations(t.db);
    expect(Object.keys(migrations).filter((name) => !applied.includes(name))).toEqual([]);
  });
});
