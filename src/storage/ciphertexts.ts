/**
 * Every column holding a secret encrypted by the keyring (src/storage/keyring.ts), in ONE place: `secrets:rotate`
 * (src/storage/rotation.ts) re-encrypts exactly these, `secrets:status` counts them, and a database test fails when a
 * text column holding `v1:`/`v2:` ciphertexts is missing here.
 */

/** One column of ciphertexts. */
export interface CiphertextColumn {
  table: string;
  column: string;
  /** The columns identifying a row (its primary key or a unique key). */
  keys: readonly string[];
  /** The additional authenticated data of the row's ciphertext (what encrypted it passed). */
  aad: (row: Record<string, string>) => string;
  /**
   * Where the ciphertext is in the value: the whole value, or (`sealed`) the string of the one `"$sealed"` member of
   * the JSON text (a stored idempotent response: src/platform/idempotency.ts).
   */
  sealed?: boolean;
}

/** The AAD of a sealed idempotent response: the record's whole scope, so it opens only in its own record. */
export const idempotencyAad = (s: { orgId: string; userId: string; method: string; path: string; key: string }) =>
  `idempotency:${s.orgId}:${s.userId}:${s.method}:${s.path}:${s.key}`;

export const CIPHERTEXT_COLUMNS: readonly CiphertextColumn[] = [
  { table: 'webhook_subscriptions', column: 'secret_ciphertext', keys: ['id'], aad: (r) => r.id },
  { table: 'integrations', column: 'secret_ciphertext', keys: ['id'], aad: (r) => r.id },
  { table: 'observed_evidence_keys', column: 'secret_ciphertext', keys: ['id'], aad: (r) => r.id },
  {
    table: 'idempotency_records',
    column: 'response_text',
    keys: ['org_id', 'user_id', 'method', 'path', 'key'],
    aad: (r) => idempotencyAad({ orgId: r.org_id, userId: r.user_id, method: r.method, path: r.path, key: r.key }),
    sealed: true,
  },
];

/** The `"$sealed":"<ciphertext>"` member of a sealed response's JSON text (JSON.stringify writes it so). */
export const SEALED_PATTERN = /"\$sealed":"(v[12]:[^"]+)"/;
/** The same as a Postgres regular expression (the ciphertext is its first group). */
export const SEALED_SQL_PATTERN = '"\\$sealed":"(v[12]:[^"]+)"';
