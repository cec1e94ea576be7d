/**
 * The recorded org's data (codegen/examples/record.ts): the data generator (src/cli/seedOrg.ts) with a fixed seed, then
 * its rows' emails and creation times rewritten from their names and numbers, so that two recordings list the same
 * rows in the same order. Tasks are made afterwards, through the API, by the recorder.
 */
import type { Knex } from 'knex';
import { seedOrg } from '../../src/cli/seedOrg.js';

/** Seeds `orgId` through the owner connection `db` (users, teams, visions, metrics, objectives, opportunities). */
export async function seedExampleOrg(db: Knex, orgId: string): Promise<void> {
  await seedOrg(db, {
    orgId,
    tasks: 0,
    users: 6,
    teams: 3,
    visions: 2,
    metrics: 4,
    objectives: 4,
    opportunities: 6,
    vacuum: false,
    seed: 35,
  });
  // The generator stamps emails with the time (repeated runs stay apart) and makes its rows in one transaction
  // (the same created_at): rewrite both from the seeded names so two recordings list the same rows in the same order.
  await db.raw(
    `UPDATE users u SET email = lower(replace(u.name, ' ', '.')) || s.n || '@northwind.example.com', created_at = u.created_at + s.n * interval '1 second'
       FROM (SELECT id, row_number() OVER (ORDER BY name, email) AS n FROM users WHERE org_id = ? AND email LIKE '%@seed.example.com') s WHERE u.id = s.id`,
    [orgId],
  );
  const orderOf: Record<string, string> = { teams: 'prefix', vision_versions: 'name' };
  for (const table of ['teams', 'visions', 'vision_versions', 'metrics', 'objectives', 'opportunities']) {
    const order = orderOf[table] ?? 'number';
    const stamp = `created_at + s.n * interval '1 second'`;
    const hasUpdated = (await db.raw(`SELECT 1 FROM information_schema.columns WHERE table_name = ? AND column_name = 'updated_at'`, [table])).rows.length;
    await db.raw(
      `UPDATE ${table} t SET created_at = t.${stamp}${hasUpdated ? `, updated_at = t.${stamp}` : ''}
         FROM (SELECT id, row_number() OVER (ORDER BY ${order}) AS n FROM ${table} WHERE org_id = ?) s WHERE t.id = s.id`,
      [orgId],
    );
  }
}
