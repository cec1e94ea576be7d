/**
 * The S3 store's client (src/storage/s3.ts) on the Node 20 this release supports: the pinned AWS SDK's notice that
 * its later releases will need Node 22 does not reach the server's output unless the operator asks for it. Each
 * vitest file runs in a fresh module graph, so the SDK's once-per-process warning state starts unset here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { S3ObjectStore } from './s3.js';

const seen: string[] = [];
const onWarning = (w: Error) => seen.push(`${w.name}: ${w.message}`);
afterEach(() => {
  process.off('warning', onWarning);
});

describe('S3ObjectStore.create', () => {
  it('makes its client without the SDK’s Node-version notice (no request is sent)', async () => {
    delete process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED;
    process.on('warning', onWarning);
    const store = await S3ObjectStore.create({
      bucket: 'sextant-test',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    expect(store.driver).toBe('s3');
    await new Promise((r) => setTimeout(r, 10)); // process.emitWarning reports on a later tick
    expect(seen.filter((w) => w.includes('NodeVersionSupportWarning'))).toEqual([]);
  });
});
