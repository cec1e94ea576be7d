/**
 * The keyring of secrets at rest (spec 2 §6.1; docs/decisions/0055-secret-keyring.md). Envelope encryption: the
 * deployment's secret key (src/storage/secretKey.ts) only wraps data keys, kept in the global table `secret_keys`;
 * secrets are encrypted under the one active data key (`v2:<kid>:…`, src/storage/secrets.ts) and decrypted under the
 * key their ciphertext names. `v1:` ciphertexts from before the keyring are still read under the secret key itself.
 *
 * Every instance loads the keyring at start (creating the first data key when the table has none, race-safe across
 * instances) and reloads it every KEYRING_REFRESH_MS, so within that bound after `secrets:rotate` (src/storage/
 * rotation.ts) makes a new key active, no instance encrypts under the old one any more. A ciphertext naming a key the
 * instance does not know reloads the keyring once (another instance rotated) before failing.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { decryptSecret, decryptWithKey, encryptSecret, encryptWithKey, keyIdOf, MASTER_KID } from './secrets.js';

/** How often a server reloads its keyring (ms): the bound within which a rotation's new key is used everywhere. */
export const KEYRING_REFRESH_MS = 5000;

export type KeyState = 'active' | 'retiring' | 'retired';
/** A row of `secret_keys`. */
export interface KeyRow {
  id: string;
  wrapped: string | null;
  state: KeyState;
}

/** A keyring that cannot do what is asked: a data key the secret key does not open, or a retired or unknown key. */
export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

/** A new key id: 8 base64url characters (never `master`, which has 6). */
export const newKeyId = () => randomBytes(6).toString('base64url');

/** `key` wrapped under the secret key `master` for the key id `kid` (its AAD). */
export const wrapKey = (master: Buffer, kid: string, key: Buffer) => encryptSecret(master, key.toString('base64'), kid);

function unwrapKey(master: Buffer, row: KeyRow): Buffer {
  try {
    return Buffer.from(decryptSecret(master, row.wrapped!, row.id), 'base64');
  } catch {
    throw new SecretKeyError(
      `The server's secret key does not open data key ${row.id} of the keyring: every instance and the admin CLI must use the same SEXTANT_SECRET_KEY (or the same data directory's secret.key).`,
    );
  }
}

/** The keyring's rows, oldest first. */
export const readKeys = (db: Knex): Promise<KeyRow[]> => db('secret_keys').select('id', 'wrapped', 'state').orderBy('created_at').orderBy('id');

/**
 * Creates the first active data key unless one exists. Safe when several instances start at once: the partial
 * unique index secret_keys_one_active makes every insert but one do nothing.
 */
export async function ensureActiveKey(db: Knex, master: Buffer): Promise<void> {
  const id = newKeyId();
  await db.raw(
    `INSERT INTO secret_keys (id, wrapped, state) SELECT ?, ?, 'active'
      WHERE NOT EXISTS (SELECT 1 FROM secret_keys WHERE state = 'active') ON CONFLICT DO NOTHING`,
    [id, wrapKey(master, id, randomBytes(32))],
  );
}

export class Keyring {
  private keys = new Map<string, { state: KeyState; key?: Buffer }>();
  private active?: { id: string; key: Buffer };
  private reloading?: Promise<void>;
  private timer?: NodeJS.Timeout;

  /**
   * `master`: the server's secret key (32 bytes). `source`: reads the keyring's rows; without one the keyring holds
   * no data keys and encrypts in the `v1:` form under `master` (benchmarks, which never rotate).
   */
  constructor(
    private readonly master: Buffer,
    private readonly source?: () => Promise<KeyRow[]>,
  ) {}

  /**
   * The keyring of `db` (creating its first key when there is none), loaded. `refreshMs`: reload on that interval
   * (servers: KEYRING_REFRESH_MS; the timer does not keep the process alive; `close()` stops it), `onError` hears a
   * failed reload (the keyring keeps what it had). Throws SecretKeyError when `master` does not open the keys.
   */
  static async load(db: Knex, master: Buffer, opts: { refreshMs?: number; onError?: (err: unknown) => void } = {}): Promise<Keyring> {
    await ensureActiveKey(db, master);
    const keyring = new Keyring(master, () => readKeys(db));
    await keyring.reload();
    if (opts.refreshMs) keyring.timer = setInterval(() => keyring.reload().catch((err) => opts.onError?.(err)), opts.refreshMs).unref();
    return keyring;
  }

  /** The id of the key new ciphertexts are under (`master` for a keyring without data keys). */
  get activeKeyId(): string {
    return this.source ? this.activeKey().id : MASTER_KID;
  }

  private activeKey() {
    if (!this.active) throw new SecretKeyError('The keyring has no active data key: restart the server, which creates one.');
    return this.active;
  }

  /** Reads the keyring's rows again (one read at a time: concurrent callers share it). */
  reload(): Promise<void> {
    if (!this.source) return Promise.resolve();
    this.reloading ??= (async () => {
      try {
        const rows = await this.source!();
        const keys = new Map<string, { state: KeyState; key?: Buffer }>();
        let active: { id: string; key: Buffer } | undefined;
        for (const row of rows) {
          const known = this.keys.get(row.id)?.key;
          const key = row.state === 'retired' || !row.wrapped ? undefined : (known ?? unwrapKey(this.master, row));
          keys.set(row.id, { state: row.state, key });
          if (row.state === 'active' && key) active = { id: row.id, key };
        }
        this.keys = keys;
        this.active = active;
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  /** `plain` encrypted under the active key for the row `aad` (its id): `v2:<kid>:…`. */
  encrypt(plain: string, aad: string): string {
    if (!this.source) return encryptSecret(this.master, plain, aad);
    const { id, key } = this.activeKey();
    return encryptWithKey(id, key, plain, aad);
  }

  /**
   * The plaintext of `stored` for `aad`. A key id this keyring does not hold reloads it once first. Throws
   * SecretKeyError for a retired or unknown key, and crypto's error when the ciphertext or `aad` is not the one
   * encrypted.
   */
  async decrypt(stored: string, aad: string): Promise<string> {
    const kid = keyIdOf(stored);
    if (kid === MASTER_KID) return decryptSecret(this.master, stored, aad);
    if (!this.keys.has(kid)) await this.reload();
    const entry = this.keys.get(kid);
    if (!entry)
      throw new SecretKeyError(
        `A secret is encrypted under data key ${kid}, which the keyring does not hold: the row was written by a deployment with another keyring, or the key was deleted.`,
      );
    if (!entry.key)
      throw new SecretKeyError(
        `A secret is encrypted under data key ${kid}, which was retired before it was re-encrypted: it cannot be read; replace the secret (rotate it) to go on.`,
      );
    return decryptWithKey(entry.key, stored, aad);
  }

  /** Stops the reload timer. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
