/**
 * The `observed_evidence_keys` table: each org's identifier-hashing key, stored encrypted (one row per org). Its
 * queries, scoped by org_id.
 */
import type { Knex } from 'knex';

/** The org's key row (id and ciphertext); undefined before its first use. */
export async function findEvidenceKey(db: Knex, orgId: string): Promise<{ id: string; secret_ciphertext: string } | undefined> {
  return db('observed_evidence_keys').select('id', 'secret_ciphertext').where({ org_id: orgId }).first();
}

/** Stores the org's key unless it has one (a concurrent first call wins; ON CONFLICT on org_id). */
export async function insertEvidenceKey(db: Knex, orgId: string, id: string, ciphertext: string): Promise<void> {
  await db('observed_evidence_keys').insert({ org_id: orgId, id, secret_ciphertext: ciphertext }).onConflict('org_id').ignore();
}
