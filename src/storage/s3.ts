/**
 * The S3 object store: any S3-compatible service (AWS S3, MinIO, R2) through the AWS SDK v3.
 * Uploads are presigned PUTs with Content-Type, Content-Length and x-amz-checksum-sha256 signed, so a store that
 * checks signatures and checksums refuses other bytes; the integrity check never relies on that.
 * The client is created with `requestChecksumCalculation: 'WHEN_REQUIRED'`: newer SDKs otherwise sign a checksum
 * of an empty body into presigned URLs, which no real upload matches.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { contentDisposition, normalizeEtag, type ObjectInfo, type ObjectStore, type PresignedUpload } from './types.js';

export interface S3Config {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, a local test server); path-style addressing is used with one. */
  endpoint?: string;
  /** Static credentials; otherwise the SDK's default chain (AWS_ACCESS_KEY_ID, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

type Sdk = typeof import('@aws-sdk/client-s3');
type Presigner = typeof import('@aws-sdk/s3-request-presigner');

export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;

  /** Loads the AWS SDK (only instances on the s3 driver pay for it) and makes the store. */
  static async create(config: S3Config): Promise<S3ObjectStore> {
    // The pinned SDK supports Node 20 (its engines: >=20), yet on any Node before 22 its first client warns that
    // releases after January 2027 will not. That is a note for whoever moves the pin in package.json, not something
    // an operator of this release can act on, so it stays out of the server's output unless the operator asks for it
    // (AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=false).
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const [sdk, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
    return new S3ObjectStore(config, sdk, presigner);
  }

  private constructor(
    readonly config: S3Config,
    private readonly sdk: Sdk,
    private readonly presigner: Presigner,
  ) {
    this.client = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async presignUpload(o: { key: string; size: number; contentType: string; sha256: string; expiresInSeconds: number }): Promise<PresignedUpload> {
    const checksum = Buffer.from(o.sha256, 'hex').toString('base64');
    const command = new this.sdk.PutObjectCommand({
      Bucket: this.config.bucket,
      Key: o.key,
      ContentType: o.contentType,
      ContentLength: o.size,
      ChecksumSHA256: checksum,
    });
    const url = await this.presigner.getSignedUrl(this.client, command, {
      expiresIn: o.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
      unhoistableHeaders: new Set(['x-amz-checksum-sha256']),
    });
    return {
      url,
      method: 'PUT',
      headers: { 'Content-Type': o.contentType, 'x-amz-checksum-sha256': checksum },
      expiresAt: new Date(Date.now() + o.expiresInSeconds * 1000),
    };
  }

  async presignDownload(o: { key: string; filename: string; contentType: string; expiresInSeconds: number }): Promise<{ url: string; expiresAt: Date }> {
    const command = new this.sdk.GetObjectCommand({
      Bucket: this.config.bucket,
      Key: o.key,
      ResponseContentType: o.contentType,
      ResponseContentDisposition: contentDisposition(o.filename),
    });
    const url = await this.presigner.getSignedUrl(this.client, command, { expiresIn: o.expiresInSeconds });
    return { url, expiresAt: new Date(Date.now() + o.expiresInSeconds * 1000) };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const r = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: Number(r.ContentLength ?? 0), etag: normalizeEtag(r.ETag ?? '') };
    } catch (err) {
      if (err instanceof this.sdk.S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey'))
        return null;
      throw err;
    }
  }

  async read(key: string): Promise<Readable> {
    const r = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    return r.Body as Readable;
  }

  /**
   * CopyObject guarded by CopySourceIfMatch, then the source deleted. The copy's own ETag is not compared (with
   * SSE-KMS a copy gets a new one): a store that ignores the precondition (s3rver) may copy swapped bytes, and the
   * integrity check, which hashes the copy, fails them.
   */
  async promote(from: string, to: string, etag: string): Promise<'moved' | 'changed' | 'missing'> {
    const want = normalizeEtag(etag);
    try {
      await this.client.send(
        new this.sdk.CopyObjectCommand({
          Bucket: this.config.bucket,
          Key: to,
          CopySource: `${this.config.bucket}/${from}`,
          CopySourceIfMatch: `"${want}"`,
        }),
      );
    } catch (err) {
      const status = err instanceof this.sdk.S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 412) return 'changed';
      if (status === 404) return 'missing';
      throw err;
    }
    await this.remove(from);
    return 'moved';
  }

  async copy(from: string, to: string): Promise<'copied' | 'missing'> {
    try {
      await this.client.send(new this.sdk.CopyObjectCommand({ Bucket: this.config.bucket, Key: to, CopySource: `${this.config.bucket}/${from}` }));
    } catch (err) {
      const status = err instanceof this.sdk.S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 404) return 'missing';
      throw err;
    }
    return 'copied';
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
