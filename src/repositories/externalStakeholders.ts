/**
 * The `external_stakeholders` table (spec 2 §4.12): demand roots outside the org, unique per org regardless of case
 * (unique index on (org_id, lower(name))). Its row, the row → ExternalStakeholder mapping and its queries, each
 * scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';

export interface ExternalStakeholderRow {
  id: string;
  name: string;
  created_at: Date;
}
export const toExternalStakeholder = (r: ExternalStakeholderRow): Schema<'ExternalStakeholder'> => ({ id: r.id, name: r.name, createdAt: iso(r.created_at)! });

/** The org's stakeholders by name (case-insensitively), then id, at most `limit`. */
export async function listExternalStakeholders(db: Knex, orgId: string, limit: number): Promise<ExternalStakeholderRow[]> {
  return db('external_stakeholders').select('id', 'name', 'created_at').where({ org_id: orgId }).orderByRaw('lower(name), id').limit(limit);
}

/** Inserts `name` unless the org has it in any case (ON CONFLICT on the unique index); the new row, or undefined when it existed. */
export async function insertExternalStakeholder(trx: Knex, orgId: string, name: string): Promise<ExternalStakeholderRow | undefined> {
  const { rows } = await trx.raw(
    `INSERT INTO external_stakeholders (org_id, name) VALUES (?, ?)
     ON CONFLICT (org_id, lower(name)) DO NOTHING RETURNING id, name, created_at`,
    [orgId, name],
  );
  return rows[0] as ExternalStakeholderRow | undefined;
}

/** The stakeholder named `name` in any case; undefined when none. */
export async function findExternalStakeholderByName(db: Knex, orgId: string, name: string): Promise<ExternalStakeholderRow | undefined> {
  return db('external_stakeholders').select('id', 'name', 'created_at').where({ org_id: orgId }).whereRaw('lower(name) = lower(?)', [name]).first();
}

/** Whether stakeholder `id` (a UUID) is the org's. */
export async function externalStakeholderExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return Boolean(await db('external_stakeholders').select('id').where({ org_id: orgId, id }).first());
}
