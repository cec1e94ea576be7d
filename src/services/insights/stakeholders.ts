/**
 * External stakeholders (spec 2 §4.12): demand roots outside the org, unique per org regardless of
 * case (unique index on (org_id, lower(name))).
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { invalidField } from '../../core/errors.js';
import type { RequestBody } from '../../core/api.js';
import {
  findExternalStakeholderByName,
  insertExternalStakeholder,
  listExternalStakeholders,
  toExternalStakeholder,
} from '../../repositories/externalStakeholders.js';

export type ExternalStakeholder = components['schemas']['ExternalStakeholder'];

/** The most a list answers (spec 2 §4.12). */
export const STAKEHOLDER_LIMIT = 500;

/** GET /external-stakeholders — by name (case-insensitively, then id), at most 500. */
export async function listStakeholders(db: Knex, actor: Actor): Promise<ExternalStakeholder[]> {
  return (await listExternalStakeholders(db, actor.orgId, STAKEHOLDER_LIMIT)).map(toExternalStakeholder);
}

/**
 * POST /external-stakeholders — `{name}` (trimmed) in `trx` → the stakeholder and whether it was made. A name already
 * there in any case returns the existing one (created false); safe under concurrency (ON CONFLICT on the unique index).
 * 400 naming body.name when it is only whitespace.
 */
export async function createStakeholder(
  trx: Knex,
  actor: Actor,
  input: RequestBody<'createExternalStakeholder'>,
): Promise<{ stakeholder: ExternalStakeholder; created: boolean }> {
  const name = input.name.trim();
  if (!name) throw invalidField('body.name', 'is only whitespace', 'Send the stakeholder\'s name, e.g. "Gartner analyst".');
  const made = await insertExternalStakeholder(trx, actor.orgId, name);
  if (made) return { stakeholder: toExternalStakeholder(made), created: true };
  return { stakeholder: toExternalStakeholder((await findExternalStakeholderByName(trx, actor.orgId, name))!), created: false };
}
