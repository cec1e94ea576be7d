/**
 * Chooses the object store from the environment:
 * - SEXTANT_S3_BUCKET set → the s3 driver: SEXTANT_S3_REGION (default us-east-1), SEXTANT_S3_ENDPOINT (MinIO, R2,
 *   any S3-compatible server) and the standard AWS credential variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 *   profiles, instance roles).
 * - otherwise the local driver under `<data dir>/files` (SEXTANT_FILES_DIR moves it), its URLs signed with the
 *   server's secret key and pointing at SEXTANT_PUBLIC_URL (default http://127.0.0.1:<port>).
 */
import { join } from 'node:path';
import { LocalObjectStore } from './local.js';
import { S3ObjectStore, type S3Config } from './s3.js';
import { loadSecretKey } from './secretKey.js';
import type { ObjectStore } from './types.js';

export type { ObjectStore } from './types.js';
export { LocalObjectStore } from './local.js';

export type StorageConfig = { driver: 'local'; dir: string; secretKeyFile: string } | ({ driver: 's3' } & S3Config);

/** The storage the environment asks for; `dataDir` is where local files and the generated secret key live. */
export function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): StorageConfig {
  if (env.SEXTANT_S3_BUCKET) {
    return {
      driver: 's3',
      bucket: env.SEXTANT_S3_BUCKET,
      region: env.SEXTANT_S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
      endpoint: env.SEXTANT_S3_ENDPOINT || undefined,
    };
  }
  return { driver: 'local', dir: env.SEXTANT_FILES_DIR ?? join(dataDir, 'files'), secretKeyFile: join(dataDir, 'secret.key') };
}

/**
 * The deployment's secret key for `config` (src/storage/secretKey.ts): SEXTANT_SECRET_KEY, else the local store's key
 * file, else `<dataDir>/secret.key`. The server and the admin CLI both call this, so what one encrypts (webhook and
 * integration secrets) the other decrypts.
 */
export function secretKeyFor(config: StorageConfig, dataDir: string): Buffer {
  return loadSecretKey(config.driver === 'local' ? config.secretKeyFile : join(dataDir, 'secret.key'));
}

/**
 * The store for `config`; `publicUrl()` is the server's base URL as clients reach it (local driver only). The AWS
 * SDK is loaded only when the s3 driver is chosen, so instances on the local store do not pay its start-up cost.
 */
export async function createObjectStore(config: StorageConfig, publicUrl: () => string): Promise<ObjectStore> {
  if (config.driver === 's3') return S3ObjectStore.create(config);
  return new LocalObjectStore(config.dir, loadSecretKey(config.secretKeyFile), publicUrl);
}
