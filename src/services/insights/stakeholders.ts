/**
 * External stakeholders (issue 13 §2; spec 2 §4.12): demand roots outside the org, unique per org regardless of
 * case (unique index on (org_id, lower(name))).
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { invalidField } from '../../core/errors.js';
import { iso } from '../common.js';

export type ExternalStakeholder = components['schemas']['ExternalStakeholder'];
interface Row { id: string; name: string; created_at: Date }
const toStakeholder = (r: Row): ExternalStakeholder => ({ id: r.id, name: r.name, createdAt: iso(r.created_at)! });

/** The most a list answers (spec 2 §4.12). */
export const STAKEHOLDER_LIMIT = 500;

/** GET /external-stakeholders — by name (case-insensitively, then id), at most 500. */
export async function listStakeholders(db: Knex, actor: Actor): Promise<ExternalStakeholder[]> {
  const rows = await db('external_stakeholders').select('id', 'name', 'created_at').where({ org_id: actor.orgId })
    .orderByRaw('lower(name), id').limit(STAKEHOLDER_LIMIT);
  return (rows as Row[]).map(toStakeholder);
}

/**
 * POST /external-stakeholders — `{name}` (trimmed) in `trx` → the stakeholder and whether it was made. A name already
 * there in any case returns the existing one (created false); safe under concurrency (ON CONFLICT on the unique index).
 * 400 naming body.name when it is only whitespace.
 */
export async function createStakeholder(trx: Knex, actor: Actor, input: { name: string }): Promise<{ stakeholder: ExternalStakeholder; created: boolean }> {
  const name = input.name.trim();
  if (!name) throw invalidField('body.name', 'is only whitespace', 'Send the stakeholder\'s name, e.g. "Gartner analyst".');
  const { rows } = await trx.raw(
    `INSERT INTO external_stakeholders (org_id, name) VALUES (?, ?)
     ON CONFLICT (org_id, lower(name)) DO NOTHING RETURNING id, name, created_at`,
    [actor.orgId, name],
  );
  if (rows.length) return { stakeholder: toStakeholder(rows[0] as Row), created: true };
  const existing = (await trx('external_stakeholders').select('id', 'name', 'created_at')
    .where({ org_id: actor.orgId }).whereRaw('lower(name) = lower(?)', [name]).first()) as Row;
  return { stakeholder: toStakeholder(existing), created: false };
}
